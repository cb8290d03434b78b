/**
 * Design values live once, in tokens/: the portal's CSS and the content name
 * token variables instead of typing colours, pixel sizes and durations.
 * What counts as typed by hand:
 * - viewer/styles/ (except the generated tokens.css): any colour, px length or duration;
 * - all of the viewer's CSS: any colour or duration, and font sizes and border widths in px
 *   (other component sizes may still be px, and media queries must be, as var() cannot be used there);
 * - content/: any hex or rgb()/hsl() colour, in prose and code alike; on the
 *   foundations pages drawn from tokens, any px length or duration in prose; elsewhere, a
 *   token's own px or ms value on a line that names the token (its value typed twice).
 * Fenced code may show px and ms where CSS cannot use a variable (media queries).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTokenFiles } from '../../tokens/build/tokens-fs';
import { buildTokens } from '../../tokens/build/token-build';
import type { TokenCatalogue } from '../../core/tokens';

const ROOT = resolve(import.meta.dirname, '../..');
const walk = (dir: string, ext: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, ext) : path.endsWith(ext) ? [path] : [];
  });

const COLOUR = /#[0-9a-f]{3,4}\b|#[0-9a-f]{6}\b|#[0-9a-f]{8}\b|\b(?:rgba?|hsla?)\(\s*\d/i;
const LENGTH = /\b\d+(?:\.\d+)?px\b/;
const DURATION = /\b\d+(?:\.\d+)?m?s\b/;

interface Hit {
  readonly at: string;
  readonly text: string;
}

function scan(files: readonly string[], test: (line: string, file: string, inCode: boolean) => boolean): Hit[] {
  const hits: Hit[] = [];
  for (const file of files) {
    let inCode = false;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
        // CSS comments explain; they are not values.
        const text = file.endsWith('.css') ? line.replace(/\/\*.*?\*\//g, '') : line;
        if (test(text, file, inCode)) hits.push({ at: `${relative(ROOT, file)}:${index + 1}`, text: line.trim() });
      });
  }
  return hits;
}

/** The foundations whose values come from ::tokens tables (colours, spacing, typography, elevation, motion, grid, ranges). */
const TOKEN_PAGES = ['colors', 'spacing', 'typography', 'elevation', 'motion', 'grid-system', 'screen-ranges-and-breakpoints'];

const css = walk(join(ROOT, 'viewer'), '.css');
const markdown = walk(join(ROOT, 'content'), '.md');
const catalogue = (await buildTokens(readTokenFiles(join(ROOT, 'tokens')) ?? [])).catalogue as TokenCatalogue;

describe('no design value typed by hand outside tokens/', () => {
  it('the shared styles in viewer/styles use only token variables', () => {
    const files = css.filter((file) => file.includes('/viewer/styles/') && !file.endsWith('/tokens.css'));
    expect(files.length).toBeGreaterThan(0);
    expect(scan(files, (line) => COLOUR.test(line) || LENGTH.test(line) || DURATION.test(line))).toEqual([]);
  });

  it('no stylesheet of the viewer types a colour or a duration', () => {
    expect(
      scan(
        css.filter((file) => !file.endsWith('/styles/tokens.css')),
        (line) => COLOUR.test(line) || DURATION.test(line),
      ),
    ).toEqual([]);
  });

  it('no stylesheet of the viewer types a font size or a border width in px (the tokens have them)', () => {
    const sized =
      /^\s*(?:font-size|border(?:-top|-right|-bottom|-left)?(?:-width)?|outline(?:-width|-offset)?)\s*:[^;]*\b\d+(?:\.\d+)?px\b/;
    expect(sized.test('  border-bottom: 1px solid var(--hb-color-border-default);')).toBe(true);
    expect(sized.test('  font-size: 15px;')).toBe(true);
    expect(sized.test('  border-radius: 2px;')).toBe(false);
    expect(
      scan(
        css.filter((file) => !file.endsWith('/styles/tokens.css')),
        (line) => sized.test(line),
      ),
    ).toEqual([]);
  });

  it('no script of the viewer types the colour of a token (the home page swatches use the variables)', () => {
    const colours = new Set(
      catalogue.tokens
        .filter((token) => token.type === 'color')
        .flatMap((token) => Object.values(token.values).map((value) => value.toLowerCase())),
    );
    expect(colours.has('#c8102e')).toBe(true);
    const scripts = [...walk(join(ROOT, 'viewer'), '.ts'), ...walk(join(ROOT, 'viewer'), '.tsx')].filter(
      (file) => !file.includes('/generated/'),
    );
    const typesTokenColour = (line: string) =>
      // Comments may quote a value to explain a contrast; code may not hold one.
      !/^\s*(?:\/\/|\*|\/\*)/.test(line) &&
      [...line.matchAll(/#[0-9a-f]{6}(?:[0-9a-f]{2})?\b/gi)].some((match) => colours.has(match[0].toLowerCase()));
    expect(scan(scripts, typesTokenColour)).toEqual([]);
  });

  it('no page and no code example of content/ types a colour', () => {
    expect(scan(markdown, (line) => COLOUR.test(line.replace(/\]\([^)]*\)/g, '](…)')))).toEqual([]);
  });

  it('the foundations pages drawn from tokens type no length or duration in their text', () => {
    const foundations = markdown.filter((file) => TOKEN_PAGES.some((folder) => file.includes(`/content/foundations/${folder}/`)));
    expect(foundations.length).toBeGreaterThan(15);
    expect(scan(foundations, (line, _file, inCode) => !inCode && (LENGTH.test(line) || DURATION.test(line)))).toEqual([]);
  });

  it('no page types the value of a token next to its name', () => {
    const values = new Map(catalogue.tokens.map((token) => [token.variable, new Set(Object.values(token.values))]));
    expect(values.size).toBeGreaterThan(100);
    const typedTwice = (line: string) =>
      [...line.matchAll(/--hb-[a-z0-9-]+/g)].some((match) =>
        [...(values.get(match[0]) ?? [])].some(
          (value) => /^[\d.]+(?:px|ms)$/.test(value) && new RegExp(`(?<![\\w.])${value.replace('.', '\\.')}\\b`).test(line),
        ),
      );
    expect(scan(markdown, (line, _file, inCode) => !inCode && typedTwice(line))).toEqual([]);
  });

  it('no page or code example spells out a token by its key and its number (`slow: 300`, `sm: 600`, `duration.slow is 300`)', () => {
    const keyed = catalogue.tokens.flatMap((token) => {
      const key = token.path.split('.').at(-1) ?? '';
      return [...new Set(Object.values(token.values))]
        .map((value) => /^-?([\d.]+)(?:px|ms)$/.exec(value)?.[1])
        .filter((number): number is string => number !== undefined && /[a-z]/.test(key))
        .map((number) => new RegExp(`\\b${key}(?:\\s*[:=]\\s*|\\s+is\\s+)${number.replace('.', '\\.')}(?![\\d.])`));
    });
    expect(keyed.length).toBeGreaterThan(30);
    expect(keyed.some((pattern) => pattern.test('{ instant: 0; fast: 100; moderate: 200 }'))).toBe(true);
    expect(scan(markdown, (line) => keyed.some((pattern) => pattern.test(line)))).toEqual([]);
  });

  it('would catch a typed value (the patterns themselves)', () => {
    for (const sample of ['color: #C8102E;', 'background: rgb(0 0 0 / 8%)', 'fill: #fff']) expect(COLOUR.test(sample), sample).toBe(true);
    for (const sample of ['padding: 16px', 'width: 0.5px']) expect(LENGTH.test(sample), sample).toBe(true);
    for (const sample of ['200ms', 'transition: 0.3s']) expect(DURATION.test(sample), sample).toBe(true);
    for (const sample of ['var(--hb-space-4)', 'Heading 2 (#heading-2)', 'WCAG 2.2 1.4.3', 'the 2px3 grid']) {
      expect(COLOUR.test(sample) || LENGTH.test(sample) || DURATION.test(sample), sample).toBe(false);
    }
  });
});
