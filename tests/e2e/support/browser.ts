/**
 * The system Chromium (Debian package `chromium`) driven by playwright-core;
 * no browser is ever downloaded. Each page records console errors and page
 * errors so tests can assert there were none (hydration warnings included).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** The portal's base URL, e.g. http://127.0.0.1:41234/designsystem. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** An absolute URL for a route ('/' is home). */
export function urlOf(route: string): string {
  return route === '/' ? `${baseUrl()}/` : `${baseUrl()}${route}`;
}

export interface ObservedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught page errors, in order. */
  readonly errors: string[];
}

export interface PageOptions extends BrowserContextOptions {
  /** Cookies to set on the portal's origin before the first request (name -> value). */
  readonly cookies?: Readonly<Record<string, string>>;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<ObservedPage> {
  const { cookies, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...contextOptions });
  if (cookies !== undefined) {
    const url = new URL(baseUrl());
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })));
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 403 or 404 page is logged by Chromium as a failed load of the document itself: that status is the point, not an error.
    const ownStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (!ownStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return { page, context, errors };
}

/** Loads a route and waits until React has hydrated it (the app marks <html> once hydrated). */
export async function gotoHydrated(page: Page, route: string): Promise<void> {
  await page.goto(urlOf(route));
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}
