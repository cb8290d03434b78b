/**
 * Turns any text into a value a browser stores unchanged: characters outside
 * the RFC 6265 cookie-octet set are percent-encoded as UTF-8.
 */

// RFC 6265 §4.1.1: cookie-octet = %x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E
// (no CTLs, whitespace, DQUOTE, comma, semicolon or backslash). '%' (%x25) is
// encoded as well, so that percent-decoding the result always gives the input back.
const NEEDS_ENCODING = /[^\x21\x23\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu;

/**
 * Percent-encodes a cookie value where it leaves the cookie-octet set, or
 * returns null when the text holds a lone surrogate, which has no UTF-8 form.
 *
 * @example
 * encodeCookieValue('1700000000;1700003600;normal') // '1700000000%3B1700003600%3Bnormal'
 * encodeCookieValue('fu1pe1ma0e') // 'fu1pe1ma0e'
 */
export function encodeCookieValue(value: string): string | null {
  try {
    // The u flag keeps a surrogate pair together as one code point.
    return value.replace(NEEDS_ENCODING, (character) => encodeURIComponent(character));
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}
