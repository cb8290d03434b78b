/**
 * Runs axe-core on a rendered element and fails with every violation listed
 * (rule, impact, the offending markup and where to read more), so a test
 * report says what to fix without opening a browser.
 */
import axe from 'axe-core';

export interface AxeCheckOptions {
  /** axe-core run options, e.g. `{ rules: { 'color-contrast': { enabled: false } } }`. */
  readonly axe?: axe.RunOptions;
}

/** What a report needs of an axe violation; the browser check sends this much back from the page. */
export interface ViolationSummary {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly html: string }[];
}

function describeViolation(violation: ViolationSummary): string {
  const nodes = violation.nodes.map((node) => `    ${node.html}`).join('\n');
  return `- ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${nodes}\n    ${violation.helpUrl}`;
}

/** Every violation listed (rule, impact, markup, help link), under the name of the check that found them. */
export function violationReport(check: string, violations: readonly ViolationSummary[]): string {
  return `${check}: ${violations.length} accessibility violation(s)\n${violations.map(describeViolation).join('\n')}`;
}

/**
 * Resolves when axe finds no violation inside `element`; rejects with the list otherwise. In jsdom or happy-dom
 * colour contrast is not measured (no colours are computed there): check it in a browser with `axeCheckPage`.
 */
export async function axeCheck(element: Element, options: AxeCheckOptions = {}): Promise<void> {
  const results = await axe.run(element, options.axe ?? {});
  if (results.violations.length === 0) return;
  const summaries = results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
    id,
    impact: impact ?? null,
    help,
    helpUrl,
    nodes: nodes.map((node) => ({ html: node.html })),
  }));
  throw new Error(violationReport('axeCheck', summaries));
}
