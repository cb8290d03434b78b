/**
 * The print stylesheet, checked with print media emulated in Chromium: the
 * chrome around the article is hidden (header, navigation, search, factsheet,
 * footer, copy buttons), external link addresses follow their text, code and
 * wide tables wrap, and headings are kept with what follows them.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('print stylesheet', () => {
  it('prints the article alone, with external addresses, wrapped code and no heading at the end of a page', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/button-code');
    const hidden = [
      '.header',
      '.tab-navigation',
      '.sub-navigation',
      '.secondary-column',
      '.factsheet',
      '.footer',
      '.copy-button',
      '.page-actions',
    ];
    const displayOf = (selectors: readonly string[]) =>
      page.evaluate(
        (list) =>
          list.map((selector) => {
            const element = document.querySelector(selector);
            return [selector, element === null ? 'missing' : getComputedStyle(element).display] as const;
          }),
        selectors,
      );
    // On screen every one of them is there.
    for (const [selector, display] of await displayOf(hidden))
      expect([selector, display === 'none' || display === 'missing']).toEqual([selector, false]);

    await page.emulateMedia({ media: 'print' });
    for (const [selector, display] of await displayOf(hidden)) expect([selector, display]).toEqual([selector, 'none']);
    // The search button lives in the header; the overlay is not mounted.
    expect(await page.getByRole('button', { name: 'Search', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);

    const printed = await page.evaluate(() => {
      const external = document.querySelector<HTMLAnchorElement>('#main .article a.link--external[href^="http"]');
      const pre = document.querySelector('#main .code-block__pre');
      const headings = [...document.querySelectorAll('#main h1, #main .article h2, #main .article h3')];
      return {
        href: external?.href ?? '',
        after: external === null ? '' : getComputedStyle(external, '::after').content,
        whiteSpace: pre === null ? '' : getComputedStyle(pre).whiteSpace,
        overflowX: pre === null ? '' : getComputedStyle(pre).overflowX,
        headingLevels: [...new Set(headings.map((heading) => heading.tagName))].sort(),
        breakAfter: [...new Set(headings.map((heading) => getComputedStyle(heading).breakAfter))],
      };
    });
    expect(printed.href).toMatch(/^https?:\/\//);
    expect(printed.after).toContain(printed.href);
    expect(printed.whiteSpace).toBe('pre-wrap');
    expect(printed.overflowX).toBe('visible');
    // Every heading of the page, of each level, is kept with what follows it.
    expect(printed.headingLevels).toEqual(['H1', 'H2']);
    expect(printed.breakAfter).toEqual(['avoid']);

    // An h3 too (this page has none).
    await gotoHydrated(page, '/foundations/motion/easing-design');
    const h3 = page.locator('#main .article h3').first();
    expect(await h3.evaluate((heading) => getComputedStyle(heading).breakAfter)).toBe('avoid');

    // Back on screen nothing of this applies.
    await page.emulateMedia({ media: 'screen' });
    expect(await h3.evaluate((heading) => getComputedStyle(heading).breakAfter)).toBe('auto');

    // A Markdown table whose code cells never break (a union type) is wider than the article on a narrow
    // window: on screen it scrolls; on paper nothing scrolls, so its cells wrap and the whole of it fits.
    // (Props tables from ::props wrap their types on screen too, so they never scroll at all.)
    await page.setViewportSize({ width: 700, height: 900 });
    await gotoHydrated(page, '/patterns/empty-state-code');
    const tableOverflow = () =>
      page.evaluate(() => {
        const table = document.querySelector('#main .table-scroll');
        return table === null ? null : table.scrollWidth - table.clientWidth;
      });
    expect(await tableOverflow()).toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    expect(await tableOverflow()).toBe(0);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.footer') as Element).display)).not.toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves an open search out of the print, and the highlight bar of a page opened from it', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await dialog.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await dialog.isVisible()).toBe(true);

    await page.getByRole('combobox', { name: 'Search' }).fill('loading');
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    const clear = page.getByRole('button', { name: 'Clear highlights' });
    await clear.waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await clear.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
    await context.close();
  });

  it('prints a dark theme in dark text on white', async () => {
    const { page, context } = await openPage(browser(), { cookies: { '.themeshade': 'lakeside-dark' } });
    await gotoHydrated(page, '/components/button-code');
    await page.emulateMedia({ media: 'print' });
    const colours = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('#main h1') as Element).color,
      text: getComputedStyle(document.querySelector('#main .article p') as Element).color,
      body: getComputedStyle(document.body).backgroundColor,
    }));
    const channels = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    // Near black: every channel at most 40 of 255.
    for (const colour of [colours.heading, colours.text]) expect(Math.max(...channels(colour))).toBeLessThanOrEqual(40);
    expect(colours.body).toBe('rgb(255, 255, 255)');
    await context.close();
  });
});
