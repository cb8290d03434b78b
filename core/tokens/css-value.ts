/**
 * The CSS text of a resolved token value: what a `--hb-…` custom property
 * holds. Style Dictionary's CSS output and the docs tables, the CLI and the
 * JSON export all use this one function, so they never disagree.
 */
import type { TokenType } from './token-types';

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-monospace',
  'ui-serif',
  'ui-sans-serif',
  '-apple-system',
  'emoji',
  'math',
]);

function fontFamily(value: unknown): string {
  // Already CSS (a list, or a quoted name): Style Dictionary hands a resolved alias over in its CSS form.
  if (typeof value === 'string' && /[,"]/.test(value)) return value;
  const names = Array.isArray(value) ? value.map(String) : [String(value)];
  return names.map((name) => (GENERIC_FAMILIES.has(name) || /^[A-Za-z-]+$/.test(name) ? name : `"${name.replaceAll('"', '')}"`)).join(', ');
}

function shadow(value: unknown): string {
  const layers = Array.isArray(value) ? value : [value];
  if (layers.length === 0) return 'none';
  return layers
    .map((layer) => {
      const s = (layer ?? {}) as Record<string, unknown>;
      return [s['offsetX'], s['offsetY'], s['blur'], s['spread'], s['color']].map(String).join(' ');
    })
    .join(', ');
}

/**
 * @example toCssValue('cubicBezier', [0.2, 0, 0, 1]) // 'cubic-bezier(0.2, 0, 0, 1)'
 * @example toCssValue('shadow', []) // 'none'
 */
export function toCssValue(type: TokenType | null, value: unknown): string {
  switch (type) {
    case 'cubicBezier':
      return Array.isArray(value) ? `cubic-bezier(${value.join(', ')})` : String(value);
    case 'fontFamily':
      return fontFamily(value);
    case 'shadow':
      return shadow(value);
    case 'color':
      return String(value).toLowerCase();
    case 'typography': {
      const t = (value ?? {}) as Record<string, unknown>;
      // The font shorthand has no letter spacing; it is published as its own field in the JSON export.
      return `${String(t['fontWeight'])} ${String(t['fontSize'])}/${String(t['lineHeight'])} ${fontFamily(t['fontFamily'])}`;
    }
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}
