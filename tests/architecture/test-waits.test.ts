/**
 * Browser, deployment and reliability tests wait for conditions with generous
 * limits, never for fixed durations (docs/testing.md): a fixed sleep is too short
 * under load and too long otherwise, and `expect.poll`'s own default of one
 * second ran out once on a loaded machine. This guard fails on a sleep in those
 * tests, on a wait given a limit shorter than CONDITION_TIMEOUT_MS, and on a
 * Vitest config that leaves `expect.poll` at its default.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONDITION_TIMEOUT_MS } from '../support/condition-timeout';
import { sourceFilesUnder } from './import-graph';

const root = resolve(import.meta.dirname, '../..');
const sleeps: readonly [RegExp, string][] = [
  [/\bwaitForTimeout\s*\(/, 'waitForTimeout'],
  [/new Promise\s*\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\s*\(\s*\1\b/, 'a Promise that resolves after setTimeout'],
  [/\bsetTimeout\s*\(\s*\(\)\s*=>\s*resolve\w*\s*\(/, 'setTimeout resolving a wait'],
  [/['"](?:node:)?timers\/promises['"]/, 'a timer from timers/promises'],
  [/\b(?:sleep|delay)\s*\(/, 'sleep'],
];

export function fixedWaitsIn(source: string): string[] {
  return sleeps.filter(([pattern]) => pattern.test(source)).map(([, name]) => name);
}

const numberOf = (node: ts.Node): number | null => (ts.isNumericLiteral(node) ? Number(node.text.replaceAll('_', '')) : null);

/**
 * Every wait given a limit below CONDITION_TIMEOUT_MS: a `timeout` option of a
 * method call (expect.poll, Playwright's waitFor…, locator reads, vi.waitFor)
 * and a shorter default timeout set on a page or context. Plain function calls
 * (autocannon's per-request timeout, in seconds) are not waits.
 */
export function shortWaitsIn(source: string): string[] {
  const file = ts.createSourceFile('test.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      for (const argument of node.arguments) {
        if (/^setDefault(?:Navigation)?Timeout$/.test(method)) {
          const value = numberOf(argument);
          if (value !== null && value < CONDITION_TIMEOUT_MS) found.push(`line ${line + 1}: ${method}(${value})`);
        }
        if (!ts.isObjectLiteralExpression(argument)) continue;
        for (const property of argument.properties) {
          if (!ts.isPropertyAssignment(property) || property.name.getText(file) !== 'timeout') continue;
          const value = numberOf(property.initializer);
          if (value !== null && value < CONDITION_TIMEOUT_MS) found.push(`line ${line + 1}: ${method} with timeout ${value} ms`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('architecture: tests wait for conditions, not for time', () => {
  const folders = ['tests/e2e', 'tests/deploy', 'tests/reliability'];
  const files = folders.flatMap((folder) => sourceFilesUnder(join(root, folder)));

  it('finds the browser, deployment and reliability tests', () => {
    for (const folder of folders) expect(files.filter((file) => file.startsWith(join(root, folder))).length, folder).toBeGreaterThan(2);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s has no fixed wait and no short limit', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(fixedWaitsIn(source)).toEqual([]);
    expect(shortWaitsIn(source)).toEqual([]);
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
    ["import { setTimeout as pause } from 'node:timers/promises';", 'a timer from timers/promises'],
    ['await sleep(STEP_MS);', 'sleep'],
  ])('would reject %s', (source, name) => {
    expect(fixedWaitsIn(source)).toContain(name);
  });

  it.each([
    ['await expect.poll(() => cookies(), { timeout: 3_000 }).toBe(true);', 'poll with timeout 3000 ms'],
    ['await locator.textContent({ timeout: 1_000 });', 'textContent with timeout 1000 ms'],
    ["await page.waitForSelector('dialog', { state: 'visible', timeout: 500 });", 'waitForSelector with timeout 500 ms'],
    ['await vi.waitFor(check, { timeout: 2000, interval: 50 });', 'waitFor with timeout 2000 ms'],
    ['page.setDefaultTimeout(5_000);', 'setDefaultTimeout(5000)'],
  ])('would reject the short limit in %s', (source, expected) => {
    expect(shortWaitsIn(source).join('; ')).toContain(expected);
  });

  it('accepts waits for conditions with generous limits, and timeouts that are not waits', () => {
    const source = [
      'await expect.poll(() => answered).toBeGreaterThanOrEqual(400);',
      "await page.waitForURL('**/x');",
      'await expect.poll(() => served(), { timeout: 30_000 }).toBe(3);',
      'await button.waitFor({ state: "visible", timeout: CONDITION_TIMEOUT_MS });',
      'autocannon({ url, connections: 4, duration: 10, timeout: 10 });',
    ].join('\n');
    expect(fixedWaitsIn(source)).toEqual([]);
    expect(shortWaitsIn(source)).toEqual([]);
  });
});
