/**
 * axe-core (its npm package, injected into the page) and the theme switch the accessibility sweeps share. A page is
 * loaded once and checked in each theme by switching the theme in place, as a reader does with the header's
 * switcher: the structure a page load would check again is the same in every theme; the colours are what change.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const THEMES = ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'] as const;

/** axe's rules that read the rendered colours: the only ones whose verdict a theme switch can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

export interface AxeOptions {
  /** A selector to check inside (default the whole document). */
  readonly include?: string;
  /** Only these rules (default every rule axe runs by default). */
  readonly rules?: readonly string[];
}

/** Every violation axe finds, as "rule: help at target (summary)". The page's CSP must be bypassed (bypassCSP). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async ({ include, rules }) => {
    type Result = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Result[] }> } }).axe;
    const context = include === undefined ? document : { include: [[include]] };
    const runOnly = rules === undefined ? {} : { runOnly: { type: 'rule', values: rules } };
    const { violations } = await axe.run(context, { resultTypes: ['violations'], ...runOnly });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')} (${node.failureSummary ?? ''})`),
    );
  }, options);
}

/**
 * Switches the theme with the header's switcher and waits until the page shows it: <html> carries the theme and no
 * transition or animation is still running, so axe measures the theme's own colours, not values between two themes.
 */
export async function switchTheme(page: Page, theme: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Theme' }).first().selectOption(theme);
  await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe(theme);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        // A frame first, so the transitions the switch started have begun.
        await new Promise((resolveFrame) => requestAnimationFrame(() => resolveFrame(undefined)));
        return document.getAnimations().filter((animation) => animation.playState === 'running').length;
      }),
    )
    .toBe(0);
}

/** Violations in every theme, switched in place, as "theme, violation"; the page is left in the last theme. */
export async function axeInEveryTheme(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    for (const violation of await axeViolations(page, options)) found.push(`${theme}, ${violation}`);
  }
  return found;
}
