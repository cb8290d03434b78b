/**
 * One token build, every platform: the CSS (per theme and tokens.css), the
 * resolved JSON, the JavaScript module, Swift and Compose all carry the value
 * of every token in every theme, read back from the files and compared with
 * the resolved tokens the docs tables show.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nativeTokenName } from '../../../tokens/build/native-transforms';
import { buildTokens } from '../../../tokens/build/token-build';
import { androidResourceFile, nativeName } from '../../../tokens/build/token-config';
import { readTokenFiles } from '../../../tokens/build/tokens-fs';
import { writeTokenPackage } from '../../../tokens/build/write-token-package-fs';
import { parseColour, type CatalogueToken, type TokenCatalogue } from '../../../core/tokens';
import { SHIPPED_TOKENS } from './broken-tokens';
import {
  KOTLIN_CONSTANT,
  nativeConstants,
  readKotlinValue,
  readSwiftValue,
  SWIFT_CONSTANT,
  type NativeValue,
} from './native-output-reader';

const built = await buildTokens(readTokenFiles(SHIPPED_TOKENS) ?? []);
const catalogue = built.catalogue as TokenCatalogue;
const outputs = new Map((await built.outputs()).map((file) => [file.path, file.text]));
const output = (path: string) => {
  const text = outputs.get(path);
  if (text === undefined) throw new Error(`the build wrote no ${path}`);
  return text;
};

/** `--name: value;` declarations of each block, keyed by selector. */
function cssBlocks(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const block of css.matchAll(/^(:root|\[data-theme="[a-z0-9-]+"\]) \{\n([\s\S]*?)^\}/gm)) {
    const declarations = [...(block[2] ?? '').matchAll(/^\s*(--[a-z0-9-]+):\s*(.+?);(?:\s*\/\*.*\*\/)?$/gm)];
    blocks.set(block[1] ?? '', new Map(declarations.map((match) => [match[1] ?? '', match[2] ?? ''])));
  }
  return blocks;
}

function valueAt(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

/**
 * The native constants one token becomes: typography and shadows one per field (a shadow list one per layer and
 * field, a shadow of no layers one constant of 0).
 */
function nativeExpectations(token: CatalogueToken, theme: string): [string, string, unknown][] {
  const path = token.path.split('.');
  const value = token.resolved[theme];
  const fields = (at: string[], object: Record<string, unknown>, types: Record<string, string>) =>
    Object.entries(object).map(([field, fieldValue]): [string, string, unknown] => [
      nativeTokenName([...at, field]),
      types[field] ?? 'dimension',
      fieldValue,
    ]);
  if (token.type === 'typography') {
    const types = { fontFamily: 'fontFamily', fontSize: 'fontSize', fontWeight: 'fontWeight', lineHeight: 'number' };
    return fields(path, value as Record<string, unknown>, types);
  }
  if (token.type === 'shadow') {
    const layers = Array.isArray(value) ? value : [value];
    // A shadow of no layers (elevation.0, flat) is one constant: elevation 0, no shadow.
    if (layers.length === 0) return [[nativeTokenName(path), 'dimension', '0px']];
    return layers.flatMap((layer, index) =>
      fields(Array.isArray(value) ? [...path, String(index + 1)] : path, layer as Record<string, unknown>, { color: 'color' }),
    );
  }
  const type = path[0] === 'font' && path[1] === 'size' ? 'fontSize' : token.type;
  return [[nativeTokenName(path), type, value]];
}

/** Whether a native value carries the resolved one; `platform` picks the units each writes. */
function sameValue(found: NativeValue | null, type: string, expected: unknown, platform: 'swift' | 'kotlin'): boolean {
  if (found === null) return false;
  const number = Number.parseFloat(String(expected));
  switch (type) {
    case 'color': {
      const colour = parseColour(String(expected));
      if (colour === null || found.kind !== 'colour') return false;
      // Swift writes each channel with three decimals: within half a step of 255.
      return (
        Math.abs(found.r - colour.r) <= 0.6 &&
        Math.abs(found.g - colour.g) <= 0.6 &&
        Math.abs(found.b - colour.b) <= 0.6 &&
        Math.abs(found.a - colour.a) < 0.005
      );
    }
    case 'dimension':
    case 'fontSize': {
      if (found.kind !== 'number' || found.value !== number) return false;
      if (platform === 'swift') return found.unit === 'pt';
      const unit = String(expected).replace(/^-?[\d.]+/, '');
      const wanted = unit === 'em' ? 'em' : unit === 'ch' ? '' : type === 'fontSize' ? 'sp' : 'dp';
      return found.unit === wanted;
    }
    case 'duration':
      return (
        found.kind === 'number' &&
        (platform === 'swift' ? Math.abs(found.value * 1000 - number) < 1e-9 : found.value === Math.round(number))
      );
    case 'cubicBezier':
      return found.kind === 'bezier' && JSON.stringify(found.points) === JSON.stringify(expected);
    case 'fontFamily':
      return found.kind === 'string' && found.value === (Array.isArray(expected) ? expected[0] : expected);
    default:
      return found.kind === 'number' && found.value === Number(expected);
  }
}

/**
 * The Android XML resources one token becomes: a colour as `<color>` (#AARRGGBB), a length in px as `<dimen>` in dp
 * (sp for a font size); em and ch lengths and the composite types have no XML resource.
 */
function xmlExpectations(token: CatalogueToken, theme: string): [string, string][] {
  const value = token.resolved[theme];
  const name = `hb_${token.path.replaceAll('.', '_').replaceAll('-', '_')}`;
  if (token.type === 'color') {
    const colour = parseColour(String(value));
    if (colour === null) return [];
    const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
    return [[`color ${name}`, `#${hex(colour.a * 255)}${hex(colour.r)}${hex(colour.g)}${hex(colour.b)}`.toUpperCase()]];
  }
  const px = /^(-?\d+(?:\.\d+)?)px$/.exec(String(value));
  if (token.type === 'dimension' && px !== null) {
    const path = token.path.split('.');
    const unit = path.at(-1) === 'fontSize' || (path[0] === 'font' && path[1] === 'size') ? 'sp' : 'dp';
    return [[`dimen ${name}`, `${Number(px[1])}${unit}`]];
  }
  return [];
}

describe('the token build writes the same values on every platform', () => {
  it('builds four themes with every token', () => {
    expect(catalogue.themes).toEqual(['alpine-dark', 'alpine-light', 'lakeside-dark', 'lakeside-light']);
    expect(catalogue.tokens.length).toBeGreaterThan(150);
  });

  it.each(catalogue.themes)('%s: the theme stylesheet and its tokens.css block declare every token at its CSS value', (theme) => {
    const own = cssBlocks(output(`themes/${theme}.css`)).get(':root');
    const shared = cssBlocks(output('tokens.css')).get(`[data-theme="${theme}"]`);
    for (const declared of [own, shared]) {
      expect(declared?.size).toBe(catalogue.tokens.length);
      for (const token of catalogue.tokens)
        expect(declared?.get(token.variable), `${token.variable} in ${theme}`).toBe(token.values[theme]);
    }
  });

  it('tokens.css gives :root the alpine-light values, then one block per theme', () => {
    const blocks = cssBlocks(output('tokens.css'));
    expect([...blocks.keys()]).toEqual([':root', ...catalogue.themes.map((theme) => `[data-theme="${theme}"]`)]);
    expect(blocks.get(':root')).toEqual(blocks.get('[data-theme="alpine-light"]'));
  });

  it.each(catalogue.themes)('%s: the JSON holds every resolved value with its CSS variable and CSS value', (theme) => {
    const json = JSON.parse(output(`json/${theme}.json`)) as unknown;
    for (const token of catalogue.tokens) {
      expect(valueAt(json, token.path), token.path).toEqual({
        $type: token.type,
        $value: token.resolved[theme],
        ...(token.descriptions[theme] ? { $description: token.descriptions[theme] } : {}),
        $extensions: { 'ch.harbor': { cssVariable: token.variable, css: token.values[theme] } },
      });
    }
  });

  it('the JavaScript module imports in plain Node and carries every resolved value of every theme', async () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'harbor-tokens-dist-')), 'dist');
    writeTokenPackage(
      dist,
      [...outputs].map(([path, text]) => ({ path, text })),
    );
    const module = (await import(pathToFileURL(join(dist, 'js/index.js')).href)) as { tokens: Record<string, unknown>; themes: string[] };
    expect(module.themes).toEqual(catalogue.themes);
    for (const theme of catalogue.themes)
      for (const token of catalogue.tokens)
        expect(valueAt(module.tokens[theme], token.path), `${token.path} in ${theme}`).toEqual(token.resolved[theme]);
  });

  it.each(catalogue.themes)('%s: Swift and Compose carry every colour, size, type and motion value, and nothing else', (theme) => {
    const platforms = [
      { platform: 'swift' as const, file: `ios/${nativeName(theme)}.swift`, declaration: SWIFT_CONSTANT, read: readSwiftValue },
      { platform: 'kotlin' as const, file: `android/${nativeName(theme)}.kt`, declaration: KOTLIN_CONSTANT, read: readKotlinValue },
    ];
    for (const { platform, file, declaration, read } of platforms) {
      const constants = nativeConstants(output(file), declaration);
      const expected = catalogue.tokens.flatMap((token) => nativeExpectations(token, theme));
      const wrong = expected.flatMap(([name, type, value]) =>
        sameValue(read(constants.get(name) ?? ''), type, value, platform)
          ? []
          : [`${name}: ${constants.get(name)} for ${JSON.stringify(value)}`],
      );
      expect(wrong, `${file}`).toEqual([]);
      expect([...constants.keys()].sort(), file).toEqual(expected.map(([name]) => name).sort());
    }
  });

  it.each(catalogue.themes)('%s: the Android XML resources carry every colour and every length in px, and nothing else', (theme) => {
    const xml = output(androidResourceFile(theme));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<resources>/);
    const found = [...xml.matchAll(/<(color|dimen) name="([a-z0-9_]+)">([^<]*)<\/\1>/g)].map((match): [string, string] => [
      `${match[1]} ${match[2]}`,
      (match[3] ?? '').toUpperCase(),
    ]);
    const expected = catalogue.tokens
      .flatMap((token) => xmlExpectations(token, theme))
      .map(([key, value]): [string, string] => [key, value.toUpperCase()]);
    expect(found.sort()).toEqual(expected.sort());
    expect(found.length).toBeGreaterThan(100);
  });
});
