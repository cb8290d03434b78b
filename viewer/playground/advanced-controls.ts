/**
 * Which of a playground's controls only pass an attribute through to the element (docs/playground.md): the props
 * every component takes (`className`, `data-testid`…), ARIA and data attributes, and the native attributes a
 * component forwards (a description that starts "Native" or says "passed through"). They fold under "Advanced",
 * so the props that shape the component stay in view next to the preview.
 */
import type { PlaygroundControl } from '../../core/playground';

const COMMON = new Set(['className', 'id', 'style', 'data-testid']);

export function isPassThrough(control: Pick<PlaygroundControl, 'name' | 'description'>): boolean {
  return (
    COMMON.has(control.name) ||
    /^(aria|data)-/.test(control.name) ||
    /^Native\b/.test(control.description) ||
    /\bpassed through\b/i.test(control.description)
  );
}
