/**
 * docs/performance.md, the author's loop: a saved token file reaching the open page. `dsp dev --tokens <a copy of
 * tokens/>` runs over content/ (tokens/ itself is never written); Chromium keeps the Button design page open, and each
 * save gives the base colour `color.neutral.0` in the copy's base/color.tokens.json a new value. The light themes'
 * `--hb-color-surface-default` resolves to it, so the figure runs from the write of the file to the first animation
 * frame in which `getComputedStyle(document.documentElement)` gives that variable the new value. One save first,
 * unmeasured (as bench/edit-to-visible.ts does), then RUNS.tokenEdit saves; reloads of the page are counted.
 *
 *   node scripts/run-ts.mjs bench/token-edit.ts
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hrefOf } from '../core/site/addresses';
import { RUNS } from './bench-config';
import { startDevSession } from './dev-session';
import { listeningUrl } from './listening-url';
import { round, spread, type Spread } from './stats';

export interface TokenEdit {
  readonly page: string;
  readonly file: string;
  readonly token: string;
  readonly variable: string;
  readonly runs: number;
  /** From the write of the file to the first frame with the variable's new value, the measured saves. */
  readonly visibleMs: Spread;
  /** The same for the unmeasured first save (the token build's first run in the dev server). */
  readonly firstMs: number;
  /** Reloads of the open page during the saves: none, when every save was applied in place. */
  readonly reloads: number;
}

const ROUTE = hrefOf('/components/button-design');
const FILE = 'base/color.tokens.json';
const TOKEN = ['color', 'neutral', '0'] as const;
const VARIABLE = '--hb-color-surface-default';
/** A first build and Vite's first compile of the page take a minute or more on a loaded 2-core machine. */
const START_TIMEOUT_MS = 300_000;
/** A save not shown within this long is reported as not arriving. */
const EDIT_TIMEOUT_MS = 15_000;

type TokenTree = { [key: string]: TokenTree | string };

function withValue(text: string, value: string): string {
  const tree = JSON.parse(text) as TokenTree;
  let node = tree;
  for (const key of TOKEN) node = node[key] as TokenTree;
  node['$value'] = value;
  return `${JSON.stringify(tree, null, 2)}\n`;
}

function tokenValue(text: string): string {
  let node = JSON.parse(text) as TokenTree;
  for (const key of TOKEN) node = node[key] as TokenTree;
  return String(node['$value']);
}

export async function measureTokenEdit(log: (line: string) => void, runs: number = RUNS.tokenEdit): Promise<TokenEdit> {
  // In the system's temp folder: a token folder under .bench/ is not served by the dev server (its tokens.css answers
  // 404 and the page never hydrates), which would measure that rather than the save.
  const tokensDir = mkdtempSync(join(tmpdir(), 'harbor-bench-tokens-'));
  cpSync('tokens', tokensDir, { recursive: true, filter: (source) => !source.includes('node_modules') });
  const file = join(tokensDir, FILE);
  const original = readFileSync(file, 'utf8');
  const output = { text: '' };
  const { child, browser } = await startDevSession(['--tokens', tokensDir]);
  try {
    const url = await listeningUrl(child, output, {
      name: 'dsp dev',
      pattern: /listening on (http:\/\/\S+)/,
      timeoutMs: START_TIMEOUT_MS,
      tailChars: 4000,
    });
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    // Vite compiles the viewer on the first visit and may reload the page once for an optimised dependency.
    await page.goto(`${url}${ROUTE}`, { waitUntil: 'load', timeout: START_TIMEOUT_MS });
    await page.waitForFunction(() => document.documentElement.dataset['devServer'] === 'connected', undefined, {
      timeout: START_TIMEOUT_MS,
    });
    await page.waitForLoadState('networkidle', { timeout: START_TIMEOUT_MS });
    const variableNow = () =>
      page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim().toLowerCase(), VARIABLE);
    const before = await variableNow();
    if (before !== tokenValue(original).toLowerCase())
      throw new Error(
        `${ROUTE} has ${VARIABLE}: ${before || '(unset)'}, not the value of ${TOKEN.join('.')} in ${FILE} (${tokenValue(original)}): the bench's token edit would not show on the page`,
      );
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads += 1;
    });
    const visible: number[] = [];
    let firstMs = Number.NaN;
    for (let run = 0; run <= runs; run++) {
      const value = `#1234${(0x50 + run).toString(16)}`;
      await page.evaluate(
        ([name, expected]) => {
          const state = window as unknown as { tokenShownAt?: number | undefined };
          state.tokenShownAt = undefined;
          const check = () => {
            if (getComputedStyle(document.documentElement).getPropertyValue(name).trim().toLowerCase() === expected)
              state.tokenShownAt = performance.timeOrigin + performance.now();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        [VARIABLE, value] as const,
      );
      const savedAt = performance.timeOrigin + performance.now();
      writeFileSync(file, withValue(original, value));
      await page
        .waitForFunction(() => (window as unknown as { tokenShownAt?: number }).tokenShownAt !== undefined, undefined, {
          timeout: EDIT_TIMEOUT_MS,
          polling: 'raf',
        })
        .catch(() => {
          throw new Error(
            `${VARIABLE} on ${ROUTE} did not take ${value} within ${EDIT_TIMEOUT_MS / 1000} s of saving ${TOKEN.join('.')} in ${FILE} (save ${run}, ${reloads} reloads)`,
          );
        });
      const shownAt = await page.evaluate(() => (window as unknown as { tokenShownAt: number }).tokenShownAt);
      const ms = shownAt - savedAt;
      if (run === 0) firstMs = ms;
      else visible.push(ms);
      log(`  token edit ${run}/${runs}${run === 0 ? ' (unmeasured)' : ''}: ${VARIABLE} = ${value} after ${Math.round(ms)} ms`);
    }
    return {
      page: ROUTE,
      file: FILE,
      token: TOKEN.join('.'),
      variable: VARIABLE,
      runs,
      visibleMs: spread(visible, 0),
      firstMs: round(firstMs, 0),
      reloads,
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolveStopped) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolveStopped();
      child.once('exit', () => resolveStopped());
      child.kill('SIGTERM');
    });
    rmSync(tokensDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('token-edit.mjs')) {
  const result = await measureTokenEdit((line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
