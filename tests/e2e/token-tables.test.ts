/**
 * Token tables in Chromium: every swatch on the colours page shows its token's
 * value in the current theme, follows the theme switcher live, and the motion
 * demos stand still under prefers-reduced-motion; at desktop width (1440 px) every
 * token table of the foundations pages shows all its columns without scrolling.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readTokenFiles } from '../../tokens/build/tokens-fs';
import { buildTokens } from '../../tokens/build/token-build';
import { parseColour, type TokenCatalogue } from '../../core/tokens';
import { AUTHORIZED } from './support/cookies';
import { gotoHydrated, openPage, urlOf } from './support/browser';
import { allRoutes } from './support/routes';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const catalogue = (await buildTokens(readTokenFiles(resolve(import.meta.dirname, '../../tokens')) ?? [])).catalogue as TokenCatalogue;

/** The swatches of the page as [token path, computed background], read from the browser. */
async function swatches(page: Page): Promise<[string, string][]> {
  return page.$$eval('[data-token-swatch]', (nodes) =>
    nodes.map((node) => [node.getAttribute('data-token-swatch') ?? '', getComputedStyle(node).backgroundColor] as [string, string]),
  );
}

/** Chromium's computed colour ('rgb(200, 16, 46)' or 'rgba(0, 0, 0, 0.64)') against a token value ('#c8102e', '#000000a3'). */
function sameColour(computed: string, tokenValue: string): boolean {
  const numbers = computed.match(/[\d.]+/g)?.map(Number) ?? [];
  const expected = parseColour(tokenValue);
  if (expected === null || numbers.length < 3) return false;
  const alpha = numbers[3] ?? 1;
  return numbers[0] === expected.r && numbers[1] === expected.g && numbers[2] === expected.b && Math.abs(alpha - expected.a) < 0.01;
}

function mismatches(found: [string, string][], theme: string): string[] {
  return found.flatMap(([path, computed]) => {
    const value = catalogue.tokens.find((token) => token.path === path)?.values[theme] ?? '';
    return sameColour(computed, value) ? [] : [`${path}: ${computed} instead of ${value} (${theme})`];
  });
}

describe('colour swatches drawn from the tokens', () => {
  it('show every colour token of the colours page at its value, and follow a switch to lakeside-dark', async () => {
    const { page, context, errors } = await openPage(browser(), { cookies: { '.themeshade': 'alpine-light' } });
    await gotoHydrated(page, '/foundations/colors-design');
    const light = await swatches(page);
    expect(light.length).toBeGreaterThan(50);
    // Every colour token is on the page, except the energy label scale, which its component page shows.
    const colours = catalogue.tokens.filter((t) => t.type === 'color' && !t.path.startsWith('color.energy.')).map((t) => t.path);
    expect(new Set(light.map(([path]) => path))).toEqual(new Set(colours));
    expect(mismatches(light, 'alpine-light')).toEqual([]);

    await page.getByRole('combobox', { name: 'Theme' }).selectOption('lakeside-dark');
    await expect.poll(async () => mismatches(await swatches(page), 'lakeside-dark'), { timeout: 15_000 }).toEqual([]);
    // The roles changed; the palettes (the same in every theme) did not.
    const dark = new Map(await swatches(page));
    expect(dark.get('color.surface.default')).not.toBe(new Map(light).get('color.surface.default'));
    expect(dark.get('color.alpine.red-500')).toBe(new Map(light).get('color.alpine.red-500'));
    await expect.poll(() => page.getByRole('columnheader', { name: 'Value (lakeside-dark)' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names each copy button after the variable it copies, and shows the contrast of colour roles', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/foundations/colors-design');
    await expect.poll(() => page.getByRole('button', { name: 'Copy --hb-color-text-default' }).count()).toBe(1);
    const region = page.getByRole('region', { name: 'Tokens color.text' });
    expect(await region.getAttribute('tabindex')).toBe('0');
    const row = region.getByRole('row').filter({ hasText: '--hb-color-text-subtle' });
    expect(await row.textContent()).toMatch(/\d+\.\d\d:1 (AA|AAA) on --hb-color-surface-default/);
    await context.close();
  });

  it('shows a brand page in its own brand whatever the theme', async () => {
    const { page, context } = await openPage(browser(), { cookies: { '.themeshade': 'alpine-dark' } });
    await gotoHydrated(page, '/foundations/typography/lakeside-design');
    const family = await page.$eval('[data-token-group="font.family.display"] .token-type', (node) => getComputedStyle(node).fontFamily);
    expect(family).toMatch(/^"Lakeside Serif"/);
    await context.close();
  });

  it('keeps motion demos still when the reader asks for reduced motion', async () => {
    const read = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, context } = await openPage(browser(), { reducedMotion });
      await gotoHydrated(page, '/foundations/motion/duration-design');
      const duration = await page.$$eval('.token-motion__dot', (dots) => dots.map((dot) => getComputedStyle(dot).transitionDuration));
      await context.close();
      return duration;
    };
    expect(await read('no-preference')).toContain('0.5s');
    const reduced = await read('reduce');
    expect(reduced.length).toBeGreaterThan(4);
    expect(new Set(reduced)).toEqual(new Set(['1e-05s']));
  });
});

describe('token tables at desktop width', () => {
  it('fit their column on every foundations page at 1440 px, long lengths drawn to scale', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 }, cookies: AUTHORIZED });
    const routes = (await allRoutes('hb-test=1')).filter((route) => route.startsWith('/foundations'));
    const problems: string[] = [];
    let tables = 0;
    for (const route of routes) {
      await page.goto(urlOf(route), { waitUntil: 'load' });
      // A brand palette is drawn as ramps, which wrap instead of scrolling: counted, never out of their column.
      tables += await page.locator('.token-ramps').count();
      const found = await page.$$eval('.table-scroll:has(> .token-table)', (regions) => ({
        // At desktop width a token table shows every column; only a phone scrolls it.
        out: regions
          .filter((region) => region.scrollWidth > region.clientWidth + 1)
          .map((region) => `${region.getAttribute('aria-label')} scrolls (${region.scrollWidth} > ${region.clientWidth} px)`),
        count: regions.length,
      }));
      tables += found.count;
      problems.push(...found.out.map((problem) => `${route}: ${problem}`));
    }
    expect(tables).toBeGreaterThan(50);
    expect(problems).toEqual([]);
    const breakpoints = page.getByRole('region', { name: 'Tokens breakpoint' });
    await page.goto(urlOf('/foundations/screen-ranges-and-breakpoints'));
    expect(await breakpoints.getByRole('columnheader').first().textContent()).toMatch(/^Specimen \(1:\d+\)$/);
    await context.close();
  }, 300_000);
});
