/**
 * The file handling the content build's disk caches share (component-types-cache.ts, playground-cache.ts): each
 * answer is one JSON file named by a hash of its inputs, written whole or not at all, and only the newest few are
 * kept, so an undone edit still finds its answer while the folder stays small.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes `value` to `path` as JSON through a temporary file renamed over it: a reader never sees half of it. */
export function writeJsonWhole(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.${process.pid}`, JSON.stringify(value));
  renameSync(`${path}.${process.pid}`, path);
}

/** Removes all but the `kept` newest answers (`.json` files, by modification time) of `folder`. */
export function keepNewest(folder: string, kept: number): void {
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  if (files.length <= kept) return;
  const byAge = files.map((name) => ({ file: join(folder, name), at: statSync(join(folder, name)).mtimeMs })).sort((a, b) => b.at - a.at);
  for (const old of byAge.slice(kept)) rmSync(old.file, { force: true });
}
