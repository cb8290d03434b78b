/** Live examples in the browser tests: how long one may take to come live, and waiting until every one has. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** An example loads its chunk when it comes into view; under load that can take seconds. */
export const LIVE_TIMEOUT = 20_000;

/** Every live example's stage on a page. */
export const EXAMPLE_STAGES = 'figure[role="group"].example .example__stage';

/** Scrolls to each example in turn and waits until every one is live; returns how many there are. */
export async function makeAllLive(page: Page): Promise<number> {
  const stages = page.locator(EXAMPLE_STAGES);
  const count = await stages.count();
  for (let index = 0; index < count; index++) {
    const stage = stages.nth(index);
    await stage.scrollIntoViewIfNeeded();
    await expect.poll(() => stage.getAttribute('data-state'), { timeout: LIVE_TIMEOUT }).toBe('live');
  }
  return count;
}
