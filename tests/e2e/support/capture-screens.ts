/**
 * The screenshot captures of docs/screenshots/ (`npm run screenshots`, not part of `npm test`): each screen of
 * a list in each theme and width, scrolled to the part it is about, with its pictures, live examples and fonts
 * in, so a person can look at every one before committing it.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from './browser';
import { useBrowser } from './use-browser';

export const SCREENSHOTS_DIR = resolve(import.meta.dirname, '../../../docs/screenshots');

export interface Screen {
  /** The file's name before `-<theme>-<width>.png`. */
  readonly name: string;
  readonly route: string;
  /** What the picture shows, scrolled to the top below the pinned header; null: the top of the page. */
  readonly part: string | null;
  /** A last step before the picture, e.g. focusing what shows more on focus. */
  readonly prepare?: (page: Page) => Promise<void>;
}

export interface CaptureOptions {
  readonly themes: readonly string[];
  readonly widths: readonly number[];
}

async function capture(page: Page, screen: Screen, path: string): Promise<void> {
  await gotoHydrated(page, screen.route);
  const { part } = screen;
  if (part !== null) {
    await page
      .locator(part)
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'start' }));
    // Below the pinned header.
    await page.evaluate(() => window.scrollBy(0, -80));
    await page.locator(`${part} img, ${part} .example__stage[data-state="live"], ${part}`).first().waitFor();
  }
  await screen.prepare?.(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.screenshot({ path });
}

/** One test per theme and width, each taking every screen in one page. */
export function captureScreens(title: string, screens: readonly Screen[], options: CaptureOptions): void {
  const browser = useBrowser();
  beforeAll(() => {
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  });

  describe(title, () => {
    for (const theme of options.themes) {
      for (const width of options.widths) {
        it(`${theme} at ${width}px`, { timeout: 180_000 }, async () => {
          const { page, context } = await openPage(browser(), {
            viewport: { width, height: width < 600 ? 844 : 900 },
            reducedMotion: 'reduce',
            cookies: { '.themeshade': theme, 'hb-test': '1' },
          });
          for (const screen of screens) {
            const path = `${SCREENSHOTS_DIR}/${screen.name}-${theme}-${width}.png`;
            await capture(page, screen, path);
            expect(existsSync(path)).toBe(true);
          }
          await context.close();
        });
      }
    }
  });
}
