/**
 * axe-core reports no violations on home, a component design tab, a code tab
 * with code blocks and the open search overlay, in every theme (docs/portal.md,
 * Quality bar); and on the wayfinding parts: breadcrumbs, the page's actions
 * (Copy page as Markdown, Edit this page), previous/next, the 403 page, the 404
 * page with its suggestions and the search highlight on a destination page
 * with its bar. Each page is loaded once and checked in the four themes,
 * switched in place (support/axe.ts).
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, urlOf } from './support/browser';
import { axeInEveryTheme, axeViolations, switchTheme, THEMES } from './support/axe';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

// bypassCSP: the axe script is injected inline, which the portal's CSP (rightly) refuses.
const open = (cookies: Record<string, string> = {}) => openPage(browser(), { bypassCSP: true, reducedMotion: 'reduce', cookies });

describe('axe in every theme', () => {
  it.each([
    ['home', '/'],
    ['a component design tab', '/components/button-design'],
    ['a code tab with code blocks', '/components/button-code'],
  ])('finds no violations on %s', async (_name, route) => {
    const { page, context } = await open();
    await gotoHydrated(page, route);
    expect(await axeInEveryTheme(page)).toEqual([]);
    // The switch is the reader's: the last theme is on <html>, as the server would render it.
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(THEMES.at(-1));
    await context.close();
  });

  it('finds no violations on breadcrumbs, the page actions and previous/next, for an anonymous and an authorized reader', async () => {
    for (const cookies of [{}, { 'hb-test': '1' }]) {
      const { page, context } = await open(cookies);
      await gotoHydrated(page, '/foundations/motion/easing-design');
      // The parts are there to be checked.
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Copy page as Markdown' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /Edit this page/ }).count()).toBe('hb-test' in cookies ? 1 : 0);
      expect(await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link').count()).toBe(2);
      expect(await axeInEveryTheme(page)).toEqual([]);
      await context.close();
    }
  });

  it('finds no violations on the 403 page and on the 404 page with suggestions', async () => {
    const { page, context } = await open();
    expect((await page.goto(urlOf('/components/image')))?.status()).toBe(403);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.getByRole('link', { name: 'Go to the Components overview' }).isVisible()).toBe(true);
    expect(await axeInEveryTheme(page)).toEqual([]);
    expect((await page.goto(urlOf('/components/buton')))?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' }).getByRole('link');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await axeInEveryTheme(page)).toEqual([]);
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
    const marks = page.locator('#main mark.search-mark');
    expect(await marks.count()).toBeGreaterThan(0);
    const found: string[] = [];
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      // The marks and their bar stay through a theme switch, so each theme measures them.
      expect(await marks.count(), theme).toBeGreaterThan(0);
      for (const violation of await axeViolations(page)) found.push(`${theme}, ${violation}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('finds no violations with the search overlay open', async () => {
    const { page, context } = await open();
    await gotoHydrated(page, '/components/button-design');
    const found: string[] = [];
    for (const theme of THEMES) {
      // The overlay is modal: the theme is switched with it closed, then it is opened again.
      await switchTheme(page, theme);
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Search' }).fill('button');
      await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      for (const violation of await axeViolations(page)) found.push(`${theme}, ${violation}`);
      await page.keyboard.press('Escape');
      await page.getByRole('listbox', { name: 'Search results' }).waitFor({ state: 'hidden' });
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
