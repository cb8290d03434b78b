import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContentNode } from '../../core/bundle';
import { blockKey, highlightCachePath, readHighlightCache, writeHighlightCache } from '../../site-build/highlight-cache';
import { createCodeHighlighter } from '../../site-build/highlighter';

const dir = mkdtempSync(join(tmpdir(), 'harbor-highlight-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const code = (text: string, lang: string, colour: string): ContentNode =>
  ({ type: 'code', lang, code: text, lines: [[{ content: text, color: colour }]] }) as ContentNode;

describe('highlight cache (build budgets)', () => {
  it('stores exactly the blocks of the bodies it is given, so old content does not stay', () => {
    const path = join(dir, 'cache', 'colours.json');
    writeHighlightCache(path, [
      [code('a', 'ts', '#111')],
      [{ type: 'element', tagName: 'div', children: [code('b', 'css', '#222')] } as never],
    ]);
    expect([...readHighlightCache(path).keys()].sort()).toEqual([blockKey('a', 'ts'), blockKey('b', 'css')].sort());
    writeHighlightCache(path, [[code('c', 'ts', '#333')]]);
    const stored = readHighlightCache(path);
    expect([...stored.keys()]).toEqual([blockKey('c', 'ts')]);
    expect(stored.get(blockKey('c', 'ts'))).toEqual([[{ content: 'c', color: '#333' }]]);
    // Nothing but the cache file is left behind (no half-written files).
    expect(readdirSync(join(dir, 'cache'))).toEqual(['colours.json']);
  });

  it('keys a block by its language and its code', () => {
    expect(blockKey('x', 'ts')).not.toBe(blockKey('x', 'tsx'));
    expect(blockKey('x', 'ts')).not.toBe(blockKey('y', 'ts'));
    expect(blockKey('a\0b', 'ts')).not.toBe(blockKey('b', 'ts\0a'));
  });

  it('names a new file when the settings or the highlighter code change, so a stale colouring is never read', () => {
    const source = join(dir, 'highlighter.js');
    writeFileSync(source, 'one');
    const first = highlightCachePath('themes: a', [pathToFileURL(source).href]);
    expect(first).not.toBeNull();
    expect(highlightCachePath('themes: b', [pathToFileURL(source).href])).not.toBe(first);
    const other = join(dir, 'highlighter-2.js');
    writeFileSync(other, 'two');
    expect(highlightCachePath('themes: a', [pathToFileURL(other).href])).not.toBe(first);
  });

  it('gives the same colours after a round trip through the cache file as freshly computed', async () => {
    const snippet = "import { Button } from '@harbor/react';\nexport default function Example() {\n  return <Button>Go</Button>;\n}";
    const highlight = await createCodeHighlighter(['tsx']);
    const fresh = highlight(snippet, 'tsx');
    expect(fresh.flat().some((token) => token.color !== undefined)).toBe(true);
    const path = join(dir, 'round-trip', 'colours.json');
    writeHighlightCache(path, [[{ type: 'code', lang: 'tsx', code: snippet, lines: fresh } as ContentNode]]);
    expect(readHighlightCache(path).get(blockKey(snippet, 'tsx'))).toEqual(fresh);
  });
});
