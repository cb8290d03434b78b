import { describe, expect, it } from 'vitest';
import { dsp, dspJson } from './run-cli';
import { brokenTokens } from '../tokens/build/broken-tokens';

interface Listed {
  themes: string[];
  tokens: { path: string; variable: string; type: string; values: Record<string, string> }[];
}

describe('dsp tokens', () => {
  it('lists every token with its value per theme as JSON', async () => {
    const { code, json } = await dspJson('tokens');
    const listed = json as Listed;
    expect(code).toBe(0);
    expect(listed.themes).toEqual(['alpine-dark', 'alpine-light', 'lakeside-dark', 'lakeside-light']);
    const text = listed.tokens.find((token) => token.path === 'color.text.default');
    expect(text).toMatchObject({ variable: '--hb-color-text-default', type: 'color' });
    expect(text?.values).toEqual({
      'alpine-dark': '#f7f7f8',
      'alpine-light': '#1b2430',
      'lakeside-dark': '#f7f7f8',
      'lakeside-light': '#15181d',
    });
  });

  it('searches names and descriptions, filtered by --type and shown for one --theme', async () => {
    const { json } = await dspJson('tokens', 'surface', '--type', 'color', '--theme', 'lakeside-dark');
    const listed = json as Listed;
    expect(listed.themes).toEqual(['lakeside-dark']);
    expect(listed.tokens.every((token) => token.type === 'color')).toBe(true);
    expect(listed.tokens.map((token) => token.path)).toContain('color.surface.sunken');
    expect(listed.tokens.find((token) => token.path === 'color.surface.default')?.values).toEqual({ 'lakeside-dark': '#13191f' });
  });

  it('prints one aligned line per token and a count', async () => {
    const run = await dsp('tokens', '--type', 'duration', '--theme', 'alpine-light');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--hb-motion-duration-fast');
    expect(run.stdout).toMatch(/--hb-motion-duration-fast\s+duration\s+100ms\n/);
    expect(run.stdout).toMatch(/\n\d+ tokens in alpine-light\n$/);
  });

  it('accepts a variable name as the search, although it starts with --', async () => {
    const run = await dsp('tokens', '--hb-radius-round');
    expect(run.stdout).toMatch(/^--hb-radius-round\s+dimension\s+999px\n1 token\n$/);
  });

  it.each([
    [
      ['tokens', '--theme', 'nope'],
      "error: unknown theme 'nope'; expected one of alpine-dark, alpine-light, lakeside-dark, lakeside-light\n",
    ],
    [
      ['tokens', '--type', 'colour'],
      "error: unknown type 'colour'; expected one of color, dimension, duration, cubicBezier, fontFamily, fontWeight, number, shadow, typography\n",
    ],
  ])('exits 2 for %j', async (argv, message) => {
    const run = await dsp(...argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(message);
  });

  it('exits 1 and lists the problems when the token folder is broken', async () => {
    const dir = brokenTokens({ 'base/radius.tokens.json': [['"$value": "4px"', '"$value": "{radius.nope}"']] });
    const run = await dsp('tokens', '--tokens', dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^${dir}/base/radius\\.tokens\\.json:\\d+:\\d+ radius\\.small: alias \\{radius\\.nope\\} points to no token \\(every theme\\)\\n1 problem in `,
      ),
    );
  });
});

describe('dsp tokens contrast (WCAG 2.2)', () => {
  it('prints the ratio and the AA/AAA verdicts for two colour tokens in a theme', async () => {
    const run = await dsp('tokens', 'contrast', 'color.text.subtle', 'color.surface.sunken', '--theme', 'lakeside-light');
    expect(run.code).toBe(0);
    // #3f4652 on #f6f1e7, computed with the WCAG formula outside the code under test: 8.44:1.
    expect(run.stdout).toBe(
      '--hb-color-text-subtle (#3f4652) on --hb-color-surface-sunken (#f6f1e7) in lakeside-light: 8.44:1\n' +
        'text AAA (AA 4.5:1, AAA 7:1) · large text AAA (AA 3:1, AAA 4.5:1) · UI AA (AA 3:1, no AAA level)\n',
    );
  });

  it('takes CSS variable names and answers in JSON', async () => {
    const { code, json } = await dspJson(
      'tokens',
      'contrast',
      '--hb-color-text-inverse',
      '--hb-color-action-primary',
      '--theme',
      'alpine-dark',
    );
    expect(code).toBe(0);
    expect(json).toMatchObject({
      theme: 'alpine-dark',
      foreground: { path: 'color.text.inverse', value: '#15181d' },
      background: { path: 'color.action.primary', value: '#e3e8ef' },
    });
    expect((json as { verdicts: unknown }).verdicts).toEqual({ text: 'AAA', largeText: 'AAA', ui: 'AA' });
  });

  it('says when the pair fails AA', async () => {
    const run = await dsp('tokens', 'contrast', 'color.border.default', 'color.surface.default', '--theme', 'alpine-light');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('text fails AA');
    expect(run.stdout).toContain('UI fails AA');
  });

  it.each([
    [
      ['color.text.defualt', 'color.surface.default', '--theme', 'alpine-light'],
      "error: unknown token 'color.text.defualt' (foreground); give a path such as color.text.default or a variable such as --hb-color-text-default\n",
    ],
    [
      ['color.text.default', 'color.surface.default', '--theme', 'alpine-grey'],
      "error: unknown theme 'alpine-grey'; expected one of alpine-dark, alpine-light, lakeside-dark, lakeside-light\n",
    ],
    [
      ['color.text.default', 'space.4', '--theme', 'alpine-light'],
      'error: space.4 (background) is a dimension token, not a color; contrast needs two color tokens\n',
    ],
  ])('exits 2 with a clear message for %j', async (argv, message) => {
    const run = await dsp('tokens', 'contrast', ...argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(message);
  });

  it('exits 2 without --theme', async () => {
    const run = await dsp('tokens', 'contrast', 'color.text.default', 'color.surface.default');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("required option '--theme <theme>' not specified");
  });
});
