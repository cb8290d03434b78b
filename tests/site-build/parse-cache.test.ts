/**
 * The disk cache of parsed pages behind `dsp dev`'s start and `dsp build` (docs/performance.md): a page read back is
 * the page as parsed, a changed page or a changed parser is never answered from an old entry, and the folder does not
 * grow with old content. That a build from the cache is byte-identical to one without it is build.test.ts's
 * 'byte-identical output' (its second build reads the first one's entries).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Highlight } from '../../site-build/hast-to-content';
import { parseMarkdownPage } from '../../site-build/markdown-page';
import { openParseCache } from '../../site-build/parse-cache';
import { validPages } from './fixture';

const dir = mkdtempSync(join(tmpdir(), 'harbor-parse-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const parser = join(dir, 'parser.js');
writeFileSync(parser, 'one');
const plain: Highlight = (code) => code.split('\n').map((line) => (line === '' ? [] : [{ content: line }]));
const files = Object.entries(validPages()).map(([path, text]) => ({ path, text }));

describe('the parse cache (dsp dev start, dsp build)', () => {
  it('gives back each page as parsed, its field lines without a prototype as the parser gives them', () => {
    const cache = openParseCache([pathToFileURL(parser)], join(dir, 'cache-a'));
    if (cache === null) throw new Error('no cache');
    const broken = { path: 'components/odd/design.md', text: 'A page without front matter.\n' };
    for (const file of [...files, broken]) {
      const parsed = parseMarkdownPage(file.path, file.text, plain);
      cache.write(file, parsed);
      const read = cache.read(file);
      expect(read).toEqual(parsed);
      if (read?.page != null) expect(Object.getPrototypeOf(read.page.fieldLines)).toBeNull();
    }
    expect(cache.read(broken)?.page).toBeNull();
  });

  it('answers a changed text, a moved page or a changed parser with nothing, so they are parsed again', () => {
    const folder = join(dir, 'cache-b');
    const [file] = files as [(typeof files)[number]];
    const cache = openParseCache([pathToFileURL(parser)], folder);
    cache?.write(file, parseMarkdownPage(file.path, file.text, plain));
    expect(cache?.read(file)).toBeDefined();
    expect(cache?.read({ ...file, text: `${file.text} ` })).toBeUndefined();
    expect(cache?.read({ ...file, path: 'components/other/design.md' })).toBeUndefined();
    writeFileSync(parser, 'two');
    expect(openParseCache([pathToFileURL(parser)], folder)?.read(file)).toBeUndefined();
    writeFileSync(parser, 'one');
    expect(openParseCache([pathToFileURL(parser)], folder)?.read(file)).toBeDefined();
  });

  it('prunes the entries of pages no longer present once the folder holds three times the current pages (and its floor)', () => {
    const folder = join(dir, 'cache-c');
    const cache = openParseCache([pathToFileURL(parser)], folder, 5);
    if (cache === null) throw new Error('no cache');
    const versions = Array.from({ length: 7 }, (_, index) => ({ path: 'a/b.md', text: `---\ntitle: v${index}\n---\n` }));
    for (const file of versions) cache.write(file, parseMarkdownPage(file.path, file.text, plain));
    const [parserFolder] = readdirSync(folder);
    const entries = () => readdirSync(join(folder, parserFolder as string));
    cache.prune(versions.slice(0, 3));
    expect(entries()).toHaveLength(7);
    cache.prune(versions.slice(5));
    expect(entries()).toHaveLength(2);
    expect(cache.read(versions[6] as (typeof versions)[number])).toBeDefined();
    expect(cache.read(versions[0] as (typeof versions)[number])).toBeUndefined();
  });
});
