/**
 * Colour parsing and the WCAG 2.2 contrast ratio
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): relative luminance of
 * sRGB colours, and the AA/AAA thresholds the token pairs are checked against.
 */

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  /** 0..1 */
  readonly a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*(\d*\.?\d+)(%?))?\s*\)$/i;

/**
 * Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and `rgba()`; null for anything else.
 * @example parseColour('#c8102e') // { r: 200, g: 16, b: 46, a: 1 }
 */
export function parseColour(text: string): Rgba | null {
  const value = text.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex !== undefined) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
    const byte = (i: number) => Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: digits.length === 8 ? byte(3) / 255 : 1 };
  }
  const rgb = RGB.exec(value);
  if (rgb === null) return null;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
  if (r > 255 || g > 255 || b > 255) return null;
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] === '%' ? 100 : 1);
  if (!(alpha >= 0 && alpha <= 1)) return null;
  return { r, g, b, a: alpha };
}

/** Lowercase `#rrggbb`, or `#rrggbbaa` when not opaque. */
export function formatHex(colour: Rgba): string {
  const two = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  const alpha = colour.a >= 1 ? '' : two(colour.a * 255);
  return `#${two(colour.r)}${two(colour.g)}${two(colour.b)}${alpha}`;
}

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) .. 1 (white); alpha is ignored. */
export function relativeLuminance(colour: Rgba): number {
  return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
}

/**
 * The contrast ratio of two colours, 1..21, the same whichever is the foreground.
 * A translucent foreground is first laid over the background.
 * @example contrastRatio(parseColour('#000')!, parseColour('#fff')!) // 21
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const fg = foreground.a >= 1 ? foreground : blend(foreground, background);
  const a = relativeLuminance(fg);
  const b = relativeLuminance(background);
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return Math.min(21, Math.max(1, ratio));
}

function blend(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** How a pair is used, which sets its minimum (WCAG 2.2 SC 1.4.3 and 1.4.11). */
export type ContrastUse = 'text' | 'large-text' | 'ui';
export const CONTRAST_USES: readonly ContrastUse[] = ['text', 'large-text', 'ui'];

/** AA minimum per use: 4.5:1 for text, 3:1 for large text and UI. */
export const AA_MINIMUM: Readonly<Record<ContrastUse, number>> = { text: 4.5, 'large-text': 3, ui: 3 };
/** AAA minimum per use (SC 1.4.6); UI has no AAA level (SC 1.4.11 is AA only), so it never gets an AAA verdict. */
export const AAA_MINIMUM: Readonly<Record<Exclude<ContrastUse, 'ui'>, number>> & { readonly ui?: never } = { text: 7, 'large-text': 4.5 };

export type ContrastVerdict = 'AAA' | 'AA' | 'fail';

/**
 * @example contrastVerdict(5.2, 'text') // 'AA'
 */
export function contrastVerdict(ratio: number, use: ContrastUse): ContrastVerdict {
  if (use !== 'ui' && ratio >= AAA_MINIMUM[use]) return 'AAA';
  return ratio >= AA_MINIMUM[use] ? 'AA' : 'fail';
}

/** Rounded down to two decimals, so a shown 4.50 never hides a failing 4.499. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
