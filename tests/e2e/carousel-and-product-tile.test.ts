/**
 * The Carousel and Product tile examples as a shopper sees them, in the four
 * themes at 1440 and 390 px: the carousel pages a whole view at a time, with
 * one dot per page, a last page that is full, no tile wider than its slide and
 * no price broken over two lines;
 * every product tile shows a picture that has loaded (never a blank frame), and
 * the compact tile keeps its price right under the name.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from './support/browser';
import { AUTHORIZED } from './support/cookies';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const LIVE_TIMEOUT = 20_000;
const NAVIGATION_TIMEOUT_MS = 90_000;
const THEMES = ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'] as const;
/** Width, and the slides per view the example asks for at that width (xs 2, md and up 3); five slides in all. */
const WIDTHS = [
  { width: 1440, perView: 3 },
  { width: 390, perView: 2 },
] as const;
const SLIDES = 5;

async function liveExample(page: Page, selector: string): Promise<void> {
  const stage = page.locator('.example__stage', { has: page.locator(selector) }).first();
  await stage.scrollIntoViewIfNeeded();
  await expect.poll(() => stage.getAttribute('data-state'), { timeout: LIVE_TIMEOUT }).toBe('live');
}

/** Slides in view, how far each lies outside the viewport, and whether any tile is wider than its slide. */
function carouselView(page: Page) {
  return page
    .locator('.hb-carousel')
    .first()
    .evaluate((carousel) => {
      const viewport = carousel.querySelector('.hb-carousel__viewport')?.getBoundingClientRect();
      if (viewport === undefined) throw new Error('the carousel has no viewport');
      const slides = [...carousel.querySelectorAll<HTMLElement>('.hb-carousel__slide')];
      const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
      return {
        shown: shown.map((slide) => slide.getAttribute('aria-label')),
        outside: shown.map((slide) => {
          const box = slide.getBoundingClientRect();
          return Math.max(0, viewport.left - box.left, box.right - viewport.right);
        }),
        overflowing: slides
          .flatMap((slide) => [...slide.querySelectorAll<HTMLElement>('*')].map((element) => ({ slide, element })))
          .filter(({ slide, element }) => element.getBoundingClientRect().right > slide.getBoundingClientRect().right + 1)
          .map(({ element }) => element.className || element.localName),
        dots: carousel.querySelectorAll('.hb-carousel__dot').length,
        // A price is one figure: its text sits on one line ("CHF" above "1'299.–" reads as two).
        brokenPrices: [...carousel.querySelectorAll('.hb-product-tile__amount')]
          .filter((amount) => {
            const text = document.createRange();
            text.selectNodeContents(amount);
            return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size > 1;
          })
          .map((amount) => amount.textContent),
      };
    });
}

describe('Carousel and Product tile examples in every theme at desktop and phone width', () => {
  for (const theme of THEMES) {
    for (const { width, perView } of WIDTHS) {
      it(`${theme} at ${width}px: the carousel pages by view and the tiles show their pictures`, { timeout: 120_000 }, async () => {
        const { page, context, errors } = await openPage(browser(), {
          viewport: { width, height: 900 },
          cookies: { ...AUTHORIZED, '.themeshade': theme },
        });
        // The first render of a page with examples on a cold, busy server can take longer than a navigation's default.
        page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
        try {
          await gotoHydrated(page, '/components/carousel-design');
          expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
          await liveExample(page, '.hb-carousel');
          const pages = Math.ceil(SLIDES / perView);
          await expect.poll(async () => (await carouselView(page)).dots).toBe(pages);
          const first = await carouselView(page);
          expect(first.shown).toHaveLength(perView);
          expect(first.outside.every((gap) => gap <= 1)).toBe(true);
          expect(first.overflowing).toEqual([]);
          expect(first.brokenPrices).toEqual([]);
          const next = page.locator('.hb-carousel').first().getByRole('button', { name: 'Nächste' });
          for (let turn = 1; turn < pages; turn++) await next.click();
          await expect.poll(() => next.isDisabled()).toBe(true);
          // The last page is full: as many tiles as any other page, the last slide among them, all inside the viewport.
          await expect.poll(async () => (await carouselView(page)).outside.every((gap) => gap <= 1)).toBe(true);
          const last = await carouselView(page);
          expect(last.shown).toHaveLength(perView);
          expect(last.shown).toContain(`${SLIDES} von ${SLIDES}`);
          expect(await page.locator('.hb-carousel__dot[aria-current="true"]').getAttribute('aria-label')).toBe(
            `Seite ${pages} von ${pages}`,
          );

          await gotoHydrated(page, '/components/product-tile');
          await liveExample(page, '.hb-product-tile');
          const tiles = page.locator('.example__stage .hb-product-tile');
          expect(await tiles.count()).toBeGreaterThanOrEqual(2);
          for (const tile of await tiles.all()) {
            await tile.scrollIntoViewIfNeeded();
            const picture = tile.locator('img').first();
            await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
            expect(await picture.getAttribute('width')).toMatch(/^\d+$/);
            expect(await picture.getAttribute('height')).toMatch(/^\d+$/);
            expect(await picture.getAttribute('loading')).toBe('lazy');
            const box = await picture.boundingBox();
            expect(box?.width ?? 0).toBeGreaterThan(40);
            expect(box?.height ?? 0).toBeGreaterThan(40);
          }
          const compact = page.locator('.example__stage .hb-product-tile--compact').first();
          const gap = await compact.evaluate((tile) => {
            const name = tile.querySelector('.hb-product-tile__name')?.getBoundingClientRect();
            const price = tile.querySelector('.hb-product-tile__price')?.getBoundingClientRect();
            return name === undefined || price === undefined ? Number.POSITIVE_INFINITY : price.top - name.bottom;
          });
          expect(gap).toBeLessThanOrEqual(12);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
