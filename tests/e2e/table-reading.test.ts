/**
 * Tables that read (docs/components.md, Props tables), on one props table, in Chromium with the
 * server-rendered page and its first paint's stylesheets, which carry the props tables' own rules (checked below): a
 * union type breaks only after a `|`, never inside a member, even squeezed to its narrowest; at 1440 and 390 px no
 * code span in the table breaks; and a table too wide for the column at 390 px scrolls inside its own region, which
 * shows the edge shadows that say more lies to the side (the Table page's Markdown tables: a props table is a stack of
 * cards there, and fits).
 */
import { describe, expect, it } from 'vitest';
import { openPage, urlOf } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('a props table reads at every width', () => {
  it('breaks a union type only after its |, never inside a name, and scrolls in a region with a visible cue', {
    timeout: 60_000,
  }, async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await context.route(/\.js$/, (route) => route.abort());
    await page.goto(urlOf('/components/button-code'), { waitUntil: 'load' });
    // What a reader sees before any script: the props tables' stylesheet is the first paint's, not a view chunk's.
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.article .props-table'))),
      ),
    ).toBe(true);
    const wrappedCodes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main .props-table code')]
          .filter((code) => code.getClientRects().length > 1)
          .map((code) => code.textContent),
      );
    expect(await wrappedCodes()).toEqual([]);
    // Nor does one reach out of its cell into the next.
    const spilled = await page.evaluate(() =>
      [...document.querySelectorAll('main .props-table td code')]
        .filter((code) => code.getBoundingClientRect().right > (code.closest('td')?.getBoundingClientRect().right ?? 0) + 1)
        .map((code) => code.textContent),
    );
    expect(spilled).toEqual([]);

    // Each union's cell squeezed to nothing: every break it allows is taken. Each | stays on its member's line, the
    // next member starts the next line, and no member is broken.
    const unions = await page.evaluate(() => {
      const cells = [...document.querySelectorAll('main .props-table td[data-label="Type"]')].filter(
        (cell) => cell.querySelectorAll('code').length > 1,
      );
      return cells.map((cell) => {
        const squeezed = cell as HTMLElement;
        squeezed.style.display = 'block';
        squeezed.style.width = '0';
        const topOf = (node: Node, from?: number) => {
          const range = document.createRange();
          if (from === undefined) range.selectNodeContents(node);
          else {
            range.setStart(node, from);
            range.setEnd(node, from + 1);
          }
          return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
        };
        const breaks: string[] = [];
        const children = [...cell.childNodes];
        children.forEach((child, i) => {
          if (child.nodeName === 'CODE' && topOf(child).length !== 1) breaks.push(`"${child.textContent}" breaks inside`);
          const bar = child.nodeType === Node.TEXT_NODE ? (child.textContent ?? '').indexOf('|') : -1;
          if (bar === -1) return;
          const [barTop] = topOf(child, bar);
          const [before] = topOf(children[i - 1]!);
          const [after] = topOf(children[i + 1]!);
          // The code spans' boxes sit a few pixels off the text's (their font and padding); a line is over 20 px.
          if (barTop === undefined || before === undefined || Math.abs(barTop - before) > 8)
            breaks.push(`a line starts with the | before "${children[i + 1]?.textContent}"`);
          if (after === undefined || barTop === undefined || after - barTop < 8)
            breaks.push(`no break after the | before "${children[i + 1]?.textContent}"`);
        });
        squeezed.style.removeProperty('display');
        squeezed.style.removeProperty('width');
        return { type: cell.textContent, breaks };
      });
    });
    expect(unions.length).toBeGreaterThan(0);
    expect(unions.filter((union) => union.breaks.length > 0)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 900 });
    expect(await wrappedCodes()).toEqual([]);
    // On a phone a props table is a stack of cards that fits; the Table page's Markdown tables do not fit, and scroll.
    await page.goto(urlOf('/components/table'), { waitUntil: 'load' });
    expect(await wrappedCodes()).toEqual([]);
    const regions = await page.evaluate(() =>
      [...document.querySelectorAll('main .table-scroll')].map((region) => ({
        scrolls: region.scrollWidth > region.clientWidth,
        cue: getComputedStyle(region).backgroundImage,
        pageWidth: document.documentElement.scrollWidth,
      })),
    );
    expect(regions.some((region) => region.scrolls)).toBe(true);
    for (const region of regions) {
      expect(region.pageWidth).toBeLessThanOrEqual(390);
      // The edge shadows: the covers scroll with the content, the shadows stay at the region's edges.
      expect(region.cue.match(/gradient/g)?.length).toBe(4);
    }
    await context.close();
  });
});
