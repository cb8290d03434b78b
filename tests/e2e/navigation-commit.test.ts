/**
 * A navigation commits once (docs/portal.md): the address, the tab title
 * and the page change in the same frame, and while the next page's data is
 * still on its way the old page stays under its own address with a progress
 * bar. Frames are sampled in the page with requestAnimationFrame; no test here
 * waits for a fixed time.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

interface Frame {
  readonly path: string;
  readonly title: string;
  readonly heading: string;
}

/** Records address, title and h1 at every animation frame until stopped. */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: { path: string; title: string; heading: string }[] = [];
    const state = window as unknown as { frames: typeof frames; recording: boolean };
    state.frames = frames;
    state.recording = true;
    const sample = () => {
      frames.push({
        path: location.pathname,
        title: document.title,
        heading: document.querySelector('#main h1')?.textContent ?? '',
      });
      if (state.recording) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

async function stopRecording(page: Page): Promise<Frame[]> {
  return page.evaluate(() => {
    const state = window as unknown as { frames: Frame[]; recording: boolean };
    state.recording = false;
    return state.frames;
  });
}

/** Frames where one of address, title and heading already shows the new page and another still the old one. */
const torn = (frames: readonly Frame[], newPath: string, newHeading: string) =>
  frames.filter((frame) => {
    const shown = [frame.path === newPath, frame.title.startsWith(`${newHeading} -`), frame.heading === newHeading];
    return shown.some(Boolean) && !shown.every(Boolean);
  });

describe('a navigation commits once', () => {
  it('changes address, title and page in the same frame for a prefetched page', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    const link = page.getByRole('navigation', { name: 'Components pages' }).getByRole('link', { name: 'Chip', exact: true });
    // Hovering prefetches the page data (if being in view has not already).
    await link.hover();
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith('/components/chip-design') && (entry as PerformanceResourceTiming).responseEnd > 0),
      undefined,
      { timeout: 15_000 },
    );
    await recordFrames(page);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Chip' }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const frames = await stopRecording(page);
    expect(frames.some((frame) => frame.path === '/designsystem/components/chip-design')).toBe(true);
    expect(torn(frames, '/designsystem/components/chip-design', 'Chip')).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByName('harbor:navigation-commit').length)).toBe(1);
    // The first frame may show the article's first screen only (viewer/article/first-screen.ts); every heading of
    // the page follows, with nothing left holding the rest's place.
    const headings = await page.evaluate(async () => {
      const data = await (await fetch(location.pathname, { headers: { Accept: 'application/json' } })).json();
      const count = (nodes: { type: string; children?: unknown[] }[]): number =>
        nodes.reduce((sum, node) => sum + (node.type === 'heading' ? 1 : 0) + count((node.children ?? []) as typeof nodes), 0);
      return count(data.view.page.body);
    });
    expect(headings).toBeGreaterThan(5);
    await expect.poll(() => page.locator('#main .article :is(h2, h3)').count()).toBe(headings);
    expect(await page.locator('#main .article__rest').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the old page under its own address and shows progress while the data is on its way', async () => {
    const { page, context, errors } = await openPage(browser());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the page data of Chip (fetched with Accept: application/json), whether prefetched or asked for on click.
    await page.route('**/components/chip-design', async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });
    await gotoHydrated(page, '/components/button-design');
    await recordFrames(page);
    await page.getByRole('navigation', { name: 'Components pages' }).getByRole('link', { name: 'Chip', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Loading page' });
    await progress.waitFor();
    await expect.poll(() => progress.evaluate((element) => getComputedStyle(element).opacity), { timeout: 15_000 }).toBe('1');
    expect(new URL(page.url()).pathname).toBe('/designsystem/components/button-design');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Button');
    release();
    await page.getByRole('heading', { level: 1, name: 'Chip' }).waitFor();
    await progress.waitFor({ state: 'detached' });
    const frames = await stopRecording(page);
    expect(torn(frames, '/designsystem/components/chip-design', 'Chip')).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/designsystem/components/chip-design');
    expect(errors).toEqual([]);
    await context.close();
  });
});
