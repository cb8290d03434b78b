/**
 * The client entry hydrates the server-rendered HTML of every kind of view
 * without a React hydration error or any other console error (docs/portal.md,
 * Quality bar); the article is hydrated as the server's markup, its DOM
 * nodes kept and never rendered anew (docs/performance.md, What hydrates). The
 * first paint fetches no font; the brand faces swap in after it without moving
 * the first screen (docs/performance.md, First paint).
 */
import { describe, expect, it } from 'vitest';
import { CONDITION_TIMEOUT_MS, gotoHydrated, openPage, waitForQuietNetwork } from './support/browser';
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

describe('the first paint and the brand faces', () => {
  it('fetches no font before the page has loaded, then swaps the brand faces in without moving the first screen (docs/performance.md, First paint)', async () => {
    const { page, context, errors } = await openPage(browser());
    const fontRequests: { url: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    // The font files wait until the page has been measured in the first paint's faces.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.woff2', async (route) => {
      fontRequests.push({ url: route.request().url(), afterLoad: loaded });
      await gate;
      await route.continue();
    });
    await gotoHydrated(page, '/components/button-design');
    await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: CONDITION_TIMEOUT_MS });
    await expect.poll(() => fontRequests.length, { timeout: CONDITION_TIMEOUT_MS }).toBeGreaterThanOrEqual(2);
    expect(fontRequests.filter((request) => !request.afterLoad)).toEqual([]);
    const boxes = () =>
      page.evaluate(() =>
        // What the reader sees: the first screen's blocks (further down a paragraph may wrap a line apart).
        [...document.querySelectorAll('.content-head > *, .tab-navigation, .article > *')]
          .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
          .map((element) => {
            const box = element.getBoundingClientRect();
            return { top: Math.round(box.top), height: Math.round(box.height), width: Math.round(box.width) };
          }),
      );
    const before = await boxes();
    expect(before.length).toBeGreaterThanOrEqual(5);
    release();
    // The text face and the theme's display face, fetched, in use, and the page painted with them.
    await page.waitForFunction(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) => entry.name.endsWith('.woff2') && entry.responseEnd > 0,
        ).length >= 2 &&
        document.fonts.status === 'loaded' &&
        [...document.fonts].filter((face) => face.status === 'loaded' && face.unicodeRange.startsWith('U+0-FF')).length >= 2,
      null,
      { timeout: CONDITION_TIMEOUT_MS },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await boxes();
    for (const [index, box] of after.entries()) {
      const was = before[index]!;
      expect(Math.abs(box.top - was.top), `block ${index}: top ${was.top} -> ${box.top}`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.height - was.height), `block ${index}: height ${was.height} -> ${box.height}`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.width - was.width), `block ${index}: width ${was.width} -> ${box.width}`).toBeLessThanOrEqual(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
