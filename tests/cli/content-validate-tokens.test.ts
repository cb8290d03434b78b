import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { page, validPages, writeContent } from '../site-build/fixture';
import { dsp } from './run-cli';
import { brokenTokens, positionOf } from '../tokens/build/broken-tokens';

describe('token problems in dsp content validate and dsp build', () => {
  it('fails a broken token folder (missing alias, cycle, failing contrast) with file:line:column messages', async () => {
    const dir = brokenTokens({
      'themes/alpine-light.tokens.json': [['"{color.alpine.slate-700}"', '"{color.alpine.slate-750}"']],
      'base/spacing.tokens.json': [
        ['"$value": "4px"', '"$value": "{space.2}"'],
        ['"$value": "8px"', '"$value": "{space.1}"'],
      ],
      'themes/lakeside-light.tokens.json': [['"$value": "{color.neutral.700}"', '"$value": "#a3a9b3"']],
    });
    const run = await dsp('content', 'validate', '--content', writeContent(validPages()), '--tokens', dir);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    const hover = positionOf(dir, 'themes/alpine-light.tokens.json', '"primary-hover"');
    // motion.distance.nudge aliases space.2, so resolution reaches the cycle through space.2 first.
    const space2 = positionOf(dir, 'base/spacing.tokens.json', '"2"');
    expect(lines).toContain(
      `${dir}/themes/alpine-light.tokens.json:${hover} color.action.primary-hover: alias {color.alpine.slate-750} points to no token (alpine-light)`,
    );
    expect(lines).toContain(`${dir}/base/spacing.tokens.json:${space2} space.2: alias cycle space.2 → space.1 → space.2 (every theme)`);
    // The pair is reported where its object opens, the line above its "foreground".
    const foreground = positionOf(dir, 'contrast-pairs.json', '"foreground": "color.text.subtle"').split(':').map(Number);
    const declared = `${(foreground[0] ?? 0) - 1}:5`;
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${dir}/contrast-pairs\\.json:${declared} contrast color\\.text\\.subtle on color\\.surface\\.default in lakeside-light is 2\\.\\d\\d:1; text needs at least 4\\.5:1 \\(WCAG 2\\.2 AA\\)$`,
        ),
      ),
    );
    expect(lines.at(-1)).toMatch(/^\d+ errors, 0 warnings in 4 pages$/);
  });

  it('refuses to build with broken tokens and leaves the output folder alone', async () => {
    const dir = brokenTokens({ 'base/spacing.tokens.json': [['"$value": "4px"', '"$value": "{space.nope}"']] });
    const out = join(mkdtempSync(join(tmpdir(), 'harbor-out-')), 'data');
    const run = await dsp('build', '--content', writeContent(validPages()), '--tokens', dir, '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${dir}/base/spacing.tokens.json:`);
    expect(() => readdirSync(out)).toThrow();
  });

  it('writes each theme as CSS and as resolved JSON, and tokens.css with every theme', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'harbor-out-')), 'data');
    const run = await dsp('build', '--content', writeContent(validPages()), '--out', out);
    expect(run.code).toBe(0);
    expect(readdirSync(join(out, 'tokens')).sort()).toEqual([
      ...['alpine-dark', 'alpine-light', 'lakeside-dark', 'lakeside-light'].flatMap((theme) => [`${theme}.css`, `${theme}.json`]),
      'tokens.css',
    ]);
    const all = readFileSync(join(out, 'tokens/tokens.css'), 'utf8');
    expect(all.match(/^(:root|\[data-theme="[a-z-]+"\]) \{$/gm)).toEqual([
      ':root {',
      '[data-theme="alpine-dark"] {',
      '[data-theme="alpine-light"] {',
      '[data-theme="lakeside-dark"] {',
      '[data-theme="lakeside-light"] {',
    ]);
    const css = readFileSync(join(out, 'tokens/lakeside-dark.css'), 'utf8');
    expect(css).toMatch(/^:root \{\n/);
    expect(css).toContain('  --hb-color-surface-default: #13191f;');
    const json = JSON.parse(readFileSync(join(out, 'tokens/alpine-light.json'), 'utf8'));
    expect(json.color.text.default).toMatchObject({ $type: 'color', $value: '#1b2430' });
    expect(json.space['4'].$extensions['ch.harbor']).toEqual({ cssVariable: '--hb-space-4', css: '16px' });
  });

  it('reports a ::tokens directive with an unknown group or attribute at its line in the page', async () => {
    const pages = validPages();
    pages['components/dialog/design.md'] = page(
      { title: 'Dialog', isPublic: true, category: 'Overlays' },
      'Intro text for the page.\n\n::tokens{group="color.nope"}\n\n::tokens{group="space" colour="red"}\n',
    );
    const content = writeContent(pages);
    const run = await dsp('content', 'validate', '--content', content);
    expect(run.code).toBe(1);
    // The front matter takes lines 1-5 and a blank line; the body starts on line 7.
    expect(run.stderr).toContain(`${content}/components/dialog/design.md:9:1 ::tokens group "color.nope" holds no token; groups include `);
    expect(run.stderr).toContain(`${content}/components/dialog/design.md:11:1 ::tokens has no attribute "colour"; allowed: group, brand`);
  });

  it('turns a ::tokens directive into a token table in the bundle, and keeps other text with colons as text', async () => {
    const pages = validPages();
    pages['components/dialog/design.md'] = page(
      { title: 'Dialog', isPublic: true, category: 'Overlays' },
      'Ratio 4.5:1 and note:this stay text.\n\n::tokens{group="radius"}\n',
    );
    const out = join(mkdtempSync(join(tmpdir(), 'harbor-out-')), 'data');
    const run = await dsp('build', '--content', writeContent(pages), '--out', out);
    expect(run.code).toBe(0);
    const bundle = JSON.parse(readFileSync(join(out, 'content.json'), 'utf8'));
    const body = bundle.pages['/components/dialog-design'].body;
    expect(body[0]).toEqual({ type: 'element', tag: 'p', children: [{ type: 'text', value: 'Ratio 4.5:1 and note:this stay text.' }] });
    const table = body.find((node: { type: string }) => node.type === 'tokens');
    expect(table.group).toBe('radius');
    expect(table.rows.map((row: { variable: string }) => row.variable)).toEqual([
      '--hb-radius-small',
      '--hb-radius-medium',
      '--hb-radius-large',
      '--hb-radius-round',
    ]);
    expect(table.rows[1].values).toEqual({ 'alpine-dark': '8px', 'alpine-light': '8px', 'lakeside-dark': '8px', 'lakeside-light': '8px' });
  });
});
