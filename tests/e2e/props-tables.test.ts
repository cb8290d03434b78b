/**
 * Props tables (content/README.md Props tables) read without scrolling
 * sideways: at 1440 px every column fits the article, a long type (an event
 * handler's signature) wraps inside its column and the description gets the
 * widest one; at 390 px each prop is a stacked card that names its cells.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONDITION_TIMEOUT_MS, gotoHydrated, openPage } from './support/browser';
import { AUTHORIZED } from './support/cookies';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
/** Pages whose props carry long types: event handlers, unions, object shapes. */
const ROUTES = ['/components/button-code', '/components/carousel-code', '/components/table'];

/**
 * Opens the route and waits for the props tables' own stylesheet (viewer/article/props-table.css, fixed column shares),
 * which comes with the article's view chunk once the app has started, not with the first paint.
 */
async function gotoStyledPropsTables(page: Page, route: string): Promise<void> {
  await gotoHydrated(page, route);
  await page.waitForFunction(
    () => {
      const table = document.querySelector('table.props-table');
      return table !== null && getComputedStyle(table).tableLayout === 'fixed';
    },
    undefined,
    { timeout: CONDITION_TIMEOUT_MS },
  );
}

describe('props tables', () => {
  it('fit the article at 1440 px, with the description the widest column and long types wrapped', { timeout: 120_000 }, async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 }, cookies: AUTHORIZED });
    try {
      for (const route of ROUTES) {
        await gotoStyledPropsTables(page, route);
        const tables = await page.locator('table.props-table').evaluateAll((found) =>
          found.map((table) => {
            const scroller = table.closest('.table-scroll');
            const columns = [...table.querySelectorAll('thead th')].map((cell) => cell.getBoundingClientRect().width);
            return {
              sideways: scroller === null ? 0 : scroller.scrollWidth - scroller.clientWidth,
              columns,
            };
          }),
        );
        expect(tables.length, route).toBeGreaterThan(0);
        for (const table of tables) {
          expect(table.sideways, route).toBeLessThanOrEqual(0);
          const description = table.columns[4] ?? 0;
          expect(Math.max(...table.columns), route).toBe(description);
          expect(description, route).toBeGreaterThan(200);
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
