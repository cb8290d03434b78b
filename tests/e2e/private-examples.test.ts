/**
 * §6 in Chromium: a private page's live examples and playground preview come live for an authorized reader, their
 * code loaded from assets/private/ through the private loader (viewer/examples/private-modules.ts), under the real
 * CSP; an anonymous reader of a public page with examples and a playground asks for nothing there.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from './support/browser';
import { AUTHORIZED } from './support/cookies';
import { LIVE_TIMEOUT, makeAllLive } from './support/live-examples';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const PREVIEW = '[data-playground-preview="page"]';
/** The internal app top bar: its page, examples and playground reach authorized readers only. */
const PRIVATE_PAGE = '/components/app-top-bar';
const PUBLIC_PAGE = '/components/button-code';

/** The paths under assets/private/ the page asks for, from now on. */
function privateAssetsAsked(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return () => paths.filter((path) => path.includes('/assets/private/'));
}

/** Waits until the playground preview and every example of the page are live; returns how many examples there are. */
async function everythingLive(page: Page): Promise<number> {
  await expect.poll(() => page.locator(PREVIEW).getAttribute('data-state'), { timeout: LIVE_TIMEOUT }).toBe('live');
  return makeAllLive(page);
}

describe('§6 examples and playground of a private page', () => {
  it('come live for an authorized reader, loaded from assets/private/', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await openPage(browser(), { cookies: AUTHORIZED });
    try {
      const asked = privateAssetsAsked(page);
      await gotoHydrated(page, PRIVATE_PAGE);
      expect(await everythingLive(page)).toBeGreaterThan(0);
      expect(asked().some((path) => /\/private-modules-[^/]+\.js$/.test(path))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are nothing an anonymous reader of a public page asks for', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await openPage(browser());
    try {
      const asked = privateAssetsAsked(page);
      await gotoHydrated(page, PUBLIC_PAGE);
      expect(await everythingLive(page)).toBeGreaterThan(0);
      expect(asked()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
