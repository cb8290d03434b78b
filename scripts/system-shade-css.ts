/**
 * The dark shade for readers who have chosen no theme, from the first paint
 * and without a script (the portal runs no inline script): every portal rule
 * written for a dark theme (`[data-theme="alpine-dark"]`, `[data-theme$="-dark"]`)
 * gets a copy inside `@media (prefers-color-scheme: dark)` that applies to the
 * light theme of the same brand while <html> carries the system-shade mark
 * (viewer/ui-constants.ts SYSTEM_SHADE_ATTRIBUTE). The copy is one attribute
 * more specific, so it wins over the light rule it stands in for.
 */
import type { AtRule, Root, Rule } from 'postcss';
import { SYSTEM_SHADE_ATTRIBUTE } from '../viewer/ui-constants';

const DARK_THEME = String.raw`\[data-theme=(["']?)([a-z0-9]+)-dark\1\]`;
const DARK_SUFFIX = String.raw`\[data-theme\$=(["']?)-dark\1\]`;

/** The selector for a reader without a theme in a dark system, or null when the selector names no dark theme. */
export function systemShadeSelector(selector: string): string | null {
  if (!new RegExp(DARK_THEME).test(selector) && !new RegExp(DARK_SUFFIX).test(selector)) return null;
  return selector
    .replace(
      new RegExp(DARK_THEME, 'g'),
      (_match, quote: string, brand: string) => `[data-theme=${quote}${brand}-light${quote}][${SYSTEM_SHADE_ATTRIBUTE}]`,
    )
    .replace(new RegExp(DARK_SUFFIX, 'g'), (_match, quote: string) => `[data-theme$=${quote}-light${quote}][${SYSTEM_SHADE_ATTRIBUTE}]`);
}

/** Adds the system-shade copies of a stylesheet's dark rules at its end (top-level rules only). */
export function addSystemShadeRules(root: Root, createMedia: () => AtRule): void {
  const copies: Rule[] = [];
  root.each((node) => {
    if (node.type !== 'rule') return;
    const selectors = node.selectors.map(systemShadeSelector).filter((selector): selector is string => selector !== null);
    if (selectors.length > 0) copies.push(node.clone({ selectors }));
  });
  if (copies.length === 0) return;
  const media = createMedia();
  for (const copy of copies) media.append(copy);
  root.append(media);
}
