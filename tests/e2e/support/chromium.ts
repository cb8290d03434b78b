/** The system Chromium (Debian package `chromium`) as every browser test starts it; no browser is ever downloaded. */
import { chromium, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

/** The run's one Chromium, which the browser tests' global setup starts; each file connects to it (use-browser.ts). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM_OPTIONS);
}
