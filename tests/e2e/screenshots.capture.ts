/**
 * Screenshots of the main screens at 375px and 1440px in a light and a dark
 * theme, for a person to look at (docs/portal.md, "Look at it"). Not part of
 * `npm test`: run `npm run screenshots`; they land in .bench/screenshots/
 * (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, waitForAnimations } from './support/browser';
import { useBrowser } from './support/use-browser';

const OUT = resolve(import.meta.dirname, '../../.bench/screenshots');
const SCREENS: readonly (readonly [string, string])[] = [
  ['home', '/'],
  ['section', '/components'],
  ['design-tab', '/components/button-design'],
  ['code-tab', '/components/button-code'],
  ['not-found', '/components/nope'],
];
const WIDTHS = (process.env['SCREENSHOT_WIDTHS'] ?? '375,1440').split(',').map(Number);
const THEMES = (process.env['SCREENSHOT_THEMES'] ?? 'alpine-light,alpine-dark').split(',');

const browser = useBrowser();
beforeAll(() => {
  mkdirSync(OUT, { recursive: true });
});

describe('screenshots', () => {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      it(`${theme} at ${width}px`, async () => {
        const { page, context } = await openPage(browser(), {
          viewport: { width, height: width < 600 ? 812 : 900 },
          cookies: { '.themeshade': theme, 'hb-test': '1' },
        });
        for (const [name, route] of SCREENS) {
          await gotoHydrated(page, route);
          const path = `${OUT}/${name}-${width}-${theme}.png`;
          await page.screenshot({ path, fullPage: name === 'home' });
          expect(existsSync(path)).toBe(true);
        }
        await gotoHydrated(page, '/components/button-design');
        if (width < 1024) {
          await page.getByRole('button', { name: 'Open Navigation' }).click();
          await waitForAnimations(page);
          await page.screenshot({ path: `${OUT}/menu-${width}-${theme}.png` });
          await page.getByRole('button', { name: 'Close Navigation' }).click();
        }
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('combobox', { name: 'Search' }).fill('button');
        await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
        await waitForAnimations(page);
        await page.screenshot({ path: `${OUT}/search-${width}-${theme}.png` });
        await context.close();
      });
    }
  }
});
