/**
 * A disk cache of what each playground takes from its component's first example (playground-example.ts): reading it
 * loads the TypeScript parser, which took a few hundred milliseconds of the dev server's start before its first page,
 * while the examples seldom change. One file per answer under node_modules/.cache/harbor-playground/, named by a hash
 * of its inputs (the component's name, its controlled props and the examples' code) and of the code that reads it
 * (the module reading the examples, TypeScript's version): a changed example is a new file, so a stale answer is never
 * used, and the other components' answers stay. A file that cannot be read or does not hold its own key is a miss.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlaygroundExample } from '../core/components';
import { keepNewest, writeJsonWhole } from './json-file-cache';

/** What a playground takes from an example (playground-example.ts reads it). */
export interface PlaygroundSource {
  readonly example: PlaygroundExample;
  /** The preview module's text: its default export takes the playground's props. */
  readonly module: string;
}

/** Bump when the stored shape changes. */
const FORMAT = '1';
/** Answers kept: every component's, several times over, so undoing an example edit finds its answer. */
const KEPT = 512;

export interface PlaygroundCache {
  /** The stored answer (null: the examples give the playground nothing), or undefined when none is stored. */
  readonly get: (key: string) => PlaygroundSource | null | undefined;
  readonly set: (key: string, source: PlaygroundSource | null) => void;
}

interface Stored {
  readonly key: string;
  readonly source: PlaygroundSource | null;
}

const isSource = (value: unknown): value is PlaygroundSource | null =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as { module?: unknown }).module === 'string' &&
    typeof (value as { example?: unknown }).example === 'object' &&
    (value as { example?: unknown }).example !== null);

/** The cache in `dir`; `code` is what else the answers depend on (the reader's own source, the parser's version). */
export function createPlaygroundCache(dir: string, code: string): PlaygroundCache {
  const base = createHash('sha256').update(`${FORMAT}\0${code}\0`);
  const fileOf = (key: string) => join(dir, `${base.copy().update(key).digest('hex').slice(0, 32)}.json`);
  // Pruned once per process, at its first write: a cold start writes every component's answer, and listing and
  // dating the folder after each of them cost more than the answers.
  let pruned = false;
  return {
    get(key) {
      try {
        const stored = JSON.parse(readFileSync(fileOf(key), 'utf8')) as Partial<Stored> | null;
        return stored !== null && stored.key === key && isSource(stored.source) ? stored.source : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, source) {
      const file = fileOf(key);
      try {
        writeJsonWhole(file, { key, source } satisfies Stored);
        if (!pruned) keepNewest(dir, KEPT);
        pruned = true;
      } catch {
        // A cache that cannot be written only costs the next start time.
      }
    },
  };
}
