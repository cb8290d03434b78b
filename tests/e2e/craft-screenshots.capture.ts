/**
 * The screenshots in docs/screenshots/ of the pages designers judge the
 * portal by (Components, Button code, Table, Carousel, Product tile,
 * Typography, Colors), in alpine-light and lakeside-dark at 1440 and 390 px,
 * each scrolled to what it is about. Not part of `npm test`: run
 * `npm run screenshots`, then look at every one before committing them.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, openPage } from './support/browser';

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');
/** Name, route, and the part of the page the picture shows (null: the top). */
export const CRAFT_SCREENS: readonly (readonly [string, string, string | null])[] = [
  ['components', '/components', null],
  ['button-code', '/components/button-code', 'table.props-table'],
  ['table', '/components/table', '.example'],
  ['carousel', '/components/carousel-design', '.example'],
  ['product-tile', '/components/product-tile', '.example'],
  ['typography', '/foundations/typography-design', '.token-table'],
  ['colors', '/foundations/colors-design', '.token-ramps'],
];
export const CRAFT_THEMES = ['alpine-light', 'lakeside-dark'] as const;
export const CRAFT_WIDTHS = [1440, 390] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('craft screenshots', () => {
  for (const theme of CRAFT_THEMES) {
    for (const width of CRAFT_WIDTHS) {
      it(`${theme} at ${width}px`, { timeout: 180_000 }, async () => {
        const { page, context } = await openPage(browser, {
          viewport: { width, height: width < 600 ? 844 : 900 },
          reducedMotion: 'reduce',
          cookies: { '.themeshade': theme, 'hb-test': '1' },
        });
        for (const [name, route, part] of CRAFT_SCREENS) {
          await gotoHydrated(page, route);
          if (part !== null) {
            await page
              .locator(part)
              .first()
              .evaluate((element) => element.scrollIntoView({ block: 'start' }));
            // Below the pinned header.
            await page.evaluate(() => window.scrollBy(0, -80));
            await page.locator(`${part} img, ${part} .example__stage[data-state="live"], ${part}`).first().waitFor();
          }
          await page.evaluate(async () => {
            await document.fonts.ready;
          });
          const path = `${OUT}/${name}-${theme}-${width}.png`;
          await page.screenshot({ path });
          expect(existsSync(path)).toBe(true);
        }
        await context.close();
      });
    }
  }
});
