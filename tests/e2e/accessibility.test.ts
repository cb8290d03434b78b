/**
 * axe-core (its npm package, injected into the page) reports no violations on
 * home, a component design tab, a code tab with code blocks and the open
 * search overlay, in every theme (README, The portal, Quality bar).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const THEMES = ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'] as const;

interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')} (${node.failureSummary ?? ''})`),
  );
}

describe.each(THEMES)('axe in %s', (theme) => {
  // bypassCSP: the axe script is injected inline, which the portal's CSP (rightly) refuses.
  const open = () => openPage(browser(), { bypassCSP: true, reducedMotion: 'reduce', cookies: { '.themeshade': theme } });

  it.each([
    ['home', '/'],
    ['a component design tab', '/components/button-design'],
    ['a code tab with code blocks', '/components/button-code'],
  ])('finds no violations on %s', async (_name, route) => {
    const { page, context } = await open();
    await gotoHydrated(page, route);
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('finds no violations with the search overlay open', async () => {
    const { page, context } = await open();
    await gotoHydrated(page, '/components/button-design');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('button');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await options.first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
