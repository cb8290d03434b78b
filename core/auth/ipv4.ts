/**
 * Strict dotted-quad IPv4 addresses as 32-bit unsigned integers, so that
 * network membership is decided by arithmetic, never by string prefixes
 * (SPEC §6 rule 2, §9 private-network prefixes).
 */

/**
 * Parses exactly four decimal parts 0-255 without leading zeros into a 32-bit
 * unsigned integer; null for anything else.
 *
 * Deliberately stricter than inet_aton: '010.0.0.1' (octal to some readers,
 * decimal to others), '0xa.0.0.1', the short forms '10.1' and '167772161', and
 * empty parts or whitespace are refused, so that no two parsers can disagree
 * about which network an address is in (RFC 6943 §3.1.1).
 *
 * @example
 * parseIpv4('10.0.0.1') // 167772161
 */
export function parseIpv4(text: string): number | null {
  // 15 = '255.255.255.255'.length; also keeps huge inputs O(1).
  if (text.length < 7 || text.length > 15) return null;
  let value = 0;
  let part = 0;
  let digits = 0;
  let parts = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i < text.length ? text.charCodeAt(i) : 0x2e; // end acts as a final '.'
    if (code === 0x2e) {
      if (digits === 0) return null;
      value = value * 256 + part;
      parts += 1;
      part = 0;
      digits = 0;
      continue;
    }
    if (code < 0x30 || code > 0x39) return null;
    if (digits === 1 && part === 0) return null; // leading zero
    part = part * 10 + (code - 0x30);
    digits += 1;
    if (part > 255) return null;
  }
  return parts === 4 ? value : null;
}

/**
 * Formats a 32-bit unsigned integer as a dotted quad.
 *
 * @example
 * formatIpv4(167772161) // '10.0.0.1'
 */
export function formatIpv4(value: number): string {
  const v = value >>> 0;
  return `${v >>> 24}.${(v >>> 16) & 0xff}.${(v >>> 8) & 0xff}.${v & 0xff}`;
}
