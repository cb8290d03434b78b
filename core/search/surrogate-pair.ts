/**
 * UTF-16 boundaries: where a string may be cut without leaving half of a
 * surrogate pair (an astral character such as an emoji) on either side.
 */

/**
 * True when `index` sits between the two halves of a surrogate pair.
 *
 * @example
 * splitsSurrogatePair('a😀', 2) // true
 */
export function splitsSurrogatePair(text: string, index: number): boolean {
  if (index <= 0 || index >= text.length) return false;
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
}
