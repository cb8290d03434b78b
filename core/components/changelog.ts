/**
 * Reads a package's CHANGELOG.md as Changesets writes it with Harbor's formatter (.changeset/changelog.cjs) and
 * dated headings (scripts/date-changelog-headings.mjs): `## 0.2.0 (2026-11-26)`, kind headings such as
 * `### Minor Changes`, then one `- ` entry per changeset, its further lines indented. An entry names the
 * components it touches first (CONTRIBUTING.md, Recording a change): `Carousel: …`, `ProductTile, Image: …`, or
 * `All components: …` for the package as a whole.
 */
import { VERSION_PATTERN } from './manifest';

export interface ChangelogRelease {
  readonly version: string;
  /** YYYY-MM-DD, or null when the heading carries no date. */
  readonly date: string | null;
  /** Each entry's text, continuation lines joined with a newline, in the file's order. */
  readonly entries: readonly string[];
}

const RELEASE_HEADING = /^## (\S+)(?: \((\d{4}-\d{2}-\d{2})\))?\s*$/;
const ENTRY = /^- (.*)$/;
const CONTINUATION = /^ {2,}(\S.*)$/;

/**
 * The releases of a changelog, in the file's order (newest first, as Changesets writes them). Lines outside a
 * release and headings that are not versions are ignored; never throws.
 *
 * @example parseChangelog('## 0.2.0 (2026-11-26)\n\n- Carousel: pages.\n')
 * // [{ version: '0.2.0', date: '2026-11-26', entries: ['Carousel: pages.'] }]
 */
export function parseChangelog(markdown: string): ChangelogRelease[] {
  const releases: { version: string; date: string | null; entries: string[] }[] = [];
  let current: (typeof releases)[number] | null = null;
  let entry: string[] | null = null;
  const closeEntry = () => {
    if (current !== null && entry !== null) current.entries.push(entry.join('\n'));
    entry = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = RELEASE_HEADING.exec(line);
    if (heading !== null) {
      closeEntry();
      const version = heading[1] as string;
      current = VERSION_PATTERN.test(version) ? { version, date: heading[2] ?? null, entries: [] } : null;
      if (current !== null) releases.push(current);
      continue;
    }
    if (line.startsWith('#')) {
      closeEntry();
      continue;
    }
    const item = ENTRY.exec(line);
    if (item !== null && current !== null) {
      closeEntry();
      entry = [(item[1] as string).trim()];
      continue;
    }
    const more = CONTINUATION.exec(line);
    if (more !== null && entry !== null) entry.push((more[1] as string).trimEnd());
    else if (line.trim() !== '') closeEntry();
  }
  closeEntry();
  return releases;
}

/** The scope of every change that touches the package as a whole. */
export const ALL_COMPONENTS_SCOPE = 'All components';

const SCOPE = /^([A-Z][A-Za-z0-9]*(?:, [A-Z][A-Za-z0-9]*)*): /;

/**
 * What an entry says it touches: the component names before its colon, 'all' for `All components: …`, or null
 * when it names no scope.
 *
 * @example changeScope('ProductTile, Image: pictures carry their size') // ['ProductTile', 'Image']
 */
export function changeScope(summary: string): readonly string[] | 'all' | null {
  if (summary.startsWith(`${ALL_COMPONENTS_SCOPE}: `)) return 'all';
  const scope = SCOPE.exec(summary)?.[1];
  return scope === undefined ? null : scope.split(', ');
}

/** Whether an entry touched a component: it names it, or it names all of them. */
export function touches(summary: string, component: string): boolean {
  const scope = changeScope(summary);
  return scope === 'all' || (scope !== null && scope.includes(component));
}
