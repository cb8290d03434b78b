/**
 * Style Dictionary value transforms for the native outputs, where its own
 * ones assume a web source in rem: Harbor's lengths are px (points on iOS, dp
 * on Android, sp for font sizes), em (a multiple of the font size), or ch (a
 * count of characters, kept as a plain number). Colours use Style Dictionary's
 * own `color/UIColorSwift` and `color/composeColor`.
 */
import type { NameTransform, ValueTransform } from 'style-dictionary/types';

const LENGTH = /^(-?\d+(?:\.\d+)?)(px|rem|em|ch)$/;
const DURATION = /^\d+(?:\.\d+)?ms$/;

/** The source forms each transform reads. A value that arrives through an alias is already the target's output, and stays. */
const SOURCE_FORM: Record<string, (value: unknown) => boolean> = {
  dimension: (value) => LENGTH.test(String(value)),
  duration: (value) => DURATION.test(String(value)),
  cubicBezier: Array.isArray,
  fontFamily: (value) => Array.isArray(value) || (typeof value === 'string' && !value.startsWith('"')),
  fontWeight: (value) => typeof value === 'number',
};

const ofType = (type: string) => (token: { $type?: string; type?: string; $value?: unknown; value?: unknown }) =>
  (token.$type ?? token.type) === type && (SOURCE_FORM[type]?.(token.$value ?? token.value) ?? false);

/** A length's number and unit; a value that is not a length is a build error, since validation let it through. */
function length(value: unknown, name: string): { amount: number; unit: string } {
  const match = LENGTH.exec(String(value));
  if (match === null) throw new Error(`token ${name}: ${String(value)} is not a length (px, rem, em or ch)`);
  return { amount: Number(match[1]), unit: match[2] ?? 'px' };
}

/** Font sizes take sp on Android, so the reader's text size setting scales them. */
const isFontSize = (path: readonly string[]) => path.at(-1) === 'fontSize' || (path[0] === 'font' && path[1] === 'size');
const firstFamily = (value: unknown) => JSON.stringify(String(Array.isArray(value) ? value[0] : value));
const milliseconds = (value: unknown) => Number.parseFloat(String(value));
const bezier = (value: unknown, suffix: string) => (Array.isArray(value) ? value : []).map((n) => `${Number(n)}${suffix}`).join(', ');

type Transform = Omit<ValueTransform, 'name'>;

/** A shadow of no layers (elevation.0, flat): `expand` would leave nothing of it, so it stays one token. */
export const isLayerlessShadow = (token: { $type?: string; type?: string; $value?: unknown; value?: unknown }): boolean => {
  const value = token.$value ?? token.value;
  return (token.$type ?? token.type) === 'shadow' && Array.isArray(value) && value.length === 0;
};

/** Expand typography and shadows into one constant per field, but keep a shadow of no layers whole. */
export const nativeExpand = (token: { $type?: string; type?: string; $value?: unknown; value?: unknown }): boolean =>
  !isLayerlessShadow(token);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A Swift or Kotlin name from a token path: camel case, with an underscore
 * between two numbers, so the layers of a shadow (elevation.1.2.blur) stay
 * apart from another token's (elevation.12.blur): elevation1_2Blur.
 */
export function nativeTokenName(path: readonly string[]): string {
  let name = '';
  for (const segment of path) {
    const words = segment.split('-').filter((word) => word !== '');
    const part = words.map((word) => capitalised(word)).join('');
    name += /\d$/.test(name) && /^\d/.test(part) ? `_${part}` : part;
  }
  return name.charAt(0).toLowerCase() + name.slice(1);
}

export const HARBOR_NATIVE_NAME = 'harbor/name/native';

export const NATIVE_NAME_TRANSFORM: Record<string, Omit<NameTransform, 'name'>> = {
  [HARBOR_NATIVE_NAME]: { type: 'name', transform: (token) => nativeTokenName(token.path) },
};

export const SWIFT_TRANSFORMS: Record<string, Transform> = {
  'harbor/swift/dimension': {
    type: 'value',
    filter: ofType('dimension'),
    transform: (token) => `CGFloat(${length(token.$value, token.name).amount})`,
  },
  'harbor/swift/duration': {
    type: 'value',
    filter: ofType('duration'),
    // TimeInterval is in seconds.
    transform: (token) => `TimeInterval(${milliseconds(token.$value) / 1000})`,
  },
  'harbor/swift/cubic-bezier': {
    type: 'value',
    filter: ofType('cubicBezier'),
    transform: (token) => `CAMediaTimingFunction(controlPoints: ${bezier(token.$value, '')})`,
  },
  'harbor/swift/no-shadow': {
    type: 'value',
    filter: isLayerlessShadow,
    // Flat: an elevation of 0 points, which apps read as no shadow.
    transform: () => 'CGFloat(0)',
  },
  'harbor/swift/font-family': {
    type: 'value',
    filter: ofType('fontFamily'),
    // The first family is the brand's font; the rest are web fallbacks the platform's own fonts replace.
    transform: (token) => firstFamily(token.$value),
  },
};

export const COMPOSE_TRANSFORMS: Record<string, Transform> = {
  'harbor/compose/dimension': {
    type: 'value',
    filter: ofType('dimension'),
    transform: (token) => {
      const { amount, unit } = length(token.$value, token.name);
      if (unit === 'em') return `${amount}.em`;
      if (unit === 'ch') return `${amount}`;
      return `${amount}.${isFontSize(token.path) ? 'sp' : 'dp'}`;
    },
  },
  'harbor/compose/duration': {
    type: 'value',
    filter: ofType('duration'),
    // Compose animation specs take whole milliseconds (tween(durationMillis = …)).
    transform: (token) => `${Math.round(milliseconds(token.$value))}`,
  },
  'harbor/compose/cubic-bezier': {
    type: 'value',
    filter: ofType('cubicBezier'),
    transform: (token) => `CubicBezierEasing(${bezier(token.$value, 'f')})`,
  },
  'harbor/compose/no-shadow': {
    type: 'value',
    filter: isLayerlessShadow,
    // Flat: Modifier.shadow(elevation = 0.dp) draws none.
    transform: () => '0.dp',
  },
  'harbor/compose/font-family': {
    type: 'value',
    filter: ofType('fontFamily'),
    transform: (token) => firstFamily(token.$value),
  },
  'harbor/compose/font-weight': {
    type: 'value',
    filter: ofType('fontWeight'),
    transform: (token) => `FontWeight(${Number(token.$value)})`,
  },
};

export const ANDROID_XML_DIMENSION = 'harbor/android-xml/dimension';

/** A px length as an Android resource: dp, or sp for a font size. Other units stay as they are, and out of the file. */
export const ANDROID_XML_TRANSFORMS: Record<string, Transform> = {
  [ANDROID_XML_DIMENSION]: {
    type: 'value',
    filter: (token) => ofType('dimension')(token) && length(token.$value, token.name).unit === 'px',
    transform: (token) => `${length(token.$value, token.name).amount}${isFontSize(token.path) ? 'sp' : 'dp'}`,
  },
};

/** What an XML resource file can hold: colours, and lengths once they are dp or sp. */
export const isAndroidResource = (token: { $type?: string; $value?: unknown }): boolean =>
  token.$type === 'color' || (token.$type === 'dimension' && /^-?\d+(?:\.\d+)?(?:dp|sp)$/.test(String(token.$value)));
