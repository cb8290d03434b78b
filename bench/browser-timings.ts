/**
 * What a reader feels in Chromium, read from the portal's performance marks
 * (viewer/search/search-marks.ts, viewer/routing/use-portal-router.ts):
 *   - search first open: a fresh page load, then Ctrl+K; from the key event
 *     to the overlay's input focused before its first paint;
 *   - click to paint: a prefetched sub-navigation link clicked; from the click
 *     event to the animation frame after the new page's commit.
 * Each figure is the median of RUNS.browserTimings runs, each on a fresh load. Interaction to next paint at a 4x CPU
 * slowdown is taken in the same Chromium (bench/interaction-timings.ts).
 */
import { chromium, type Page } from 'playwright-core';
import { PAGES, RUNS } from './bench-config';
import { type Attempt, attempt } from './attempt';
import type { ChildServer } from './child-server';
import { type InteractionTimings, measureInteractions } from './interaction-timings';
import { spread, type Spread } from './stats';

export interface BrowserTimings {
  readonly runs: number;
  readonly searchOpenMs: Spread;
  readonly clickToPaintMs: Spread;
  /** Interaction to next paint of a playground change and of typing in search, or why it was not measured. */
  readonly interaction: Attempt<InteractionTimings>;
}

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/** Records the timestamp of the next event of a type, in the page's performance timeline. */
async function armEvent(page: Page, type: 'keydown' | 'click'): Promise<void> {
  await page.evaluate((eventType) => {
    const state = window as unknown as { eventAt: number | undefined };
    state.eventAt = undefined;
    window.addEventListener(
      eventType,
      (event) => {
        state.eventAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
  }, type);
}

async function loadHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  // Idle after hydration: the search chunk preload and viewport prefetches have run.
  await page.waitForLoadState('networkidle');
}

async function searchOpenOnce(page: Page, url: string): Promise<number> {
  await loadHydrated(page, url);
  await armEvent(page, 'keydown');
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => performance.getEntriesByName('harbor:search-ready').length > 0);
  return page.evaluate(() => {
    const ready = performance.getEntriesByName('harbor:search-ready')[0]!.startTime;
    return ready - (window as unknown as { eventAt: number }).eventAt;
  });
}

async function clickToPaintOnce(page: Page, url: string): Promise<number> {
  await loadHydrated(page, url);
  const link = page.getByRole('navigation', { name: 'Components pages' }).getByRole('link', { name: 'Chip', exact: true });
  await link.hover();
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/components/chip-design')),
  );
  await page.evaluate(() => {
    const state = window as unknown as { paintedAt?: number };
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('harbor:navigation-commit').length === 0) return;
      observer.disconnect();
      requestAnimationFrame((frameTime) => {
        state.paintedAt = frameTime;
      });
    }).observe({ type: 'mark', buffered: false });
  });
  await armEvent(page, 'click');
  await link.click();
  await page.waitForFunction(() => (window as unknown as { paintedAt?: number }).paintedAt !== undefined);
  return page.evaluate(() => {
    const state = window as unknown as { paintedAt: number; eventAt: number };
    return state.paintedAt - state.eventAt;
  });
}

export async function measureBrowserTimings(portal: ChildServer, log: (line: string) => void): Promise<BrowserTimings> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const url = `${portal.origin}${PAGES.component}`;
    const searchOpen: number[] = [];
    const clickToPaint: number[] = [];
    for (let run = 0; run < RUNS.browserTimings; run++) {
      searchOpen.push(await searchOpenOnce(page, url));
      clickToPaint.push(await clickToPaintOnce(page, url));
    }
    log(`  search first open median ${spread(searchOpen, 1).median} ms, click to paint median ${spread(clickToPaint, 1).median} ms`);
    await context.close();
    const interaction = await attempt('interaction to next paint', log, () => measureInteractions(browser, portal, log));
    return { runs: RUNS.browserTimings, searchOpenMs: spread(searchOpen, 1), clickToPaintMs: spread(clickToPaint, 1), interaction };
  } finally {
    await browser.close();
  }
}
