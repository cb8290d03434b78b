/**
 * axe-core in a real browser page, where the layout and the `--hb-*` colours are computed, so colour contrast is
 * checked too: a DOM test environment (jsdom, happy-dom) resolves no colours, and `axeCheck` cannot measure it there.
 * Takes a Playwright `Page` (from playwright or playwright-core) or anything with the same two methods.
 */
import axe from 'axe-core';
import { type AxeCheckOptions, violationReport, type ViolationSummary } from './axe-check';

/** The two methods of Playwright's `Page` the check calls. */
export interface AxePage {
  addScriptTag(options: { content: string }): Promise<unknown>;
  evaluate<R, A>(pageFunction: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

export interface AxeCheckPageOptions extends AxeCheckOptions {
  /** A CSS selector of the part of the page to check; the whole document when left out. */
  readonly selector?: string;
}

/** Resolves when axe finds no violation in the page (contrast included); rejects with the list otherwise. */
export async function axeCheckPage(page: AxePage, options: AxeCheckPageOptions = {}): Promise<void> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(
    async ({ selector, runOptions }): Promise<ViolationSummary[]> => {
      const inPage = (globalThis as unknown as { axe: typeof axe }).axe;
      const results = await inPage.run(selector ?? document, runOptions);
      return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact: impact ?? null,
        help,
        helpUrl,
        nodes: nodes.map((node) => ({ html: node.html })),
      }));
    },
    { selector: options.selector ?? null, runOptions: options.axe ?? {} },
  );
  if (violations.length > 0) throw new Error(violationReport('axeCheckPage', violations));
}
