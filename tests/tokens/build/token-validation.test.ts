/**
 * The token build's checks (core/tokens/validate-tokens.ts over the values
 * Style Dictionary resolved, tokens/build/token-build.ts): every problem with
 * its file, line and column.
 */
import { describe, expect, it } from 'vitest';
import { formatLocatedIssue } from '../../../core/content/located-issue';
import type { TokenSourceFile } from '../../../core/tokens';
import { buildTokens } from '../../../tokens/build/token-build';
import { readTokenFiles } from '../../../tokens/build/tokens-fs';
import { SHIPPED_TOKENS } from './broken-tokens';

const shipped = (): TokenSourceFile[] => readTokenFiles(SHIPPED_TOKENS) ?? [];

/** Line and column (1-based) of the first occurrence of `needle`, found by the test itself. */
function at(text: string, needle: string): string {
  const index = text.indexOf(needle);
  if (index === -1) throw new Error(`not in the fixture: ${needle}`);
  const before = text.slice(0, index).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

const THEMES = ['a-light', 'a-dark'];
const base = JSON.stringify(
  {
    color: {
      $type: 'color',
      white: { $value: '#ffffff' },
      black: { $value: '#000000' },
      grey: { $value: '#bbbbbb' },
    },
    space: { $type: 'dimension', one: { $value: '4px' } },
  },
  null,
  2,
);
const theme = (roles: string) => `{\n  "color": {\n    "$type": "color",\n${roles}\n  }\n}\n`;
const pairs = (list: string) => `{\n  "pairs": [\n${list}\n  ]\n}\n`;

function fixture(light: string, dark: string, pairList = ''): TokenSourceFile[] {
  return [
    { path: 'tokens/base/palette.tokens.json', text: base },
    { path: `tokens/themes/${THEMES[0]}.tokens.json`, text: light },
    { path: `tokens/themes/${THEMES[1]}.tokens.json`, text: dark },
    ...(pairList === '' ? [] : [{ path: 'tokens/contrast-pairs.json', text: pairs(pairList) }]),
  ];
}

const messages = async (files: TokenSourceFile[]) => (await buildTokens(files)).issues.map((issue) => formatLocatedIssue(issue));

describe('token source validation (dsp content validate, dsp build)', () => {
  it('passes the shipped tokens in all four themes, declared contrast pairs included', async () => {
    const built = await buildTokens(shipped());
    expect(built.issues.map((issue) => formatLocatedIssue(issue))).toEqual([]);
    const catalogue = built.catalogue;
    expect(catalogue?.themes).toEqual(['alpine-dark', 'alpine-light', 'lakeside-dark', 'lakeside-light']);
    expect(catalogue?.pairs.length).toBeGreaterThanOrEqual(20);
    const text = catalogue?.tokens.find((t) => t.path === 'color.text.default');
    expect(text?.values['alpine-light']).toBe('#1b2430');
    expect(text?.values['lakeside-dark']).toBe('#f7f7f8');
  });

  it('reports an alias to no token where the token is written', async () => {
    const light = theme('    "text": { "$value": "{color.whyte}" }');
    const files = fixture(light, theme('    "text": { "$value": "{color.white}" }'));
    expect(await messages(files)).toEqual([
      `tokens/themes/a-light.tokens.json:${at(light, '"text"')} color.text: alias {color.whyte} points to no token (a-light)`,
    ]);
  });

  it('reports an alias cycle with its members', async () => {
    const light = theme('    "text": { "$value": "{color.link}" },\n    "link": { "$value": "{color.text}" }');
    const dark = theme('    "text": { "$value": "{color.white}" },\n    "link": { "$value": "{color.white}" }');
    expect(await messages(fixture(light, dark))).toEqual([
      `tokens/themes/a-light.tokens.json:${at(light, '"text"')} color.text: alias cycle color.text → color.link → color.text (a-light)`,
    ]);
  });

  it('reports a $type mismatch between a token and its alias', async () => {
    const light = theme('    "text": { "$value": "{space.one}" }');
    const dark = theme('    "text": { "$value": "{space.one}" }');
    expect((await messages(fixture(light, dark))).sort()).toEqual(
      [
        `tokens/themes/a-dark.tokens.json:${at(dark, '"text"')} color.text: $type color, but its alias {space.one} is a dimension (a-dark)`,
        `tokens/themes/a-light.tokens.json:${at(light, '"text"')} color.text: $type color, but its alias {space.one} is a dimension (a-light)`,
        `tokens/themes/a-dark.tokens.json:${at(dark, '"text"')} color.text: 4px is not a color; expected a hex colour such as #c8102e (a-dark)`,
        `tokens/themes/a-light.tokens.json:${at(light, '"text"')} color.text: 4px is not a color; expected a hex colour such as #c8102e (a-light)`,
      ].sort(),
    );
  });

  it('reports a role that has no value in one of the themes', async () => {
    const light = theme('    "text": { "$value": "{color.black}" },\n    "link": { "$value": "{color.black}" }');
    const dark = theme('    "text": { "$value": "{color.white}" }');
    expect(await messages(fixture(light, dark))).toEqual([
      `tokens/themes/a-light.tokens.json:${at(light, '"link"')} color.link has no value in a-dark; a role needs a value in all 2 themes`,
    ]);
  });

  it('fails a declared pair below WCAG 2.2 AA, naming the pair, the theme and the ratio', async () => {
    const light = theme('    "text": { "$value": "{color.grey}" },\n    "surface": { "$value": "{color.white}" }');
    const dark = theme('    "text": { "$value": "{color.white}" },\n    "surface": { "$value": "{color.black}" }');
    const pairList =
      '    { "foreground": "color.text", "background": "color.surface", "use": "text" },\n    { "foreground": "color.text", "background": "color.surface", "use": "ui" }';
    const file = pairs(pairList);
    // #bbbbbb on white: (1 + 0.05) / (0.4969 + 0.05) = 1.9199, shown rounded down.
    expect(await messages(fixture(light, dark, pairList))).toEqual([
      `tokens/contrast-pairs.json:${at(file, '{ "foreground"')} contrast color.text on color.surface in a-light is 1.91:1; text needs at least 4.5:1 (WCAG 2.2 AA)`,
      `tokens/contrast-pairs.json:${at(file, '{ "foreground": "color.text", "background": "color.surface", "use": "ui"')} contrast color.text on color.surface in a-light is 1.91:1; ui needs at least 3:1 (WCAG 2.2 AA)`,
    ]);
  });

  it('reports a pair that names a missing or non-colour token', async () => {
    const roles = '    "text": { "$value": "{color.black}" }';
    const pairList = '    { "foreground": "color.text", "background": "space.one", "use": "text" }';
    expect(await messages(fixture(theme(roles), theme(roles), pairList))).toEqual([
      'tokens/contrast-pairs.json:3:5 contrast pair color.text on space.one: space.one is not a color token in a-dark',
    ]);
  });

  it('reports JSON that does not parse, with its place', async () => {
    const broken = '{\n  "color": {\n    "$type": "color",\n    "text": { "$value": "#fff" ,, }\n  }\n}\n';
    const { issues } = await buildTokens([{ path: 'tokens/themes/a-light.tokens.json', text: broken }]);
    expect(issues[0]?.file).toBe('tokens/themes/a-light.tokens.json');
    expect(issues[0]?.line).toBe(4);
    expect(issues[0]?.message).toMatch(/^is not valid JSON/);
  });
});
