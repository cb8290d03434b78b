/**
 * The screenshots in docs/screenshots/ of component status and history: a component page with its status badge
 * (focused, so its meaning shows), a code page's Changelog, and the Component status page, in alpine-light and
 * lakeside-dark at 1440 and 390 px. Not part of `npm test`: run `npm run screenshots`, then look at every one
 * before committing them.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gotoHydrated, launchBrowser, openPage } from './support/browser';

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');
/** Name, route, and the part of the page the picture shows (null: the top). */
const SCREENS: readonly (readonly [string, string, string | null])[] = [
  ['status-badge', '/components/button-design', null],
  ['changelog', '/components/carousel-code', '.component-changelog'],
  ['component-status', '/components/component-status', null],
];
const THEMES = ['alpine-light', 'lakeside-dark'] as const;
const WIDTHS = [1440, 390] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('versions screenshots', () => {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      it(`${theme} at ${width}px`, { timeout: 180_000 }, async () => {
        const { page, context } = await openPage(browser, {
          viewport: { width, height: width < 600 ? 844 : 900 },
          reducedMotion: 'reduce',
          cookies: { '.themeshade': theme, 'hb-test': '1' },
        });
        for (const [name, route, part] of SCREENS) {
          await gotoHydrated(page, route);
          if (part !== null) {
            await page
              .locator(part)
              .first()
              .evaluate((element) => element.scrollIntoView({ block: 'start' }));
            await page.evaluate(() => window.scrollBy(0, -80));
          }
          // The badge's meaning shows on keyboard focus, as a reader tabbing to it sees it.
          if (name === 'status-badge') {
            await page.locator('.status-badge').first().focus();
            await page.locator('.status-badge__meaning').first().waitFor({ state: 'visible' });
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
