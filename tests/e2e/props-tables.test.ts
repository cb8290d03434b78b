/**
 * Props tables (content/README.md Props tables) read without breaking a name: at 1440 px every column of these
 * pages' tables fits the article, the name, default and "Required" columns are as narrow as their longest piece, and
 * the description gets half the table or all the room the others leave it; at 390 px each prop is a stacked card
 * that names its cells. The tables' stylesheet (viewer/article/props-table.css) is in the first paint.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoHydrated, openPage } from './support/browser';
import { AUTHORIZED } from './support/cookies';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
/** Pages whose props carry long types: event handlers, unions, object shapes. */
const ROUTES = ['/components/button-code', '/components/carousel-code', '/components/table'];

/**
 * Opens the route once the app has hydrated, and checks that the props tables' own rules were there before it: they
 * are the first paint's (viewer/examples/component-styles.ts), not a view chunk's.
 */
async function gotoStyledPropsTables(page: Page, route: string): Promise<void> {
  await gotoHydrated(page, route);
  // The stylesheets the server's markup links (the app adds a view chunk's own once it loads it).
  const html = await (await page.request.get(page.url())).text();
  const linked = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1] ?? []);
  const firstPaint = await page.evaluate(
    (hrefs) =>
      [...document.styleSheets].some(
        (sheet) =>
          hrefs.some((href) => sheet.href?.endsWith(href) === true) &&
          [...sheet.cssRules].some((rule) => rule.cssText.includes('.article .props-table')),
      ),
    linked,
  );
  expect(firstPaint, `${route}: props-table.css in a stylesheet the server links (${linked.join(', ')})`).toBe(true);
}

describe('props tables', () => {
  it('fit the article at 1440 px, the narrow columns at their longest piece and the rest for the description', {
    timeout: 120_000,
  }, async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 }, cookies: AUTHORIZED });
    try {
      for (const route of ROUTES) {
        await gotoStyledPropsTables(page, route);
        const tables = await page.locator('table.props-table').evaluateAll((found) =>
          found.map((table) => {
            const scroller = table.closest('.table-scroll');
            const widths = () => [...table.querySelectorAll('thead th')].map((cell) => cell.getBoundingClientRect().width);
            const columns = widths();
            // Each column at its narrowest: the widths of the table laid out as narrow as its pieces allow.
            (table as HTMLElement).style.width = 'min-content';
            const narrowest = widths();
            (table as HTMLElement).style.removeProperty('width');
            return {
              sideways: scroller === null ? 0 : scroller.scrollWidth - scroller.clientWidth,
              width: table.getBoundingClientRect().width,
              columns,
              narrowest,
            };
          }),
        );
        expect(tables.length, route).toBeGreaterThan(0);
        for (const table of tables) {
          expect(table.sideways, route).toBeLessThanOrEqual(0);
          const atNarrowest = (i: number) => (table.columns[i] ?? 0) <= (table.narrowest[i] ?? 0) + 1;
          // Name, default and "Required" give all their room away.
          expect(
            [0, 2, 3].filter((i) => !atNarrowest(i)),
            route,
          ).toEqual([]);
          // The description has half the table, or every other column is at its narrowest to make it as wide as it is.
          const half = (table.columns[4] ?? 0) >= table.width / 2 - 1;
          expect(half || [0, 1, 2, 3].every(atNarrowest), `${route}: ${table.columns.map(Math.round)}`).toBe(true);
        }
      }
    } finally {
      await context.close();
    }
  });

  it('become stacked cards at 390 px, each cell named, and the page does not scroll sideways', { timeout: 60_000 }, async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 390, height: 844 }, cookies: AUTHORIZED });
    try {
      await gotoStyledPropsTables(page, '/components/button-code');
      const table = page.locator('table.props-table').first();
      await table.scrollIntoViewIfNeeded();
      const layout = await table.evaluate((element) => {
        const row = element.querySelector('tbody tr');
        const cells = [...(row?.querySelectorAll('td') ?? [])];
        return {
          rowDisplay: row === null ? '' : getComputedStyle(row).display,
          // Cards stack their cells: each starts below the one before.
          stacked: cells.every(
            (cell, index) => index === 0 || cell.getBoundingClientRect().top >= (cells[index - 1]?.getBoundingClientRect().bottom ?? 0) - 1,
          ),
          labels: cells.slice(1).map((cell) => getComputedStyle(cell, '::before').content),
          headVisible: (element.querySelector('thead')?.getBoundingClientRect().height ?? 0) > 2,
        };
      });
      expect(layout.rowDisplay).toBe('block');
      expect(layout.stacked).toBe(true);
      expect(layout.labels).toEqual(['"Type"', '"Default"', '"Required"', '"Description"']);
      expect(layout.headVisible).toBe(false);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
