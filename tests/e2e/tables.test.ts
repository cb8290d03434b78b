/**
 * Tables never break a word: on every page, at 1440 and 390 px wide, no inline code in a
 * table cell breaks inside itself (a props table's default, a sentence or a function, may break at its spaces and
 * nowhere else), and no table is wider than its column unless it sits in a focusable, named scroll region; the page
 * itself never scrolls sideways.
 * One browser context, each page loaded once and laid out at both widths; scripts are not loaded (the server-rendered
 * page has every table) so the sweep stays quick. What it measures is what a reader sees: the first paint's
 * stylesheets carry the tables' own rules (viewer/examples/component-styles.ts), which each page is checked to have,
 * and a second theme is laid out on pages with props, token and Markdown tables.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTHORIZED } from './support/cookies';
import { gotoHydrated, openPage, urlOf } from './support/browser';
import { allRoutes } from './support/routes';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

const WIDTHS = [1440, 390] as const;

interface TableProblem {
  readonly route: string;
  readonly width: number;
  readonly problem: string;
}

/** Every problem the tables of the loaded page have at the viewport's current width. */
function tableProblems(page: Page): Promise<{ out: string[]; count: number }> {
  return page.evaluate(() => {
    const out: string[] = [];
    const all = [...document.querySelectorAll('main table')];
    // The tables' own rules, in the page's stylesheets before any script runs (a lazy chunk's would be missing here).
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    for (const table of ['props-table', 'token-table'])
      if (document.querySelector(`main table.${table}`) !== null && !rules.includes(`.article .${table} tr`))
        out.push(`the first paint has no .${table} rules`);
    for (const code of document.querySelectorAll('main td code, main th code')) {
      // One line box per code span; a span broken inside gives two rectangles.
      if (code.getClientRects().length === 1) continue;
      // Where it breaks: each character whose line is below the one before starts a line.
      const text = code.textContent ?? '';
      const starts: number[] = [];
      let offset = 0;
      let lastTop: number | undefined;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getClientRects()[0]?.top;
          if (top !== undefined && lastTop !== undefined && top > lastTop + 4) starts.push(offset + i);
          if (top !== undefined) lastTop = top;
        }
        offset += (node.textContent ?? '').length;
      }
      const atSpaces = starts.every((i) => /\s/.test(text[i - 1] ?? '') || /\s/.test(text[i] ?? ''));
      if (!atSpaces || code.closest('.props-table td[data-label="Default"]') === null)
        out.push(`code "${text}" breaks${atSpaces ? '' : ' inside a word'}`);
    }
    for (const table of all) {
      // The article's tables scroll in .table-scroll, a Design tab's variants grid in .variant-grid__scroll.
      const region = table.closest('.table-scroll, .variant-grid__scroll');
      const column = (region ?? table).parentElement;
      if (column === null) continue;
      const tooWide = table.getBoundingClientRect().width > column.getBoundingClientRect().width + 1;
      if (!tooWide) continue;
      if (region === null) out.push('a table wider than its column has no scroll container');
      else if (
        region.getAttribute('tabindex') !== '0' ||
        (region.getAttribute('aria-label') ?? '') === '' ||
        region.tagName !== 'SECTION'
      ) {
        out.push('a scroll container is not a focusable, named region');
      } else if (region.scrollWidth <= region.clientWidth) out.push('a scroll container does not scroll');
    }
    // The table scrolls, not the page: nothing in a scroll container may widen the document (WCAG 1.4.10 Reflow).
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) {
      out.push(`the page scrolls sideways (${scrollWidth} px in ${clientWidth})`);
    }
    return { out, count: all.length };
  });
}

describe('tables at 1440 and 390 px', () => {
  // Each page is loaded once and laid out at both widths: the layout is the width's, the page load is not.
  it('keep every code span in a cell on one line, and scroll inside a named region when wider than their column', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: WIDTHS[0], height: 900 }, cookies: AUTHORIZED });
    await context.route(/\.js$/, (route) => route.abort());
    const routes = await allRoutes('hb-test=1');
    expect(routes.length).toBeGreaterThan(150);
    const problems: TableProblem[] = [];
    const tables = new Map<number, number>(WIDTHS.map((width) => [width, 0]));
    let widths: readonly number[] = WIDTHS;
    for (const route of routes) {
      await page.goto(urlOf(route), { waitUntil: 'load' });
      // Measured in the page's own faces: a fallback face has other widths (and a busy machine may still be loading one).
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      // Alternate the order, so each page starts at the width the last one ended with: one resize per page.
      for (const width of widths) {
        if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
        const found = await tableProblems(page);
        tables.set(width, (tables.get(width) ?? 0) + found.count);
        problems.push(...found.out.map((problem) => ({ route, width, problem })));
      }
      widths = [...widths].reverse();
    }
    for (const width of WIDTHS) expect(tables.get(width), `tables at ${width} px`).toBeGreaterThan(200);
    expect(problems).toEqual([]);
    await context.close();
  }, 600_000);
});

/** Props tables (long unions, signatures and defaults), token tables and Markdown tables: pages of each kind. */
const THEMED_ROUTES = [
  '/components/button-code',
  '/components/dialog-code',
  '/components/search-field-code',
  '/components/carousel-code',
  '/components/table',
  '/components/energy-label',
  '/foundations/colors-design',
  '/foundations/typography/alpine-design',
] as const;

describe('tables in a dark theme of the other brand', () => {
  it('keep every code span whole at 1440 and 390 px on pages with props, token and Markdown tables', {
    timeout: 120_000,
  }, async () => {
    const cookies = { ...AUTHORIZED, '.themeshade': 'lakeside-dark' };
    const { page, context } = await openPage(browser(), { viewport: { width: WIDTHS[0], height: 900 }, cookies });
    await context.route(/\.js$/, (route) => route.abort());
    const problems: TableProblem[] = [];
    const kinds = new Set<string>();
    let widths: readonly number[] = WIDTHS;
    for (const route of THEMED_ROUTES) {
      await page.goto(urlOf(route), { waitUntil: 'load' });
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      expect(await page.evaluate(() => document.documentElement.dataset['theme']), route).toBe('lakeside-dark');
      for (const kind of await page.evaluate(() =>
        [...document.querySelectorAll('main table')].map((table) => table.className.split(' ')[0] || 'markdown'),
      ))
        kinds.add(kind);
      for (const width of widths) {
        if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
        const found = await tableProblems(page);
        problems.push(...found.out.map((problem) => ({ route, width, problem })));
      }
      widths = [...widths].reverse();
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['props-table', 'token-table', 'markdown']));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Table component', () => {
  it("draws a row header's rule and stripe like the rest of its row, so both span the row (only the header row gets the strong rule)", async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 }, cookies: AUTHORIZED });
    await gotoHydrated(page, '/components/table');
    const rowHeaders = page.locator('.example__stage .hb-table tbody th[scope="row"]');
    await expect.poll(() => rowHeaders.count()).toBeGreaterThanOrEqual(3);
    const rules = await rowHeaders.evaluateAll((headers) =>
      headers.map((header) => {
        // The rule and, in a striped table, the stripe: both run the whole row, the row header included.
        const rule = (cell: Element) => {
          const style = getComputedStyle(cell);
          return `${style.borderBottomWidth} ${style.borderBottomStyle} ${style.borderBottomColor} on ${style.backgroundColor}`;
        };
        const cells = [...(header.parentElement?.children ?? [])].filter((cell) => cell !== header);
        return { text: header.textContent, header: rule(header), row: [...new Set(cells.map(rule))] };
      }),
    );
    for (const { text, header, row } of rules) expect(row, `row ${text}`).toEqual([header]);
    const columnHeader = page.locator('.example__stage .hb-table thead th').first();
    expect(await columnHeader.evaluate((cell) => getComputedStyle(cell).borderBottomWidth)).toBe('2px');
    await context.close();
  });
});

describe('foundations pages whose tables fit the column at 1440 px', () => {
  it.each(['/foundations/typography/alpine-design', '/foundations/typography/lakeside-design', '/foundations/spacing-design'])(
    '%s shows every column of its tables at 1440 px, no heading cut off behind a scroll edge',
    async (route) => {
      const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 }, cookies: AUTHORIZED });
      await page.goto(urlOf(route), { waitUntil: 'load' });
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll('main .table-scroll')]
          .filter((region) => region.scrollWidth > region.clientWidth)
          .map((region) => region.querySelector('thead')?.textContent ?? ''),
      );
      expect(cut).toEqual([]);
      await context.close();
    },
  );
});
