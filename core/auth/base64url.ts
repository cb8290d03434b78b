/**
 * Strict base64url decoding (RFC 4648 §5) for the JWT parts of SPEC §6 rule 4,
 * written out by hand: core may not use node:buffer, and atob() both speaks
 * the other alphabet and forgives junk.
 */

/** RFC 4648 §5 Table 2 value of each ASCII code, -1 outside the alphabet. */
const DECODE_TABLE: readonly number[] = (() => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const table = new Array<number>(128).fill(-1);
  for (let i = 0; i < alphabet.length; i += 1) table[alphabet.charCodeAt(i)] = i;
  return table;
})();

/**
 * Decodes unpadded base64url text to bytes; null when the text is not the
 * canonical encoding of some byte string.
 *
 * Refused: characters outside A-Z a-z 0-9 '-' '_' (so '+', '/', whitespace);
 * '=' padding (JWS omits it, RFC 7515 §2); a length of 4n+1, which no byte
 * string encodes to; and non-zero unused bits in the last character, which
 * RFC 4648 §3.5 lets decoders reject, so that each byte string has exactly one
 * accepted spelling.
 *
 * @example
 * decodeBase64Url('aGk') // Uint8Array [104, 105] ('hi')
 */
export function decodeBase64Url(text: string): Uint8Array | null {
  const remainder = text.length % 4;
  if (remainder === 1) return null;
  const bytes = new Uint8Array(Math.floor(text.length / 4) * 3 + (remainder === 0 ? 0 : remainder - 1));

  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const sextet = code < 128 ? (DECODE_TABLE[code] ?? -1) : -1;
    if (sextet < 0) return null;
    buffer = ((buffer << 6) | sextet) & 0xfff; // at most 12 live bits
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out] = (buffer >>> bits) & 0xff;
      out += 1;
    }
  }
  // Leftover bits (2 or 4) must be zero in a canonical encoding.
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}
