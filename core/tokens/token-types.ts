/**
 * The token types Harbor's source uses (W3C Design Tokens Community Group
 * format, `$type`), with the value each must hold.
 */

export const TOKEN_TYPES = [
  'color',
  'dimension',
  'duration',
  'cubicBezier',
  'fontFamily',
  'fontWeight',
  'number',
  'shadow',
  'typography',
] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export function isTokenType(value: unknown): value is TokenType {
  return typeof value === 'string' && (TOKEN_TYPES as readonly string[]).includes(value);
}

const DIMENSION = /^-?\d+(?:\.\d+)?(?:px|rem|em|ch)$/;
const DURATION = /^\d+(?:\.\d+)?ms$/;
const COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** What a resolved value of each type looks like, said the way a message shows it. */
export const EXPECTED_VALUE: Readonly<Record<TokenType, string>> = {
  color: 'a hex colour such as #c8102e',
  dimension: 'a length such as 16px (px, rem, em or ch)',
  duration: 'a duration in milliseconds such as 200ms',
  cubicBezier: 'four numbers [x1, y1, x2, y2] with x1 and x2 from 0 to 1',
  fontFamily: 'a font name or a list of font names',
  fontWeight: 'a weight from 1 to 1000',
  number: 'a number',
  shadow: 'a shadow object or a list of them (color, offsetX, offsetY, blur, spread)',
  typography: 'an object with fontFamily, fontSize, fontWeight, lineHeight and letterSpacing',
};

function isShadow(value: unknown): boolean {
  if (!isObject(value)) return false;
  return (
    isValueOf('color', value['color']) && ['offsetX', 'offsetY', 'blur', 'spread'].every((field) => isValueOf('dimension', value[field]))
  );
}

/**
 * True when a resolved (alias-free) value fits its type.
 * @example isValueOf('duration', '200ms') // true
 */
export function isValueOf(type: TokenType, value: unknown): boolean {
  switch (type) {
    case 'color':
      return typeof value === 'string' && COLOUR.test(value);
    case 'dimension':
      return typeof value === 'string' && DIMENSION.test(value);
    case 'duration':
      return typeof value === 'string' && DURATION.test(value);
    case 'cubicBezier':
      return (
        Array.isArray(value) &&
        value.length === 4 &&
        value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
        (value[0] as number) >= 0 &&
        (value[0] as number) <= 1 &&
        (value[2] as number) >= 0 &&
        (value[2] as number) <= 1
      );
    case 'fontFamily':
      return (
        (typeof value === 'string' && value !== '') ||
        (Array.isArray(value) && value.length > 0 && value.every((n) => typeof n === 'string' && n !== ''))
      );
    case 'fontWeight':
      return typeof value === 'number' && value >= 1 && value <= 1000;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'shadow':
      return isShadow(value) || (Array.isArray(value) && value.every(isShadow));
    case 'typography':
      return (
        isObject(value) &&
        isValueOf('fontFamily', value['fontFamily']) &&
        isValueOf('dimension', value['fontSize']) &&
        isValueOf('fontWeight', value['fontWeight']) &&
        isValueOf('number', value['lineHeight']) &&
        isValueOf('dimension', value['letterSpacing'])
      );
  }
}

/** The type a field of a composite value must have, so an alias inside it can be checked. */
export const COMPOSITE_FIELD_TYPES: Readonly<Partial<Record<TokenType, Readonly<Record<string, TokenType>>>>> = {
  shadow: { color: 'color', offsetX: 'dimension', offsetY: 'dimension', blur: 'dimension', spread: 'dimension' },
  typography: {
    fontFamily: 'fontFamily',
    fontSize: 'dimension',
    fontWeight: 'fontWeight',
    lineHeight: 'number',
    letterSpacing: 'dimension',
  },
};
