/**
 * The click of a journey (`--accept`, `--reject`) in the page (browser I/O):
 * the selector given, or, without one, the button of the first known consent
 * library whose banner is visible (core/cookie-audit/consent-journeys.ts).
 * One real click, as a visitor's, and the time it happened, so the ledger
 * can tell what followed it.
 */
import type { Page } from 'playwright-core';
import { CONSENT_LIBRARY_RULES, type Journey } from '../../core/cookie-audit/consent-journeys';
import { within } from './within';

export interface JourneyClick {
  readonly journey: Journey;
  /** The selector clicked, or the one given that was not found. */
  readonly selector: string | null;
  /** The known library whose banner it was, when no selector was given. */
  readonly library: string | null;
  readonly clicked: boolean;
  /** Epoch milliseconds of the click; null when nothing was clicked. */
  readonly clickedAt: number | null;
}

async function isVisible(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .isVisible()
    .catch(() => false);
}

/**
 * The first known library whose banner is visible now, and its first visible
 * button for the journey. Every banner and button is asked at once, in
 * Playwright's own world (a page's scripts cannot answer for it), so the
 * lookup costs one round trip to the page, not one per selector.
 */
async function visibleButton(page: Page, journey: Journey): Promise<{ library: string; selector: string } | null> {
  const answers = await Promise.all(
    CONSENT_LIBRARY_RULES.map(async (rule) => {
      const [banner, ...buttons] = await Promise.all([rule.banner, ...rule[journey]].map((selector) => isVisible(page, selector)));
      return { rule, banner, selector: rule[journey].find((_, index) => buttons[index]) };
    }),
  );
  const first = answers.find((answer) => answer.banner);
  return first?.selector === undefined ? null : { library: first.rule.name, selector: first.selector };
}

/** The button a journey clicks, and the known library whose banner it is (null for a selector given). */
export interface JourneyButton {
  readonly selector: string;
  readonly library: string | null;
}

/**
 * Waits up to `timeoutMs` for a known library's banner, then names the first
 * visible button of the first one shown; null when none shows. It only
 * looks (in Playwright's own world), so it can run while the page settles.
 */
export async function findJourneyButton(page: Page, journey: Journey, timeoutMs: number): Promise<JourneyButton | null> {
  // Any known banner, as the page shows it: one wait for all of them rather than a poll.
  const anyBanner = CONSENT_LIBRARY_RULES.map((rule) => rule.banner).join(', ');
  const shown = await page
    .locator(anyBanner)
    .first()
    .waitFor({ state: 'visible', timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
  return shown ? visibleButton(page, journey).catch(() => null) : null;
}

/**
 * Clicks the journey's button within `timeoutMs`: `selector` when given,
 * else the first visible button of the first known library's banner. A
 * banner that is not there is `clicked: false`, not an error (a store that
 * hides it for a returning visitor). `lookup` is a findJourneyButton started
 * earlier, while the page settled: its answer is used, given `timeoutMs` more
 * as a lookup started now would be, so the click follows the settle without
 * the lookup's round trips to the page.
 */
export async function clickJourney(
  page: Page,
  journey: Journey,
  selector: string | undefined,
  timeoutMs: number,
  lookup?: Promise<JourneyButton | null>,
): Promise<JourneyClick> {
  const click = async (target: string, library: string | null): Promise<JourneyClick> => {
    const clickedAt = Date.now();
    const clicked = await page
      .click(target, { timeout: timeoutMs })
      .then(() => true)
      .catch(() => false);
    return { journey, selector: target, library, clicked, clickedAt: clicked ? clickedAt : null };
  };
  if (selector !== undefined) return click(selector, null);
  // An earlier lookup's own wait may run on past the limit; it ends with the page.
  const button = lookup === undefined ? await findJourneyButton(page, journey, timeoutMs) : ((await within(lookup, timeoutMs)) ?? null);
  if (button !== null) return click(button.selector, button.library);
  return { journey, selector: null, library: null, clicked: false, clickedAt: null };
}
