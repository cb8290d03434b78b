/**
 * Strict integer parsing for numbers kept in cookie values (SPEC §5 Cookie
 * writing: "Integer parsing of a string gives null when the input is empty or
 * not a number").
 */

// An optional '-' then ASCII decimal digits, nothing else. Stricter than
// Number.parseInt, which reads '12abc' as 12, and than Number(), which accepts
// ' 12', '1e3', '0x10' and '' (as 0): a cookie value that is not plainly an
// integer is treated as not a number. '+' is refused, leading zeros are allowed.
const INTEGER = /^-?[0-9]+$/;

/**
 * Parses a decimal integer, or returns null when the input is empty, is not
 * exactly an optional '-' and digits, or lies outside the safe-integer range
 * (beyond it distinct strings would parse to the same number).
 *
 * @example
 * parseInteger('42') // 42
 * parseInteger('-007') // -7
 * parseInteger('1e3') // null
 */
export function parseInteger(input: string): number | null {
  if (!INTEGER.test(input)) return null;
  const value = Number(input);
  if (!Number.isSafeInteger(value)) return null;
  // '-0' parses to -0; callers compare with ===, and Object.is(-0, 0) is false.
  return value === 0 ? 0 : value;
}
