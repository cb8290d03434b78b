/** The run's one Chromium (started by global-setup.ts), connected to once per test file; each test opens its own context. */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from './browser';

export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('the browser is not running');
    return browser;
  };
}
