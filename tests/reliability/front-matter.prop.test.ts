/**
 * Reliability test 4 (docs/reliability.md), the front-matter parser (1,000 runs in `npm test`,
 * 100,000 in `npm run test:deep`): core's validateFrontMatter on any value and
 * the YAML reading of site-build/markdown-page.ts on any front-matter text
 * never throw, and every problem they report is data with a stable code and,
 * for a page, a whole-number line inside the file. The other core parsers
 * (consent, consent-ts, atinfo, cookie header, JWT, search term, shorthand
 * link) have their never-throws properties beside their own tests in tests/core.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdownPage } from '../../site-build/markdown-page';
import { FrontMatterSchema, validateFrontMatter } from '../../core/content/front-matter';

/** The schema's own fields, so a field added to it is fuzzed too. */
const FIELDS = Object.keys(FrontMatterSchema.entries);
const noHighlight = () => [];

/** Text made of what YAML gives meaning to, so the generator reaches anchors, aliases, tags, flow collections and block scalars. */
const yamlish = fc
  .array(
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(
          ...FIELDS,
          '__proto__',
          'constructor',
          'toString',
          '<<',
          '? ',
          ': ',
          ':',
          '- ',
          '-',
          '[',
          ']',
          '{',
          '}',
          ',',
          '&a ',
          '*a',
          '&b ',
          '*b',
          '!!str ',
          '!!binary ',
          '!!js/function ',
          '!tag ',
          '|',
          '>',
          '|-',
          '#',
          "'",
          '"',
          '\\',
          '%YAML 1.2',
          '---',
          '...',
          'true',
          'null',
          '~',
          '0x1f',
          '1e400',
          '2026-02-30',
          '.nan',
          'https://x',
          '\t',
          ' ',
          '  ',
          '\n',
          '\n  ',
          '\r\n',
          '\u00a0',
          '\ufeff',
        ),
      },
      { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('front matter at depth', () => {
  it('validateFrontMatter never throws on any value, and reports issues as data', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({ withNullPrototype: true, withObjectString: true }),
          fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'extra'), fc.anything()),
        ),
        (value) => {
          const result = validateFrontMatter(value);
          if (!result.ok) {
            expect(result.issues.length).toBeGreaterThan(0);
            for (const issue of result.issues) expect(issue.code).toMatch(/^frontMatter\.(missing|invalid)$/);
          }
        },
      ),
    );
  });

  it('reading a page never throws on any front matter, and locates every problem on a line of the file', () => {
    fc.assert(
      fc.property(yamlish, fc.string({ maxLength: 40 }), (yaml, body) => {
        const source = `---\n${yaml}\n---\n\n${body}\n`;
        const { page, issues } = parseMarkdownPage('components/x/design.md', source, noHighlight);
        const lines = source.split('\n').length;
        for (const issue of issues) {
          expect(Number.isInteger(issue.line), JSON.stringify(issue)).toBe(true);
          expect(issue.line).toBeGreaterThanOrEqual(1);
          expect(issue.line).toBeLessThanOrEqual(lines);
          expect(issue.code).toMatch(/^frontMatter\.(yaml|missing|invalid)$/);
        }
        // A page comes back exactly when its front matter is fine.
        expect(page === null).toBe(issues.some((issue) => issue.code.startsWith('frontMatter.')));
      }),
    );
  });
});
