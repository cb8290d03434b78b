/**
 * The resolved tokens as readers and consumers see them: each token's CSS
 * variable, type, description and CSS value in every theme. The docs tables,
 * `dsp tokens` and the public JSON export are all drawn from it.
 */
import { contrastRatio, parseColour } from './contrast';
import type { ContrastPair } from './contrast-pairs';
import { toCssValue } from './css-value';
import type { ResolvedTokenSource } from './token-source';
import { cssVariableName } from './token-path';
import type { TokenType } from './token-types';

export interface CatalogueToken {
  readonly path: string;
  readonly variable: string;
  readonly type: TokenType;
  /** The first description in theme order, for search and lists across themes. */
  readonly description: string;
  /** Theme → that theme's own description: a brand token says what it is in its brand (Alpine Grotesk, Lakeside Serif). */
  readonly descriptions: Readonly<Record<string, string>>;
  /** Theme → CSS value. */
  readonly values: Readonly<Record<string, string>>;
  /** Theme → resolved value as in the source (an object for shadows and typography). */
  readonly resolved: Readonly<Record<string, unknown>>;
}

export interface TokenCatalogue {
  readonly themes: readonly string[];
  readonly tokens: readonly CatalogueToken[];
  readonly pairs: readonly Omit<ContrastPair, 'file' | 'line' | 'column'>[];
}

/**
 * @example buildTokenCatalogue(checked.source, checked.pairs).tokens.find((t) => t.path === 'space.4')?.values['alpine-light'] // '16px'
 */
export function buildTokenCatalogue(source: ResolvedTokenSource, pairs: readonly ContrastPair[]): TokenCatalogue {
  const themes = source.themes.map((theme) => theme.theme);
  const paths = new Set(source.themes.flatMap((theme) => [...theme.tokens.keys()]));
  const tokens: CatalogueToken[] = [];
  // Source order: a group's tokens appear as their authors wrote them (display before heading-1, 1 before 10).
  for (const path of paths) {
    const values: Record<string, string> = {};
    const resolved: Record<string, unknown> = {};
    const descriptions: Record<string, string> = {};
    let type: TokenType | null = null;
    let description = '';
    for (const theme of source.themes) {
      const token = theme.tokens.get(path);
      if (token === undefined || token.type === null || !theme.values.has(path)) continue;
      type = token.type;
      description ||= token.description;
      descriptions[theme.theme] = token.description;
      resolved[theme.theme] = theme.values.get(path);
      values[theme.theme] = toCssValue(token.type, theme.values.get(path));
    }
    if (type !== null) tokens.push({ path, variable: cssVariableName(path), type, description, descriptions, values, resolved });
  }
  return { themes, tokens, pairs: pairs.map(({ foreground, background, use }) => ({ foreground, background, use })) };
}

/** The contrast ratio of two colour tokens in one theme, or null when either is not a readable colour. */
export function tokenContrast(catalogue: TokenCatalogue, foreground: string, background: string, theme: string): number | null {
  const find = (path: string) => catalogue.tokens.find((token) => token.path === path);
  const fg = find(foreground);
  const bg = find(background);
  if (fg?.type !== 'color' || bg?.type !== 'color') return null;
  const a = parseColour(fg.values[theme] ?? '');
  const b = parseColour(bg.values[theme] ?? '');
  return a === null || b === null ? null : contrastRatio(a, b);
}

/** Tokens in a group: 'color.text' holds 'color.text.default' and 'color.text' itself if it is a token. */
export function tokensInGroup(catalogue: TokenCatalogue, group: string): CatalogueToken[] {
  return catalogue.tokens.filter((token) => token.path === group || token.path.startsWith(`${group}.`));
}

/**
 * A token by its path ('color.text.default') or CSS variable ('--hb-color-text-default').
 * @example findToken(catalogue, '--hb-space-4')?.path // 'space.4'
 */
export function findToken(catalogue: TokenCatalogue, name: string): CatalogueToken | undefined {
  const wanted = name.trim();
  return catalogue.tokens.find((token) => token.path === wanted || token.variable === wanted);
}

/**
 * Tokens whose path, variable or description holds the term (any case), optionally of one type.
 * @example filterTokens(catalogue, { term: 'surface', type: 'color' }).length // 3 or more
 */
export function filterTokens(catalogue: TokenCatalogue, filter: { readonly term?: string; readonly type?: TokenType }): CatalogueToken[] {
  const term = filter.term?.trim().toLowerCase() ?? '';
  return catalogue.tokens.filter(
    (token) =>
      (filter.type === undefined || token.type === filter.type) &&
      (term === '' ||
        token.path.includes(term) ||
        token.variable.includes(term) ||
        Object.values(token.descriptions).some((description) => description.toLowerCase().includes(term))),
  );
}
