/**
 * The front matter a documentation page may carry (content/README.md), checked
 * with valibot so each problem names its field and what is allowed.
 */
import * as v from 'valibot';
import type { Issue, Result } from '../result';
import { ASSETS_PATH } from '../site/addresses';

const nonEmpty = (what: string) => v.pipe(v.string(`expected ${what}`), v.trim(), v.minLength(1, `expected ${what}`));

const httpsUrl = v.pipe(v.string('expected an https:// URL'), v.regex(/^https:\/\/[^\s]+$/, 'expected an https:// URL'));

const isoDate = v.pipe(
  v.string('expected a date written YYYY-MM-DD (quote it if your editor turns it into something else)'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written YYYY-MM-DD'),
  v.check((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'expected a real calendar date'),
);

/** A path under the assets folder: letters, digits, '_', '.', '/' and '-' after it. */
const isAssetImage = (path: string): boolean => path.startsWith(`${ASSETS_PATH}/`) && /^[\w./-]+$/.test(path.slice(ASSETS_PATH.length + 1));

const thumbnail = v.union(
  [
    v.strictObject({ text: nonEmpty('a short non-empty text') }),
    v.strictObject({
      image: v.pipe(v.string(), v.check(isAssetImage, `expected an image under ${ASSETS_PATH}/`)),
    }),
  ],
  `expected { text: ... } or { image: ${ASSETS_PATH}/... }`,
);

/** Every field a page may set, with its check: the one list of fields, which the unknown-field message names. */
const ENTRIES = {
  title: nonEmpty('a non-empty string'),
  description: v.optional(v.pipe(v.string('expected a string'), v.trim())),
  terms: v.optional(v.array(nonEmpty('a non-empty string'), 'expected a list of strings, e.g. [CTA, Modal]')),
  isPublic: v.optional(v.boolean('expected true or false (leave it out for a private page)')),
  category: v.optional(nonEmpty('a category name of the section (site.json)')),
  order: v.optional(v.pipe(v.number('expected a whole number'), v.integer('expected a whole number'))),
  figmaLink: v.optional(httpsUrl),
  figmaUrl: v.optional(httpsUrl),
  sourcePath: v.optional(
    v.pipe(
      v.string('expected a repository path such as packages/react/src/button'),
      v.regex(
        /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[\w@./-]+$/,
        'expected a relative repository path without .. such as packages/react/src/button',
      ),
    ),
  ),
  modifiedDate: v.optional(isoDate),
  thumbnail: v.optional(thumbnail),
  /**
   * A component's Design tab states here why it has no anatomy picture, variants grid or Do/Don't pair
   * (docs/portal.md, Design tab pictures): one sentence per figure it leaves out.
   */
  figuresLeftOut: v.optional(
    v.strictObject(
      {
        anatomy: v.optional(nonEmpty('a sentence saying why the page has no anatomy picture')),
        variants: v.optional(nonEmpty('a sentence saying why the page has no variants grid')),
        doDont: v.optional(nonEmpty("a sentence saying why the page has no Do/Don't pair")),
      },
      'expected { anatomy, variants, doDont }, each a sentence saying why that figure is left out',
    ),
  ),
};

const FIELDS = Object.keys(ENTRIES);

export const FrontMatterSchema = v.strictObject(
  ENTRIES,
  // valibot reports unknown keys (expected 'never') and missing required keys through this message.
  (issue) =>
    issue.expected === 'never'
      ? `unknown field '${String(issue.received).replace(/^"|"$/g, '')}'; allowed: ${FIELDS.join(', ')}`
      : 'expected a non-empty string',
);

export type FrontMatter = v.InferOutput<typeof FrontMatterSchema>;

/**
 * Validates parsed YAML front matter. Each issue's path starts with the field
 * name, so the caller can point at its line.
 *
 * @example validateFrontMatter({ title: '' })
 * // { ok: false, issues: [{ code: 'frontMatter.invalid', message: 'title: expected a non-empty string', path: ['title'] }] }
 */
export function validateFrontMatter(data: unknown): Result<FrontMatter> {
  if (data === null || data === undefined) {
    return {
      ok: false,
      issues: [{ code: 'frontMatter.missing', message: 'front matter is missing: start the file with --- and a title', path: [] }],
    };
  }
  const result = v.safeParse(FrontMatterSchema, data);
  if (result.success) return { ok: true, value: result.output };
  const issues: Issue[] = result.issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => (typeof item.key === 'number' ? item.key : String(item.key)));
    const field = path.length === 0 ? '' : `${path.join('.')}: `;
    return { code: 'frontMatter.invalid', message: `${field}${issue.message}`, path };
  });
  return { ok: false, issues };
}
