/**
 * What the author's-loop figures start with (bench/edit-to-visible.ts, bench/token-edit.ts): `dsp dev` from the
 * bundled CLI on a free port, and the system Chromium to keep its page open.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/** Starts `dsp dev` with `args` (e.g. ['--content', dir]) and launches Chromium beside it; the caller stops both. */
export async function startDevSession(args: readonly string[]): Promise<{ readonly child: ChildProcess; readonly browser: Browser }> {
  const child = spawn(process.execPath, ['dist/cli/dsp.js', 'dev', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '', PORT: '' },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return { child, browser };
}
