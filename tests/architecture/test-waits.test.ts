/**
 * Browser and reliability tests wait for conditions with generous limits,
 * never for fixed durations (README, Tests): a fixed sleep is too short under
 * load and too long otherwise, and `expect.poll`'s own default of one second
 * ran out once on a loaded machine. This guard fails on a sleep in those
 * tests, and on a Vitest config that leaves `expect.poll` at its default.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONDITION_TIMEOUT_MS } from '../support/condition-timeout';
import { sourceFilesUnder } from './import-graph';

const root = resolve(import.meta.dirname, '../..');
const sleeps: readonly [RegExp, string][] = [
  [/\bwaitForTimeout\s*\(/, 'waitForTimeout'],
  [/new Promise\s*\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\s*\(\s*\1\b/, 'a Promise that resolves after setTimeout'],
  [/\bsetTimeout\s*\(\s*\(\)\s*=>\s*resolve\w*\s*\(/, 'setTimeout resolving a wait'],
  [/\b(?:sleep|delay)\s*\(\s*\d/, 'sleep'],
];

export function fixedWaitsIn(source: string): string[] {
  return sleeps.filter(([pattern]) => pattern.test(source)).map(([, name]) => name);
}

describe('architecture: tests wait for conditions, not for time', () => {
  const files = ['tests/e2e', 'tests/reliability'].flatMap((folder) => sourceFilesUnder(join(root, folder)));

  it('finds the browser and reliability tests', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s has no fixed wait', (_name, file) => {
    expect(fixedWaitsIn(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each(['vitest.config.ts', 'vitest.e2e.config.ts', 'vitest.soak.config.ts'])('%s gives expect.poll the generous default', (config) => {
    expect(readFileSync(join(root, config), 'utf8')).toMatch(/expect:\s*\{\s*poll:\s*\{\s*timeout:\s*CONDITION_TIMEOUT_MS/);
    expect(CONDITION_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
  });

  it.each([
    ['await page.waitForTimeout(300);', 'waitForTimeout'],
    ['await new Promise((resolveLater) => setTimeout(resolveLater, 2_000));', 'a Promise that resolves after setTimeout'],
    ['await new Promise((r) => setTimeout(r, 50));', 'a Promise that resolves after setTimeout'],
    ['setTimeout(() => resolveBegun({ finish }), 50);', 'setTimeout resolving a wait'],
  ])('would reject %s', (source, name) => {
    expect(fixedWaitsIn(source)).toContain(name);
  });

  it('accepts waits for conditions', () => {
    expect(fixedWaitsIn("await expect.poll(() => answered).toBeGreaterThanOrEqual(400);\nawait page.waitForURL('**/x');")).toEqual([]);
  });
});
