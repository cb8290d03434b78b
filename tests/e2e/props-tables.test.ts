/**
 * Props tables (content/README.md Props tables) read without breaking a name: from 600 px each prop is a two-line
 * row, name, type, default and "Required" on the first line in columns that line up across the header and every row,
 * the description on the second, and at 1440 px no table scrolls sideways and no cell's content runs into the next
 * column; at 390 px each prop is a stacked card that names its cells. The tables' stylesheet
 * (viewer/article/props-table.css) is in the first paint.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoHydrated, openPage } from './support/browser';
import { AUTHORIZED } from './support/cookies';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
/**
 * Pages whose tables need the most room: the longest name and the widest table (Search field), the longest signature
 * piece (Image), and the longest default, wider than the default column's limit (Energy label).
 */
const ROUTES = ['/components/search-field-code', '/components/image', '/components/energy-label'];

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
  it('fit the article at 1440 px as two-line rows: aligned columns above, the description below across most of the table', {
    timeout: 120_000,
  }, async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 }, cookies: AUTHORIZED });
    try {
      for (const route of ROUTES) {
        await gotoStyledPropsTables(page, route);
        // The grid layout keeps the table's roles: its header cells are column headers, each prop a row.
        const table = page
          .getByRole('table')
          .filter({ has: page.getByRole('columnheader', { name: 'Required' }) })
          .first();
        expect(await table.getByRole('columnheader').allTextContents(), route).toEqual([
          'Name',
          'Type',
          'Default',
          'Required',
          'Description',
        ]);
        expect(await table.getByRole('row').count(), route).toBeGreaterThan(2);
        const tables = await page.locator('table.props-table').evaluateAll((found) =>
          found.map((table) => {
            const scroller = table.closest('.table-scroll');
            const box = (element: Element | null | undefined) => element?.getBoundingClientRect() ?? new DOMRect();
            const tableBox = box(table);
            const headType = box(table.querySelector('thead th:nth-child(2)')).left;
            const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')].map((row) => {
              const cells = [...row.cells];
              const description = box(cells[4]);
              return {
                name: cells[0]?.textContent ?? '',
                // Content wider than its cell runs into the next column.
                overflowing: cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.cellIndex),
                typeOffset: Math.abs(box(cells[1]).left - headType),
                below: description.top >= Math.max(...cells.slice(0, 4).map((cell) => box(cell).bottom)) - 1,
                share: description.width / tableBox.width,
              };
            });
            return { sideways: scroller === null ? 0 : scroller.scrollWidth - scroller.clientWidth, rows };
          }),
        );
        expect(tables.length, route).toBeGreaterThan(0);
        for (const table of tables) {
          expect(table.sideways, `${route}: scrolls sideways`).toBeLessThanOrEqual(0);
          expect(table.rows.length, route).toBeGreaterThan(0);
          for (const row of table.rows) {
            const where = `${route} ${row.name}`;
            expect(row.overflowing, `${where}: cells whose content overflows`).toEqual([]);
            expect(row.typeOffset, `${where}: type column offset from the header's`).toBeLessThanOrEqual(1);
            expect(row.below, `${where}: description below the name line`).toBe(true);
            expect(row.share, `${where}: description's share of the table`).toBeGreaterThanOrEqual(0.6);
          }
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
