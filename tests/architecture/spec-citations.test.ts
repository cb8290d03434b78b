/**
 * Every "SPEC §n" (or bare "§n") cited in source and tests names a section
 * that docs/rules.md, the team's catalogue of the product's rules, has an
 * entry for; and every file that catalogue names exists. Sections of other
 * documents (RFC 6265 §5.2 and the like) are not SPEC citations. Nor do they
 * cite tracker issues by number, which a newcomer cannot look up.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from './import-graph';

const root = resolve(import.meta.dirname, '../..');
const rulesPath = join(root, 'docs/rules.md');
const citedFolders = ['core', 'cli', 'site-build', 'server', 'viewer', 'ui', 'tests', 'scripts', 'bench'];

/** The section numbers docs/rules.md has a heading ('## §n …') with at least one entry ('- **…**') under it. */
export function sectionsWithEntries(markdown: string): Set<number> {
  const sections = new Set<number>();
  let current: number | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^## §(\d+)\b/.exec(line);
    if (heading) current = Number(heading[1]);
    else if (line.startsWith('## ')) current = null;
    else if (current !== null && line.startsWith('- **')) sections.add(current);
  }
  return sections;
}

/** The section numbers a text cites as SPEC sections: '§n', unless it follows another document's name (RFC 6265 §5, draft …). */
export function citedSections(text: string): number[] {
  const cited: number[] = [];
  for (const match of text.matchAll(/§\s?(\d+)/g)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 24), match.index);
    if (/\b(?:RFC|rfc)\s?\d+\w*(?:[,;]?\s*§\s?[\d.]+)*\s*$/.test(before)) continue;
    cited.push(Number(match[1]));
  }
  return cited;
}

/** Stylesheets and plain-JavaScript scripts, which cite the SPEC too. */
function stylesAndScriptsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:css|mjs)$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** References to tracker issues ('issue 11', 'issue #11'): a newcomer cannot follow them; say what is meant instead. */
export function issueReferences(text: string): string[] {
  return [...text.matchAll(/\bissues?\s*(?:#|no\.?\s*|number\s*)?\d+\b/gi)].map((match) => match[0]);
}

describe('architecture: SPEC citations resolve to docs/rules.md', () => {
  const rules = readFileSync(rulesPath, 'utf8');
  const sections = sectionsWithEntries(rules);
  const files = citedFolders
    .flatMap((folder) => [...sourceFilesUnder(join(root, folder)), ...stylesAndScriptsUnder(join(root, folder))])
    .filter((file) => !file.includes(`${join('tests', 'architecture', 'fixtures')}`));

  it('has an entry for every section of the SPEC, §1 to §9', () => {
    expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('finds citations in the sources', () => {
    const count = files.reduce((sum, file) => sum + citedSections(readFileSync(file, 'utf8')).length, 0);
    expect(count).toBeGreaterThan(100);
  });

  it('resolves every cited section', () => {
    const unresolved = files.flatMap((file) =>
      citedSections(readFileSync(file, 'utf8'))
        .filter((section) => !sections.has(section))
        .map((section) => `${relative(root, file)} cites §${section}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('names only files that exist', () => {
    const named = [...rules.matchAll(/`((?:core|cli|server|viewer|tests|scripts|bench)\/[^`\s]+\.(?:ts|tsx|mjs|css))`/g)].map(
      (m) => m[1] ?? '',
    );
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('cites no tracker issue by number', () => {
    const found = files
      .filter((file) => !file.endsWith('spec-citations.test.ts'))
      .flatMap((file) => issueReferences(readFileSync(file, 'utf8')).map((reference) => `${relative(root, file)}: ${reference}`));
    expect(found).toEqual([]);
    expect(issueReferences('see issue 11; fixed in issue #7; Issue no. 3; issues: [] and issues[0]')).toEqual([
      'issue 11',
      'issue #7',
      'Issue no. 3',
    ]);
  });

  it('would report a section without an entry, and skips sections of RFCs', () => {
    // Built from parts, so this file itself cites no section beyond §9.
    const unknownSection = `SPEC ${'§'}12 Something`;
    expect(citedSections(`${unknownSection}; RFC 6265 §5.2; RFC 4291 §2.5.5.2; §5 Cookie writing`)).toEqual([12, 5]);
    const partial = sectionsWithEntries('## §1 One\n\n- **Rule.** Text.\n\n## §2 Two\n\nNothing yet.\n');
    expect([...partial]).toEqual([1]);
  });
});
