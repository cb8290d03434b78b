/**
 * docs/performance.md, in the browser: interaction to next paint as web-vitals measures it, at a 4x CPU slowdown
 * (CDP `Emulation.setCPUThrottlingRate`, set before each load, so hydration is slowed too). The page records the
 * Event Timing API's entries (`PerformanceObserver`, type `event`, `durationThreshold: 16`, buffered); entries are
 * grouped by interactionId, an interaction lasts as long as its longest entry, and a load's INP is its longest
 * interaction (0 when none reached 16 ms). Two interactions, each on RUNS.interaction fresh loads:
 *   - a playground change on the Button code page: its `variant` select focused and changed with ArrowDown, until the
 *     playground's code shows the new variant;
 *   - typing in search on the Button design page: Ctrl+K, then a word typed one key at a time, each key waited for in
 *     the input, until results are listed; the figure covers the Ctrl+K too, as a reader's INP would, and the keys'
 *     own longest is kept beside it.
 * Entries arrive once the frame after an interaction is presented: they are read five frames after the page showed
 * its change.
 */
import type { Browser, Page } from 'playwright-core';
import { PAGES, RUNS } from './bench-config';
import type { ChildServer } from './child-server';
import { spread, type Spread } from './stats';

export const CPU_SLOWDOWN = 4;
/** The word typed into search, one key at a time. */
export const SEARCH_WORD = 'button';

export interface InteractionTimings {
  readonly runs: number;
  readonly cpuSlowdown: number;
  /** INP of a playground change on the code page. */
  readonly playgroundMs: Spread;
  /** INP of opening search with Ctrl+K and typing SEARCH_WORD. */
  readonly searchMs: Spread;
  /** The longest of the typed keys alone (the Ctrl+K left out). */
  readonly searchTypingMs: Spread;
}

interface Interaction {
  readonly id: number;
  readonly name: string;
  readonly start: number;
  readonly duration: number;
}

/** An Event Timing entry; TypeScript's DOM types lack its interactionId. */
type EventEntry = PerformanceEntry & { readonly interactionId: number };

/** Starts recording the page's interactions (buffered, so any since the load count too). */
function observeInteractions(page: Page): Promise<void> {
  return page.evaluate(() => {
    const state = window as unknown as { benchInteractions: Interaction[]; benchObserver: PerformanceObserver };
    state.benchInteractions = [];
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as EventEntry[])
        if (entry.interactionId > 0)
          state.benchInteractions.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
    };
    state.benchObserver = new PerformanceObserver((list) => keep(list.getEntries()));
    state.benchObserver.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** The interactions recorded, five frames after the page showed its change: each the longest of its entries. */
async function interactions(page: Page): Promise<Interaction[]> {
  const entries = await page.evaluate(async () => {
    const state = window as unknown as { benchInteractions: Interaction[]; benchObserver: PerformanceObserver };
    for (let frame = 0; frame < 5; frame++) await new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
    await new Promise((resolveTask) => setTimeout(resolveTask, 0));
    for (const entry of state.benchObserver.takeRecords() as EventEntry[])
      if (entry.interactionId > 0)
        state.benchInteractions.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
    state.benchObserver.disconnect();
    return state.benchInteractions;
  });
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    const known = byId.get(entry.id);
    if (known === undefined || entry.duration > known.duration) byId.set(entry.id, entry);
  }
  return [...byId.values()];
}

const longest = (list: readonly Interaction[]): number => Math.max(0, ...list.map((interaction) => interaction.duration));

async function loadSlowed(page: Page, url: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

async function playgroundOnce(page: Page, url: string): Promise<number> {
  await loadSlowed(page, url);
  const region = page.getByRole('region', { name: 'Playground' });
  await region.scrollIntoViewIfNeeded();
  // The playground hydrates when visible: the change is timed on the live playground, as a reader makes it.
  await page.waitForSelector('[data-playground-preview="page"][data-state="live"]');
  const source = page.locator('.playground__source');
  const before = await source.textContent();
  await region.getByRole('combobox', { name: 'variant', exact: true }).focus();
  await observeInteractions(page);
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction((previous) => document.querySelector('.playground__source')?.textContent !== previous, before);
  return longest(await interactions(page));
}

async function searchOnce(page: Page, url: string): Promise<{ all: number; typing: number }> {
  await loadSlowed(page, url);
  await observeInteractions(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search', exact: true });
  await input.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Search');
  const typingFrom = await page.evaluate(() => performance.now());
  for (let typed = 1; typed <= SEARCH_WORD.length; typed++) {
    await page.keyboard.press(SEARCH_WORD[typed - 1]!);
    await page.waitForFunction(
      (expected) => (document.activeElement as HTMLInputElement | null)?.value === expected,
      SEARCH_WORD.slice(0, typed),
    );
  }
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
  const recorded = await interactions(page);
  return { all: longest(recorded), typing: longest(recorded.filter((interaction) => interaction.start >= typingFrom)) };
}

export async function measureInteractions(
  browser: Browser,
  portal: Pick<ChildServer, 'origin'>,
  log: (line: string) => void,
  runs: number = RUNS.interaction,
): Promise<InteractionTimings> {
  const playground: number[] = [];
  const search: number[] = [];
  const typing: number[] = [];
  for (let run = 1; run <= runs; run++) {
    // A fresh context each load: no cache, no cookies, no state from the last one.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      playground.push(await playgroundOnce(page, `${portal.origin}${PAGES.code}`));
      const typed = await searchOnce(page, `${portal.origin}${PAGES.component}`);
      search.push(typed.all);
      typing.push(typed.typing);
      log(
        `  INP at ${CPU_SLOWDOWN}x slowdown, run ${run}/${runs}: playground change ${Math.round(playground.at(-1)!)} ms, search ${Math.round(typed.all)} ms (typing alone ${Math.round(typed.typing)} ms)`,
      );
    } finally {
      await context.close();
    }
  }
  return {
    runs,
    cpuSlowdown: CPU_SLOWDOWN,
    playgroundMs: spread(playground, 0),
    searchMs: spread(search, 0),
    searchTypingMs: spread(typing, 0),
  };
}
