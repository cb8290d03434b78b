/**
 * The disk cache of what each playground takes from its first example (site-build/playground-cache.ts): a start with
 * the same examples answers from disk without loading TypeScript, a changed example misses only its own answer, and a
 * file that is unreadable or holds another key is a miss, never an error.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlaygroundCache, type PlaygroundCache } from '../../site-build/playground-cache';
import { playgroundSourceOf, type PlaygroundSource } from '../../site-build/playground-example';

const dir = mkdtempSync(join(tmpdir(), 'harbor-playground-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An example no other test uses, so the module's memory of earlier answers never answers for the disk. */
const example = (label: string) => ({
  title: 'Example',
  source: `export default function Example() {\n  return <Button variant="primary">${label}</Button>;\n}\n`,
});

/** The cache, with the keys it was asked for and given. */
function recording(cache: PlaygroundCache): PlaygroundCache & { readonly asked: string[]; readonly stored: string[] } {
  const asked: string[] = [];
  const stored: string[] = [];
  return {
    asked,
    stored,
    get: (key) => {
      asked.push(key);
      return cache.get(key);
    },
    set: (key, source) => {
      stored.push(key);
      cache.set(key, source);
    },
  };
}

const sentinel: PlaygroundSource = {
  example: { attributes: ['from="disk"'], values: {}, children: { kind: 'text', text: 'kept' } },
  module: '// from the disk cache\n',
};

describe('playground cache (dev server start, docs/performance.md)', () => {
  it('answers a restart with the same examples from disk: the stored answer, not a new parse', () => {
    const folder = join(dir, 'restart');
    const first = recording(createPlaygroundCache(folder, 'reader v1'));
    const parsed = playgroundSourceOf('Button', [], [example('restart-a')], first);
    expect(parsed?.example.children).toEqual({ kind: 'code', code: 'restart-a' });
    expect(first.stored).toHaveLength(1);
    const key = first.stored[0] as string;
    // A new process's cache over the same folder.
    expect(createPlaygroundCache(folder, 'reader v1').get(key)).toEqual(parsed);

    // An answer on disk for examples this process never read is what playgroundSourceOf gives: it parsed nothing.
    const probe = recording(createPlaygroundCache(folder, 'reader v1'));
    playgroundSourceOf('Button', [], [example('restart-b')], probe);
    const otherKey = probe.stored[0] as string;
    const restarted = createPlaygroundCache(folder, 'reader v1');
    restarted.set(otherKey.replace('restart-b', 'restart-c'), sentinel);
    expect(playgroundSourceOf('Button', [], [example('restart-c')], restarted)).toEqual(sentinel);
  });

  it('misses only the changed example’s answer, and keeps the others', () => {
    const folder = join(dir, 'changed');
    const cache = recording(createPlaygroundCache(folder, 'reader v1'));
    playgroundSourceOf('Button', [], [example('changed-a')], cache);
    playgroundSourceOf('Button', [], [example('changed-b')], cache);
    const [a, b] = cache.stored as [string, string];
    expect(readdirSync(folder)).toHaveLength(2);
    const edited = recording(createPlaygroundCache(folder, 'reader v1'));
    playgroundSourceOf('Button', [], [example('changed-a, edited')], edited);
    expect(edited.stored).toHaveLength(1);
    expect(edited.stored[0]).not.toBe(a);
    expect(edited.get(b)).toBeDefined();
    expect(edited.get(a)).toBeDefined();
    expect(readdirSync(folder)).toHaveLength(3);
    // A changed reader (its code or TypeScript's version) misses them all.
    expect(createPlaygroundCache(folder, 'reader v2').get(b)).toBeUndefined();
  });

  it('treats an unreadable file, or one holding another key, as a miss and writes the answer again', () => {
    const folder = join(dir, 'corrupt');
    const cache = recording(createPlaygroundCache(folder, 'reader v1'));
    const parsed = playgroundSourceOf('Button', [], [example('corrupt-a')], cache);
    const key = cache.stored[0] as string;
    const [file] = readdirSync(folder) as [string];
    for (const text of [
      '{"key": "trunc',
      'null',
      '[]',
      JSON.stringify({ key: 'another key', source: sentinel }),
      JSON.stringify({ key, source: 7 }),
    ]) {
      writeFileSync(join(folder, file), text);
      const fresh = createPlaygroundCache(folder, 'reader v1');
      expect(fresh.get(key), text).toBeUndefined();
    }
    const again = recording(createPlaygroundCache(folder, 'reader v1'));
    expect(playgroundSourceOf('Button', [], [example('corrupt-b')], again)).not.toBeNull();
    writeFileSync(join(folder, file), 'not json');
    const repaired = createPlaygroundCache(folder, 'reader v1');
    repaired.set(key, parsed);
    expect(createPlaygroundCache(folder, 'reader v1').get(key)).toEqual(parsed);
  });

  it('keeps the newest 512 answers, the one just written among them', () => {
    const folder = join(dir, 'pruned');
    mkdirSync(folder, { recursive: true });
    for (let at = 0; at < 520; at++) {
      const file = join(folder, `old-${at}.json`);
      writeFileSync(file, '{}');
      utimesSync(file, 1_000_000 + at, 1_000_000 + at);
    }
    const cache = createPlaygroundCache(folder, 'reader v1');
    cache.set('newest', sentinel);
    expect(readdirSync(folder)).toHaveLength(512);
    expect(cache.get('newest')).toEqual(sentinel);
    expect(readdirSync(folder)).not.toContain('old-0.json');
  });
});
