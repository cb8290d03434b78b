/**
 * The client entry hydrates the server-rendered HTML of every kind of view
 * without a React hydration error or any other console error (issue 5,
 * Quality bar).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('hydration', () => {
  it.each([
    ['home', '/'],
    ['a section overview', '/components'],
    ['a component design tab', '/components/button-design'],
    ['a code tab with code blocks', '/components/button-code'],
    ['a private page for an anonymous reader', '/foundations/logos'],
    ['a page that does not exist', '/components/no-such-page'],
  ])('hydrates %s without console errors', async (_name, route) => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, route);
    // Effects after hydration (observers, prefetches) get a moment to misbehave too.
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    await context.close();
  });
});
