/**
 * Reads the Swift and Compose outputs of the token build back into numbers
 * and strings, for the test that compares every platform with the resolved
 * tokens. Independent of how the build writes them: a constant per line,
 * `public static let name = expression` or `val name = expression`.
 */

export type NativeValue =
  | { readonly kind: 'colour'; readonly r: number; readonly g: number; readonly b: number; readonly a: number }
  | { readonly kind: 'number'; readonly value: number; readonly unit: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'bezier'; readonly points: readonly number[] };

const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:e-?\d+)?`;

/** Name → expression of every constant, with a trailing comment cut off; throws on a name given twice. */
export function nativeConstants(source: string, declaration: RegExp): Map<string, string> {
  const constants = new Map<string, string>();
  for (const line of source.split('\n')) {
    const match = declaration.exec(line);
    if (match === null) continue;
    const [, name = '', expression = ''] = match;
    if (constants.has(name)) throw new Error(`${name} is declared twice`);
    constants.set(name, expression.replace(/\s*\/\*.*\*\/\s*$/, '').trim());
  }
  return constants;
}

export const SWIFT_CONSTANT = /^\s*public static let ([A-Za-z0-9_]+) = (.+)$/;
export const KOTLIN_CONSTANT = /^\s*val ([A-Za-z0-9_]+) = (.+)$/;

/** A Swift expression of the token build as a value, or null when it is none of the forms the build writes. */
export function readSwiftValue(expression: string): NativeValue | null {
  const colour = new RegExp(`^UIColor\\(red: (${NUMBER}), green: (${NUMBER}), blue: (${NUMBER}), alpha: (${NUMBER})\\)$`).exec(expression);
  if (colour !== null) {
    const [r, g, b, a] = colour.slice(1).map(Number) as [number, number, number, number];
    return { kind: 'colour', r: r * 255, g: g * 255, b: b * 255, a };
  }
  const wrapped = new RegExp(`^(CGFloat|TimeInterval)\\((${NUMBER})\\)$`).exec(expression);
  if (wrapped !== null) return { kind: 'number', value: Number(wrapped[2]), unit: wrapped[1] === 'CGFloat' ? 'pt' : 's' };
  const bezier = /^CAMediaTimingFunction\(controlPoints: (.+)\)$/.exec(expression);
  if (bezier !== null) return { kind: 'bezier', points: (bezier[1] ?? '').split(',').map(Number) };
  if (new RegExp(`^${NUMBER}$`).test(expression)) return { kind: 'number', value: Number(expression), unit: '' };
  if (/^"[^"\\]*"$/.test(expression)) return { kind: 'string', value: expression.slice(1, -1) };
  return null;
}

/** A Kotlin (Compose) expression of the token build as a value, or null. */
export function readKotlinValue(expression: string): NativeValue | null {
  const colour = /^Color\(0x([0-9a-f]{8})\)$/i.exec(expression);
  if (colour !== null) {
    const hex = colour[1] ?? '';
    const byte = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
    return { kind: 'colour', a: byte(0) / 255, r: byte(2), g: byte(4), b: byte(6) };
  }
  const unit = new RegExp(`^(${NUMBER})\\.(dp|sp|em)$`).exec(expression);
  if (unit !== null) return { kind: 'number', value: Number(unit[1]), unit: unit[2] ?? '' };
  const weight = /^FontWeight\((\d+)\)$/.exec(expression);
  if (weight !== null) return { kind: 'number', value: Number(weight[1]), unit: 'weight' };
  const bezier = /^CubicBezierEasing\((.+)\)$/.exec(expression);
  if (bezier !== null)
    return { kind: 'bezier', points: (bezier[1] ?? '').split(',').map((point) => Number(point.trim().replace(/f$/, ''))) };
  if (new RegExp(`^${NUMBER}$`).test(expression)) return { kind: 'number', value: Number(expression), unit: '' };
  if (/^"[^"\\]*"$/.test(expression)) return { kind: 'string', value: expression.slice(1, -1) };
  return null;
}
