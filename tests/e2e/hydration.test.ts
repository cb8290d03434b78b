/**
 * The client entry hydrates the server-rendered HTML of every kind of view
 * without a React hydration error or any other console error (docs/portal.md,
 * Quality bar); the article is hydrated as the server's markup, its DOM
 * nodes kept and never rendered anew (docs/performance.md, What hydrates).
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, urlOf, waitForQuietNetwork } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('hydration', () => {
  it.each([
    ['home', '/'],
    ['a section overview', '/components'],
    ['a component design tab', '/components/button-design'],
    ['a code tab with code blocks', '/components/button-code'],
    ['a private page for an anonymous reader', '/foundations/logos'],
    ['a page that does not exist', '/components/no-such-page'],
  ])('hydrates %s without console errors', async (_name, route) => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, route);
    // Effects after hydration (observers, prefetches) get their chance to misbehave too.
    await waitForQuietNetwork(page);
    expect(errors).toEqual([]);
    // No stylesheet is added once the page is shown: each restyles and lays out the whole page (styles/later-parts.ts).
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    );
    expect(linked).toEqual(expect.arrayContaining([expect.stringMatching(/\/entry-client-[^/]*\.css$/)]));
    expect(linked.filter((href) => !/\/(entry-client|app-boot)-[^/]*\.css$/.test(href ?? ''))).toEqual([]);
    await context.close();
  });
});

describe('the article through hydration', () => {
  it('keeps every DOM node of the server-rendered article and renders none of them, with no console warning; its links navigate client-side', async () => {
    const { page, context, errors } = await openPage(browser());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Parsing is done and no module script has run yet: the article is the server's, as sent.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const scope = window as unknown as { serverArticle?: Element[] };
        scope.serverArticle = [...document.querySelectorAll('#main .article *')];
      });
    });
    await gotoHydrated(page, '/components/button-code');
    await waitForQuietNetwork(page);
    const kept = await page.evaluate(() => {
      const before = (window as unknown as { serverArticle: Element[] }).serverArticle;
      const after = [...document.querySelectorAll('#main .article *')];
      // React marks each element it hydrated with its fiber; a live example's own root is not the article's.
      const ownedByReact = after.filter(
        (element) => element.closest('[data-example]') === null && Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      );
      return {
        codeBlocks: before.filter((element) => element.matches('pre')).length,
        same: before.length === after.length && before.every((element, index) => element === after[index] && element.isConnected),
        ownedByReact: ownedByReact.length,
      };
    });
    expect(kept.codeBlocks).toBeGreaterThan(0);
    expect(kept).toEqual({ codeBlocks: kept.codeBlocks, same: true, ownedByReact: 0 });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);

    // An internal link of the static article is followed by the router: no new document.
    await page.evaluate(() => {
      (window as unknown as { sameDocument?: boolean }).sameDocument = true;
    });
    const link = page.locator('#main .article a.link--internal').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href?.split('#')[0]);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});

describe("the article's tree, which the document leaves out (docs/performance.md, First paint)", () => {
  it('fills an "All themes" fold opened before the app hydrates, and the app hydrates on the same tree after it', async () => {
    const { page, context, errors } = await openPage(browser());
    // The app's chunk is held back until the fold is filled: the fold fetches the page's tree by itself.
    let releaseApp: () => void = () => {};
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/app-boot-[^/]*\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto(urlOf('/components/button-design'), { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await page.evaluate(() => {
      const fold = document.querySelector<HTMLDetailsElement>('details.variant-grid__themes');
      if (fold !== null) fold.open = true;
    });
    const filled = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('details.variant-grid__themes [data-variant-sample]')].filter(
            (stage) => stage.childElementCount > 0,
          ).length,
      );
    await expect.poll(filled, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    releaseApp();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await filled()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
