/**
 * The public JSON of one theme (/designsystem/tokens/{theme}.json): the
 * resolved tokens in the W3C Design Tokens shape, aliases replaced by values,
 * each with its CSS variable and CSS value, for teams that read tokens as data.
 */
import type { TokenCatalogue } from './token-catalogue';

type Tree = { [key: string]: unknown };

/**
 * @example themeTokensJson(catalogue, 'alpine-light').space['4'] // { $type: 'dimension', $value: '16px', ... }
 */
export function themeTokensJson(catalogue: TokenCatalogue, theme: string): Tree {
  const root: Tree = { $description: `Harbor design tokens, theme ${theme}, aliases resolved` };
  for (const token of catalogue.tokens) {
    if (!(theme in token.values)) continue;
    const parts = token.path.split('.');
    let group = root;
    for (const part of parts.slice(0, -1)) {
      const child = group[part];
      const next: Tree = child !== undefined && typeof child === 'object' ? (child as Tree) : {};
      group[part] = next;
      group = next;
    }
    group[parts.at(-1) ?? ''] = {
      $type: token.type,
      $value: token.resolved[theme],
      ...(token.descriptions[theme] ? { $description: token.descriptions[theme] } : {}),
      $extensions: { 'ch.harbor': { cssVariable: token.variable, css: token.values[theme] } },
    };
  }
  return root;
}
