import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dsp } from '../cli/run-cli';
import { page, validPages, writeContent } from './fixture';

const outDir = () => join(mkdtempSync(join(tmpdir(), 'harbor-out-')), 'data');

describe('dsp build', () => {
  it('writes the content bundle and the search index, and prints a one-line summary', async () => {
    const content = writeContent(validPages());
    const out = outDir();
    const run = await dsp('build', '--content', content, '--out', out);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^built 4 pages, 4 search records in \d+\.\d s: \d+ KB \(content\.json \d+ KB, search-index\.json \d+ KB\) in .+\n$/,
    );
    expect(readdirSync(out).sort()).toEqual(['content.json', 'search-index.json', 'tokens']);
    const bundle = JSON.parse(readFileSync(join(out, 'content.json'), 'utf8'));
    expect(Object.keys(bundle.pages)).toEqual([
      '/components/button-design',
      '/components/button-code',
      '/components/dialog-design',
      '/components/dialog/secret',
    ]);
    expect(bundle.pages['/components/dialog/secret'].isPublic).toBe(false);
    expect(bundle.pages['/components/button-design'].headings.map((h: { link: string }) => h.link)).toEqual(['#usage', '#usage-sizes']);
  });

  it('gives byte-identical output for the same input', async () => {
    const content = writeContent(validPages());
    const [first, second] = [outDir(), outDir()];
    await dsp('build', '--content', content, '--out', first);
    await dsp('build', '--content', content, '--out', second);
    for (const file of ['content.json', 'search-index.json']) {
      expect(readFileSync(join(second, file))).toEqual(readFileSync(join(first, file)));
    }
  });

  it('writes nothing and keeps the last good build when the content is broken', async () => {
    const out = outDir();
    await dsp('build', '--content', writeContent(validPages()), '--out', out);
    const before = readFileSync(join(out, 'content.json'));
    const broken = writeContent({ ...validPages(), 'components/dialog/design.md': page({ category: 'Overlays' }, 'No title.') });
    const run = await dsp('build', '--content', broken, '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('components/dialog/design.md:1:1 title: expected a non-empty string');
    expect(run.stderr).toContain(`nothing written: ${out} keeps the last good build`);
    expect(readFileSync(join(out, 'content.json'))).toEqual(before);
    expect(readdirSync(join(out, '..')).filter((name) => name.includes('staging') || name.includes('.old'))).toEqual([]);
  });

  it('writes the same bytes from the bundled CLI, which parses and colours in a page thread, as in one thread, cached or not', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const bin = resolve(root, 'dist/cli/dsp.js');
    if (!existsSync(bin)) execFileSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root });
    const pages = validPages();
    // Enough pages and code blocks (some repeated, some inside lists) for both threads to parse and colour.
    for (let n = 0; n < 40; n += 1) {
      const code = n % 3 === 0 ? 'const shared = 1;' : `const value${n} = ${n};`;
      pages[`patterns/p${n}/index.md`] = page(
        { title: `Pattern ${n}`, isPublic: n % 2 === 0 },
        `Intro ${n}.\n\n## Code\n\n\`\`\`ts\n${code}\n\`\`\`\n\n- item\n\n  \`\`\`css\n  .p${n} { color: red; }\n  \`\`\`\n`,
      );
    }
    const content = writeContent(pages);
    const [inThread, bundled, fromCache] = [outDir(), outDir(), outDir()];
    expect((await dsp('build', '--content', content, '--out', inThread)).code).toBe(0);
    // The second bundled build reads the pages the first one stored as they were parsed (parse-cache.ts): each must
    // have been stored with its code coloured, including those this thread parsed and the page thread coloured.
    for (const out of [bundled, fromCache]) {
      const run = spawnSync(process.execPath, [bin, 'build', '--content', content, '--out', out], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      for (const file of ['content.json', 'search-index.json']) {
        expect(readFileSync(join(out, file))).toEqual(readFileSync(join(inThread, file)));
      }
    }
  }, 60_000);

  it('highlights code at build time with light and dark colours', async () => {
    const out = outDir();
    await dsp('build', '--content', writeContent(validPages()), '--out', out);
    const bundle = JSON.parse(readFileSync(join(out, 'content.json'), 'utf8'));
    const code = bundle.pages['/components/button-code'].body.find((node: { type: string }) => node.type === 'code');
    expect(code.code).toBe("import { Button } from '@harbor/react';");
    const tokens = code.lines[0] as { content: string; color?: string; dark?: string }[];
    expect(tokens.map((t) => t.content).join('')).toBe(code.code);
    const keyword = tokens.find((t) => t.content === 'import');
    expect(keyword?.color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(keyword?.dark).toMatch(/^#[0-9A-F]{6}$/i);
    expect(keyword?.dark).not.toBe(keyword?.color);
  });
});

describe('search text of a page', () => {
  it('carries the label of a shorthand link, not its Label|Title/Tab source', async () => {
    const { buildContent } = await import('../../site-build/build-content');
    const pages = validPages();
    pages['components/dialog/design.md'] = page(
      { title: 'Dialog', isPublic: true, category: 'Overlays' },
      'Pair it with [Buttons|Button/Code](Components/Button) for actions. '.repeat(2),
    );
    const build = await buildContent(writeContent(pages));
    const text = build.searchDocuments.find((doc) => doc.route === '/components/dialog-design')?.text ?? '';
    expect(text).toContain('Pair it with Buttons (Code) for actions.');
    expect(text).not.toContain('|');
  });
});
