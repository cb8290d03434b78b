/**
 * Token paths ('color.text.default') and the CSS custom property each one
 * becomes ('--hb-color-text-default'), and the alias syntax of the W3C Design
 * Tokens format ('{color.neutral.900}').
 */

/** The prefix every Harbor variable carries. */
export const TOKEN_VARIABLE_PREFIX = 'hb';

/**
 * @example cssVariableName('color.text.default') // '--hb-color-text-default'
 */
export function cssVariableName(path: string): string {
  return `--${TOKEN_VARIABLE_PREFIX}-${path.split('.').join('-')}`;
}

const WHOLE_ALIAS = /^\{([^{}]+)\}$/;
const ANY_ALIAS = /\{([^{}]+)\}/g;

/** The path a value that is exactly one alias points to, or null. */
export function wholeAlias(value: unknown): string | null {
  return typeof value === 'string' ? (WHOLE_ALIAS.exec(value)?.[1] ?? null) : null;
}

/** Every alias inside a value, however deep (composite values hold aliases in fields). */
export function aliasesIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(ANY_ALIAS)].map((match) => match[1] ?? '');
  if (Array.isArray(value)) return value.flatMap(aliasesIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(aliasesIn);
  return [];
}
