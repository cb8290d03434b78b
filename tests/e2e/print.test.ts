/**
 * The print stylesheet, checked with print media emulated in Chromium: the
 * chrome around the article is hidden, external link addresses follow their
 * text, code wraps, and headings are kept with what follows them.
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
      const heading = document.querySelector('#main .article h2');
      return {
        href: external?.href ?? '',
        after: external === null ? '' : getComputedStyle(external, '::after').content,
        whiteSpace: pre === null ? '' : getComputedStyle(pre).whiteSpace,
        overflowX: pre === null ? '' : getComputedStyle(pre).overflowX,
        breakAfter: heading === null ? '' : getComputedStyle(heading).breakAfter,
      };
    });
    expect(printed.href).toMatch(/^https?:\/\//);
    expect(printed.after).toContain(printed.href);
    expect(printed.whiteSpace).toBe('pre-wrap');
    expect(printed.overflowX).toBe('visible');
    expect(printed.breakAfter).toBe('avoid');

    // Back on screen nothing of this applies.
    await page.emulateMedia({ media: 'screen' });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.footer') as Element).display)).not.toBe('none');
    expect(errors).toEqual([]);
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
