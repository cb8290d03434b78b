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

function describeViolation(violation: axe.Result): string {
  const nodes = violation.nodes.map((node) => `    ${node.html}`).join('\n');
  return `- ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${nodes}\n    ${violation.helpUrl}`;
}

/** Resolves when axe finds no violation inside `element`; rejects with the list otherwise. */
export async function axeCheck(element: Element, options: AxeCheckOptions = {}): Promise<void> {
  const results = await axe.run(element, options.axe ?? {});
  if (results.violations.length === 0) return;
  throw new Error(
    `axeCheck: ${results.violations.length} accessibility violation(s)\n${results.violations.map(describeViolation).join('\n')}`,
  );
}
