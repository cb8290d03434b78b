// Writes tests/support/test-durations.json from the durations Vitest recorded in its cache
// (node_modules/.vite/vitest/*/results.json) after a full `npm test`: the order a clean clone runs its
// slowest files in (tests/support/slow-files-first.ts). Files under 3 s are left out; their order matters little.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const cacheDir = join(root, 'node_modules/.vite/vitest');
const durations = {};
for (const entry of readdirSync(cacheDir)) {
  const { results } = JSON.parse(readFileSync(join(cacheDir, entry, 'results.json'), 'utf8'));
  for (const [key, { duration }] of results) {
    const file = key.slice(key.indexOf(':') + 1);
    const seconds = Math.round(duration / 1000);
    if (seconds >= 3 && file.startsWith('tests/')) durations[file] = seconds;
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([, a], [, b]) => b - a));
writeFileSync(join(root, 'tests/support/test-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files of 3 s or more recorded`);
