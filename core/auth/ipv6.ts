/**
 * IPv6 addresses as 128-bit unsigned bigints (RFC 4291 §2.2 text forms), so
 * that loopback ::1, IPv4-mapped addresses and trusted-proxy ranges are
 * decided by arithmetic (SPEC §6 rule 2).
 */

import { parseIpv4 } from './ipv4';

/** 45 = 'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255'.length. */
const MAX_TEXT_LENGTH = 45;

/**
 * Parses an IPv6 address in any RFC 4291 §2.2 text form (full, '::'-compressed,
 * or with a trailing dotted IPv4) into a 128-bit bigint; null for anything
 * else. Zone identifiers ('fe80::1%eth0'), brackets and ports are not part of
 * an address and are refused here.
 *
 * @example
 * parseIpv6('::1') // 1n
 */
export function parseIpv6(text: string): bigint | null {
  if (text.length < 2 || text.length > MAX_TEXT_LENGTH) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ?? '';
  const tail = halves[1];
  const compressed = tail !== undefined;

  const headGroups = head === '' && compressed ? [] : head.split(':');
  const tailGroups = !compressed || tail === '' ? [] : tail.split(':');

  const headValues = readGroups(headGroups, !compressed);
  const tailValues = readGroups(tailGroups, compressed);
  if (headValues === null || tailValues === null) return null;

  const count = headValues.length + tailValues.length;
  // RFC 4291 §2.2: '::' stands for one or more groups of zeros.
  if (compressed ? count > 7 : count !== 8) return null;

  const groups = [...headValues, ...new Array<number>(8 - count).fill(0), ...tailValues];
  let value = 0n;
  for (const group of groups) value = (value << 16n) | BigInt(group);
  return value;
}

/**
 * Reads 1-4 hex digit groups; the last group of the address (when
 * `mayEndInIpv4`) may be a dotted IPv4 that fills two groups (RFC 4291 §2.2, form 3).
 */
function readGroups(groups: readonly string[], mayEndInIpv4: boolean): number[] | null {
  const values: number[] = [];
  for (let i = 0; i < groups.length; i += 1) {
    const group = groups[i] ?? '';
    if (mayEndInIpv4 && i === groups.length - 1 && group.includes('.')) {
      const v4 = parseIpv4(group);
      if (v4 === null) return null;
      values.push(v4 >>> 16, v4 & 0xffff);
      continue;
    }
    const value = readHexGroup(group);
    if (value === null) return null;
    values.push(value);
  }
  return values;
}

function readHexGroup(group: string): number | null {
  if (group.length < 1 || group.length > 4) return null;
  let value = 0;
  for (let i = 0; i < group.length; i += 1) {
    const digit = hexDigit(group.charCodeAt(i));
    if (digit < 0) return null;
    value = value * 16 + digit;
  }
  return value;
}

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x61 && code <= 0x66) return code - 0x61 + 10;
  if (code >= 0x41 && code <= 0x46) return code - 0x41 + 10;
  return -1;
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
  for (let shift = 112n; shift >= 0n; shift -= 16n) {
    groups.push(Number((value >> shift) & 0xffffn));
  }
  let bestStart = -1;
  let bestLength = 1; // RFC 5952 §4.2.2: a single zero group is not compressed.
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  const before = hex.slice(0, bestStart).join(':');
  const after = hex.slice(bestStart + bestLength).join(':');
  return `${before}::${after}`;
}
