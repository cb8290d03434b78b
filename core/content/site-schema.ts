/**
 * Validates content/site.json (docs/portal.md, Content): names, brands, themes, links and the
 * five top-level sections with their ordered categories.
 */
import * as v from 'valibot';
import type { SectionRecord, SiteRecord } from '../bundle/content-bundle';
import type { Issue, Result } from '../result';

const text = v.pipe(v.string('expected a string'), v.minLength(1, 'expected a non-empty string'));
const url = v.pipe(v.string('expected a URL'), v.regex(/^https:\/\/\S+$/, 'expected an https:// URL'));
const segment = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SiteSchema = v.pipe(
  v.object({
    designSystemName: text,
    teamName: text,
    brandPrefix: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,7}$/, 'expected a short lower-case prefix such as hb')),
    brands: v.pipe(
      v.array(v.object({ id: v.pipe(v.string(), v.regex(segment, 'expected a lower-case id such as alpine')), name: text })),
      v.length(2, 'expected exactly two brands'),
    ),
    themes: v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[a-z0-9]+-(?:light|dark)$/, 'expected {brand}-light or {brand}-dark'))),
      v.minLength(1),
    ),
    defaultTheme: text,
    designToolName: text,
    codeHostName: text,
    repoRoot: url,
    teamChannelUrl: url,
    companyWikiUrl: url,
    privacyPolicyUrl: url,
    analyticsProvider: text,
    sections: v.array(
      v.object({
        title: text,
        link: v.pipe(v.string(), v.regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a section route such as /components')),
        categories: v.array(text),
      }),
    ),
  }),
  v.check((site) => site.themes.includes(site.defaultTheme), 'defaultTheme: expected one of the themes'),
  v.check(
    (site) => site.themes.every((theme) => site.brands.some((brand) => theme.startsWith(`${brand.id}-`))),
    'themes: every theme starts with a brand id',
  ),
);

export interface SiteContent {
  readonly site: SiteRecord;
  readonly sections: SectionRecord[];
}

/**
 * @example parseSiteJson(JSON.parse(readFileSync('content/site.json', 'utf8')))
 */
export function parseSiteJson(data: unknown): Result<SiteContent> {
  const result = v.safeParse(SiteSchema, data);
  if (!result.success) {
    const issues: Issue[] = result.issues.map((issue) => {
      const path = (issue.path ?? []).map((item) => (typeof item.key === 'number' ? item.key : String(item.key)));
      return { code: 'site.invalid', message: `${path.length > 0 ? `${path.join('.')}: ` : ''}${issue.message}`, path };
    });
    return { ok: false, issues };
  }
  const { sections, ...site } = result.output;
  return {
    ok: true,
    value: {
      site,
      // SPEC §2: "Each section's description is empty."
      sections: sections.map((section) => ({ ...section, description: '' as const })),
    },
  };
}
