/**
 * The public JSON of one theme (the package's `json/{theme}.json` and the
 * portal's /designsystem/tokens/{theme}.json): the resolved tokens in the W3C
 * Design Tokens shape, aliases replaced by values, each with its CSS variable
 * and CSS value, for teams that read tokens as data. Style Dictionary's JSON
 * format calls this with the tokens it resolved.
 */
import { toCssValue } from './css-value';
import { cssVariableName } from './token-path';
import type { TokenType } from './token-types';

type Tree = { [key: string]: unknown };

/** A token after resolution, as a format receives it. */
export interface ResolvedToken {
  readonly path: string;
  readonly type: TokenType;
  readonly value: unknown;
  readonly description: string;
}

/** Puts `leaf` at the dotted path inside `root`, creating the groups on the way. */
export function placeAtPath(root: Tree, path: string, leaf: unknown): void {
  const parts = path.split('.');
  let group = root;
  for (const part of parts.slice(0, -1)) {
    const child = group[part];
    const next: Tree = child !== null && typeof child === 'object' && !Array.isArray(child) ? (child as Tree) : {};
    group[part] = next;
    group = next;
  }
  group[parts.at(-1) ?? ''] = leaf;
}

/**
 * @example themeTokensJson([{ path: 'space.4', type: 'dimension', value: '16px', description: '' }], 'alpine-light').space // { '4': { $type: 'dimension', $value: '16px', ... } }
 */
export function themeTokensJson(tokens: readonly ResolvedToken[], theme: string): Tree {
  const root: Tree = { $description: `Harbor design tokens, theme ${theme}, aliases resolved` };
  for (const token of tokens) {
    placeAtPath(root, token.path, {
      $type: token.type,
      $value: token.value,
      ...(token.description ? { $description: token.description } : {}),
      $extensions: { 'ch.harbor': { cssVariable: cssVariableName(token.path), css: toCssValue(token.type, token.value) } },
    });
  }
  return root;
}
