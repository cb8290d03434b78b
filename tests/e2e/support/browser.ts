/**
 * The system Chromium (Debian package `chromium`) driven by playwright-core;
 * no browser is ever downloaded. Each page records console errors and page
 * errors so tests can assert there were none (hydration warnings included).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { COOKIE_WRITES_SETTLED_ATTRIBUTE } from '../../../viewer/cookies/lazy-cookies';
import { CONDITION_TIMEOUT_MS } from '../../support/condition-timeout';
import { CHROMIUM_OPTIONS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_PATH };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_OPTIONS);
}

/** Connects to the run's Chromium; closing the connection closes this file's contexts, not the browser. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
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

export { CONDITION_TIMEOUT_MS };

/** How many preference cookie writes the page has settled, written or refused (viewer/cookies/lazy-cookies.ts). */
export async function settledCookieWrites(page: Page): Promise<number> {
  return Number((await page.getAttribute('html', COOKIE_WRITES_SETTLED_ATTRIBUTE)) ?? '0');
}

/** Waits until the page has settled at least `count` preference cookie writes. */
export async function waitForCookieWrites(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    ({ attribute, expected }) => Number(document.documentElement.getAttribute(attribute) ?? '0') >= expected,
    { attribute: COOKIE_WRITES_SETTLED_ATTRIBUTE, expected: count },
    { timeout: CONDITION_TIMEOUT_MS },
  );
}

/** Waits until the page has reached network idle after loading: effects after hydration (observers, prefetches) have run. */
export async function waitForQuietNetwork(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: CONDITION_TIMEOUT_MS });
}

/**
 * Counts the page's requests from now on; `settled()` waits until none is in
 * flight and the page has painted a frame after the last answer, so whatever
 * a request started (a client-side navigation) has happened.
 */
export function trackRequests(page: Page): { settled: () => Promise<void> } {
  // Requests already under way when tracking starts are not counted: only their own start adds them.
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    settled: async () => {
      await expect.poll(() => inFlight.size, { timeout: CONDITION_TIMEOUT_MS }).toBe(0);
      await page.evaluate(() => new Promise((resolveFrame) => requestAnimationFrame(() => resolveFrame(undefined))));
    },
  };
}

/**
 * Waits until the transitions and animations a change started have finished (a frame first, so they have begun).
 * Endless ones are left out: they never finish, and a page showing a spinner (the Button page's loading example)
 * kept `npm run screenshots` waiting until every capture timed out.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolveFrame) => requestAnimationFrame(() => resolveFrame(undefined)));
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}
