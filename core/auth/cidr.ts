/**
 * Address ranges in CIDR notation (RFC 4632 §3.1 for IPv4, RFC 4291 §2.3 for
 * IPv6), used for the private networks of SPEC §6 rule 2 and for the trusted
 * proxies that may speak for a client in X-Forwarded-For. The address part is
 * read by ipaddr.js (ipv4.ts, ipv6.ts); ipaddr.js's own parseCIDR is not used
 * because it accepts the loose IPv4 forms ('010.0.0.0/8') this module refuses.
 */

import { fail, ok } from '../result';
import type { Result } from '../result';
import type { IpAddress } from './ip-address';
import { parseIpv4 } from './ipv4';
import { parseIpv6 } from './ipv6';

export type Cidr =
  | { readonly family: 4; readonly network: number; readonly prefix: number }
  | { readonly family: 6; readonly network: bigint; readonly prefix: number };

/**
 * Parses 'address/prefix' (or a bare address, meaning that one host: /32 or
 * /128). Issue codes: `cidr.badAddress`, `cidr.badPrefix`, `cidr.hostBitsSet`
 * (host bits set below the prefix, as in '10.1.0.0/8', are refused rather than
 * silently masked: such a range is almost always a typo).
 *
 * @example
 * parseCidr('172.16.0.0/12') // { ok: true, value: { family: 4, network: 2886729728, prefix: 12 } }
 */
export function parseCidr(text: string): Result<Cidr> {
  const slash = text.indexOf('/');
  const addressText = slash < 0 ? text : text.slice(0, slash);
  const prefixText = slash < 0 ? null : text.slice(slash + 1);

  const v4 = parseIpv4(addressText);
  const v6 = v4 === null ? parseIpv6(addressText) : null;
  if (v4 === null && v6 === null) {
    return fail({ code: 'cidr.badAddress', message: `not an IPv4 or IPv6 address: '${clip(addressText)}'` });
  }
  const maxPrefix = v4 !== null ? 32 : 128;
  const prefix = prefixText === null ? maxPrefix : readPrefix(prefixText, maxPrefix);
  if (prefix === null) {
    return fail({ code: 'cidr.badPrefix', message: `prefix must be a whole number 0-${maxPrefix}: '${clip(prefixText ?? '')}'` });
  }

  if (v4 !== null) {
    if ((v4 & ~ipv4Mask(prefix)) >>> 0 !== 0) return hostBitsSet(text);
    return ok({ family: 4, network: v4, prefix });
  }
  const network = v6 ?? 0n;
  if ((network & ~ipv6Mask(prefix)) !== 0n) return hostBitsSet(text);
  return ok({ family: 6, network, prefix });
}

/**
 * True when the address lies in the range. An IPv4 address is also inside an
 * IPv6 range that covers its IPv4-mapped form ::ffff:a.b.c.d (RFC 4291
 * §2.5.5.2), since parseIpAddress has already unwrapped mapped addresses.
 *
 * @example
 * const range = parseCidr('10.0.0.0/8');
 * range.ok && cidrContains(range.value, { family: 4, value: 167772161 }) // true: 10.0.0.1
 */
export function cidrContains(cidr: Cidr, address: IpAddress): boolean {
  if (cidr.family === 4) {
    if (address.family !== 4) return false;
    const mask = ipv4Mask(cidr.prefix);
    return (address.value & mask) >>> 0 === (cidr.network & mask) >>> 0;
  }
  const value = address.family === 6 ? address.value : (0xffffn << 32n) | BigInt(address.value);
  const mask = ipv6Mask(cidr.prefix);
  return (value & mask) === (cidr.network & mask);
}

/** The network mask as an unsigned 32-bit integer; shifting by 32 is a no-op in JS, hence the 0 case. */
function ipv4Mask(prefix: number): number {
  return prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
}

function ipv6Mask(prefix: number): bigint {
  const all = (1n << 128n) - 1n;
  return (all << BigInt(128 - prefix)) & all;
}

/** Decimal 0..max without sign or leading zeros ('08' is refused like '010.0.0.1'). */
function readPrefix(text: string, max: number): number | null {
  if (text.length < 1 || text.length > 3) return null;
  if (text.length > 1 && text.startsWith('0')) return null;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return null;
  }
  const value = Number(text);
  return value <= max ? value : null;
}

function hostBitsSet(text: string): Result<Cidr> {
  return fail({ code: 'cidr.hostBitsSet', message: `host bits are set below the prefix: '${clip(text)}'` });
}

/** Keeps messages short when a configuration value is huge. */
function clip(text: string): string {
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}
