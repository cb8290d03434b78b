/**
 * `dsp cookies audit --evidence <dir>` (file I/O; docs/cli.md, Cookie
 * audit): per state a HAR of its requests (bodies left out), a full-page
 * screenshot, and the state's ledger as JSON. Each file is written under a
 * temporary name in the same folder and renamed once complete, so a reader
 * never sees half a file; sizes are bounded.
 */
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AuditConsent } from '../../core/cookie-audit';
import type { StateLedger } from '../../core/cookie-audit/state-ledger';

/** A screenshot is cut at this height: Chromium draws at most 16384 px in one capture. */
export const SCREENSHOT_MAX_HEIGHT_PX = 16_384;
/** A HAR larger than this is dropped (a page that polls for minutes); bodies are never in it. */
export const HAR_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long the screenshot may take before the state goes on without it. */
export const SCREENSHOT_LIMIT_MS = 5000;

/** The files of one state, named after it: none.har, none.png, none.ledger.json. */
export function evidenceName(state: AuditConsent, suffix: 'har' | 'png' | 'ledger.json'): string {
  return `${state}.${suffix}`;
}

/** Where Playwright records a state's HAR until its context closes. */
export function harDraftPath(dir: string, state: AuditConsent): string {
  return join(dir, `.${evidenceName(state, 'har')}.partial`);
}

/** Creates the folder; the message says what went wrong, for exit 2. */
export function prepareEvidenceDir(dir: string): string | null {
  try {
    mkdirSync(dir, { recursive: true });
    return null;
  } catch (error) {
    return `could not create the evidence folder ${dir}: ${(error as Error).message}`;
  }
}

/** Writes a file whole or not at all: a temporary name beside it, then a rename. */
export function writeWhole(dir: string, name: string, content: string | Uint8Array): void {
  const draft = join(dir, `.${name}.partial`);
  writeFileSync(draft, content);
  renameSync(draft, join(dir, name));
}

/** Moves a finished HAR draft to its name, or drops it when over HAR_LIMIT_BYTES or missing. */
export function finishHar(dir: string, state: AuditConsent): void {
  const draft = harDraftPath(dir, state);
  try {
    if (statSync(draft).size > HAR_LIMIT_BYTES) {
      rmSync(draft, { force: true });
      return;
    }
    renameSync(draft, join(dir, evidenceName(state, 'har')));
  } catch {
    // No draft: the context closed before Playwright wrote it (a killed browser).
  }
}

/** The page's full height up to SCREENSHOT_MAX_HEIGHT_PX, as PNG bytes; undefined when the page does not answer in time. */
export async function fullPageScreenshot(page: Page, within: <T>(promise: Promise<T>, limitMs: number) => Promise<T | undefined>) {
  const height = await within(
    page.evaluate(() => document.documentElement.scrollHeight),
    1000,
  );
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const clip = { x: 0, y: 0, width: viewport.width, height: Math.min(Math.max(height ?? viewport.height, 1), SCREENSHOT_MAX_HEIGHT_PX) };
  return within(page.screenshot({ fullPage: true, clip, timeout: SCREENSHOT_LIMIT_MS }), SCREENSHOT_LIMIT_MS + 500);
}

/** The ledger file: the state, then its requests and writes (state-ledger.ts). */
export function ledgerJson(state: AuditConsent, url: string, ledger: StateLedger): string {
  return `${JSON.stringify({ consent: state, url, ...ledger }, null, 2)}\n`;
}
