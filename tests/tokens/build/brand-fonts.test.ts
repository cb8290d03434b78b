/**
 * The brands' typefaces in @harbor/tokens (core/tokens/brand-typefaces.ts,
 * tokens/build/brand-fonts-fs.ts): each brand name of the token stacks gets
 * `@font-face` rules with font-display swap for the Latin and Latin Extended
 * subsets (the letters German, French and Italian need), the woff2 files and
 * their licence beside them, and a first view preloads only its own faces.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBrandFonts } from '../../../tokens/build/brand-fonts-fs';
import { BRAND_TYPEFACES, firstViewFontFiles, sourceFaces } from '../../../core/tokens/brand-typefaces';

/** The docs that tell the native apps where their fonts come from (the whole file, or its section under `heading`). */
const NATIVE_FONT_DOCS = [
  { doc: 'fonts/README.md' },
  { doc: 'tokens/README.md', heading: '### Fonts in the apps' },
  { doc: 'content/develop/native-app-tokens/index.md' },
];

/** The section of `markdown` under `heading`, up to the next heading of its level or above; all of it without one. */
function sectionOf(markdown: string, heading?: string): string {
  if (heading === undefined) return markdown;
  const start = markdown.indexOf(`${heading}\n`);
  if (start === -1) throw new Error(`no heading "${heading}"`);
  const level = heading.split(' ')[0] ?? '#';
  const rest = markdown.slice(start + heading.length);
  const end = rest.search(new RegExp(`\n#{1,${level.length}} `));
  return end === -1 ? rest : rest.slice(0, end);
}
const REPO_ROOT = join(import.meta.dirname, '../../..');

const dist = mkdtempSync(join(tmpdir(), 'harbor-fonts-'));
const written = writeBrandFonts(dist);
const css = readFileSync(join(dist, 'fonts.css'), 'utf8');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The code points a unicode-range covers. */
function covers(range: string, codePoint: number): boolean {
  return range.split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-');
    return codePoint >= Number.parseInt(from, 16) && codePoint <= Number.parseInt(to, 16);
  });
}

describe("the brands' typefaces ship in @harbor/tokens", () => {
  it.each(BRAND_TYPEFACES.map((typeface) => [typeface.family, typeface] as const))('%s has a face per subset, swapped in', (family) => {
    const rules = css.split('@font-face').filter((rule) => rule.includes(`font-family: "${family}";`));
    expect(rules).toHaveLength(2);
    for (const rule of rules) {
      expect(rule).toContain('font-display: swap;');
      const file = /url\("\.\/(fonts\/[^"]+\.woff2)"\)/.exec(rule)?.[1] ?? '';
      expect(existsSync(join(dist, file))).toBe(true);
      // A woff2 file starts with its signature.
      expect(readFileSync(join(dist, file)).subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('covers every letter of German, French and Italian text', () => {
    const ranges = [...css.matchAll(/font-family: "Harbor Sans";[^}]*unicode-range: ([^;]+);/g)].map((match) => match[1] ?? '');
    const missing = [...'äöüÄÖÜßéèêëàâçîïôûùüÿœæÉÈÊÀÇÎÔÛŒÆìíòóúÌÒ«»’–€'].filter(
      (letter) => !ranges.some((range) => covers(range, letter.codePointAt(0) ?? 0)),
    );
    expect(missing).toEqual([]);
  });

  it('ships the licence of each face beside its files', () => {
    for (const typeface of BRAND_TYPEFACES) {
      expect(readFileSync(join(dist, 'fonts', `${typeface.filePrefix}-LICENSE.txt`), 'utf8')).toMatch(/SIL OPEN FONT LICENSE/i);
    }
    expect(written.some((file) => file.file === 'fonts.css')).toBe(true);
  });

  it("preloads only the first view's faces: the text face and the brand's display face, Latin subset", () => {
    expect(firstViewFontFiles('alpine')).toEqual(['inter-latin-wght-normal.woff2', 'space-grotesk-latin-wght-normal.woff2']);
    expect(firstViewFontFiles('lakeside')).toEqual(['inter-latin-wght-normal.woff2', 'fraunces-latin-wght-normal.woff2']);
  });

  it('every font file the native docs name ships in @harbor/fonts, and every upstream project is the one its licence names', () => {
    const shipped = written.map((file) => file.file);
    const licences = BRAND_TYPEFACES.map((typeface) => readFileSync(join(dist, 'fonts', `${typeface.filePrefix}-LICENSE.txt`), 'utf8'));
    const unshipped: string[] = [];
    for (const { doc, heading } of NATIVE_FONT_DOCS) {
      const text = sectionOf(readFileSync(join(REPO_ROOT, doc), 'utf8'), heading);
      // A font or licence file, bare or by its path in the package; a placeholder such as <face> stands for any part of a name.
      for (const [named = ''] of text.matchAll(/[\w<>.[\],/@-]+\.(?:ttf|otf|woff2?|LICENSE\.txt)\b/g)) {
        const inPackage = named.replace(/^@harbor\/fonts\//, '');
        const pattern = new RegExp(`(^|/)${inPackage.replace(/[.[\]]/g, '\\$&').replace(/<[^>]+>/g, '[^/]+')}$`);
        if (!shipped.some((file) => pattern.test(file))) unshipped.push(`${doc}: ${named}`);
      }
      for (const [url = ''] of text.matchAll(/github\.com\/[^\s)\]`]+/g)) {
        if (!licences.some((licence) => licence.includes(`${url} `) || licence.includes(`${url})`))) unshipped.push(`${doc}: ${url}`);
      }
    }
    expect(unshipped).toEqual([]);
  });

  it('names the Fontsource stylesheet and the subset when a face is missing from it', () => {
    expect(() => sourceFaces('/* inter-latin-wght-normal */ @font-face { font-weight: 100 900; unicode-range: U+0-FF; }', 'inter')).toThrow(
      'inter: the Fontsource stylesheet has no latin-ext face',
    );
  });
});
