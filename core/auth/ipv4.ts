/**
 * Strict dotted-quad IPv4 addresses as 32-bit unsigned integers, so that
 * network membership is decided by arithmetic, never by string prefixes
 * (SPEC §6 rule 2, §9 private-network prefixes). Parsing is ipaddr.js's (the
 * library Express's proxy-addr stands on), held to its strict four-part
 * decimal form.
 */
import ipaddr from 'ipaddr.js';

/** 15 = '255.255.255.255'.length; also keeps huge inputs O(1). */
const MAX_TEXT_LENGTH = 15;

/**
 * Parses exactly four decimal parts 0-255 without leading zeros into a 32-bit
 * unsigned integer; null for anything else.
 *
 * Deliberately stricter than inet_aton (and than ipaddr.js's own `parse`):
 * '010.0.0.1' (octal to some readers, decimal to others), '0xa.0.0.1', the
 * short forms '10.1' and '167772161', and empty parts or whitespace are
 * refused, so that no two parsers can disagree about which network an
 * address is in (RFC 6943 §3.1.1).
 *
 * @example
 * parseIpv4('10.0.0.1') // 167772161
 */
export function parseIpv4(text: string): number | null {
  if (text.length < 7 || text.length > MAX_TEXT_LENGTH) return null;
  if (!ipaddr.IPv4.isValidFourPartDecimal(text)) return null;
  return ipaddr.IPv4.parse(text).octets.reduce((value, octet) => value * 256 + octet, 0);
}

/**
 * Formats a 32-bit unsigned integer as a dotted quad.
 *
 * @example
 * formatIpv4(167772161) // '10.0.0.1'
 */
export function formatIpv4(value: number): string {
  const v = value >>> 0;
  return new ipaddr.IPv4([v >>> 24, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff]).toString();
}
