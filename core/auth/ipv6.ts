/**
 * IPv6 addresses as 128-bit unsigned bigints (RFC 4291 §2.2 text forms), so
 * that loopback ::1, IPv4-mapped addresses and trusted-proxy ranges are
 * decided by arithmetic (SPEC §6 rule 2). Parsing and the RFC 5952 form are
 * ipaddr.js's; zone ids and loose embedded IPv4 are refused here.
 */
import ipaddr from 'ipaddr.js';
import { parseIpv4 } from './ipv4';

/** 45 = 'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255'.length. */
const MAX_TEXT_LENGTH = 45;

/**
 * Parses an IPv6 address in any RFC 4291 §2.2 text form (full, '::'-compressed,
 * or with a trailing dotted IPv4) into a 128-bit bigint; null for anything
 * else. Zone identifiers ('fe80::1%eth0'), brackets and ports are not part of
 * an address and are refused here, and a trailing IPv4 must be a strict
 * dotted quad (parseIpv4), as everywhere else.
 *
 * @example
 * parseIpv6('::1') // 1n
 */
export function parseIpv6(text: string): bigint | null {
  if (text.length < 2 || text.length > MAX_TEXT_LENGTH || text.includes('%')) return null;
  if (!ipaddr.IPv6.isValid(text)) return null;
  if (text.includes('.') && parseIpv4(text.slice(text.lastIndexOf(':') + 1)) === null) return null;
  return ipaddr.IPv6.parse(text).parts.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

/**
 * Formats a 128-bit value in the RFC 5952 §4 canonical form: lowercase, no
 * leading zeros, the longest run of two or more zero groups (the first on a
 * tie) written as '::'. IPv4-mapped values are never formatted here:
 * parseIpAddress turns them into IPv4 first.
 *
 * @example
 * formatIpv6(1n) // '::1'
 */
export function formatIpv6(value: bigint): string {
  const groups: number[] = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n) groups.push(Number((value >> shift) & 0xffffn));
  return new ipaddr.IPv6(groups).toRFC5952String();
}
