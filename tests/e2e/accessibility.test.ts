/**
 * axe-core (its npm package, injected into the page) reports no violations on
 * home, a component design tab, a code tab with code blocks and the open
 * search overlay, in every theme (docs/portal.md, Quality bar); and on the
 * wayfinding parts: breadcrumbs, the page's actions (Copy page as Markdown,
 * Edit this page), previous/next, the 403 page, the 404 page with its
 * suggestions and the search highlight on a destination page with its bar.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoHydrated, openPage, urlOf } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const THEMES = ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'] as const;

interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')} (${node.failureSummary ?? ''})`),
  );
}

describe.each(THEMES)('axe in %s', (theme) => {
  // bypassCSP: the axe script is injected inline, which the portal's CSP (rightly) refuses.
  const open = () => openPage(browser(), { bypassCSP: true, reducedMotion: 'reduce', cookies: { '.themeshade': theme } });

  it.each([
    ['home', '/'],
    ['a component design tab', '/components/button-design'],
    ['a code tab with code blocks', '/components/button-code'],
  ])('finds no violations on %s', async (_name, route) => {
    const { page, context } = await open();
    await gotoHydrated(page, route);
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('finds no violations on breadcrumbs, the page actions and previous/next, for an anonymous and an authorized reader', async () => {
    for (const cookies of [{}, { 'hb-test': '1' }]) {
      const { page, context } = await openPage(browser(), {
        bypassCSP: true,
        reducedMotion: 'reduce',
        cookies: { '.themeshade': theme, ...cookies },
      });
      await gotoHydrated(page, '/foundations/motion/easing-design');
      expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
      // The parts are there to be checked.
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Copy page as Markdown' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /Edit this page/ }).count()).toBe('hb-test' in cookies ? 1 : 0);
      expect(await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link').count()).toBe(2);
      expect(await violations(page)).toEqual([]);
      await context.close();
    }
  });

  it('finds no violations on the 403 page and on the 404 page with suggestions', async () => {
    const { page, context } = await open();
    expect((await page.goto(urlOf('/components/image')))?.status()).toBe(403);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByRole('link', { name: 'Go to the Components overview' }).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect((await page.goto(urlOf('/components/buton')))?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' }).getByRole('link');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('finds no violations on a page opened from search, with its words marked and the bar that clears them', async () => {
    const { page, context } = await open();
    // The <mark> fallback: marks are elements, so axe measures their contrast (the Highlight API paints no element).
    await context.addInitScript(() => {
      Reflect.deleteProperty(CSS, 'highlights');
    });
    await gotoHydrated(page, '/');
    await page.keyboard.press('/');
    await page.getByRole('combobox', { name: 'Search' }).fill('loading');
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Clear highlights' }).waitFor();
    expect(await page.locator('#main mark.search-mark').count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('finds no violations with the search overlay open', async () => {
    const { page, context } = await open();
    await gotoHydrated(page, '/components/button-design');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('button');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await options.first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
