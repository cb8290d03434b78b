/**
 * One client or proxy address as it appears in a socket peer or an
 * X-Forwarded-For entry: IPv4, IPv6, or either with a port (SPEC §6 rule 2).
 * IPv4-mapped IPv6 addresses ('::ffff:10.0.0.1', which Node reports for IPv4
 * peers on dual-stack sockets) become the IPv4 address they carry, so that one
 * host has one identity (RFC 4291 §2.5.5.2).
 */

import { formatIpv4, parseIpv4 } from './ipv4';
import { formatIpv6, parseIpv6 } from './ipv6';

export type IpAddress = { readonly family: 4; readonly value: number } | { readonly family: 6; readonly value: bigint };

/** '[' + 45 characters of IPv6 + ']:65535'. Longer text is never an address. */
const MAX_TEXT_LENGTH = 53;

/**
 * Parses an address with an optional port: '10.0.0.1', '10.0.0.1:8080', '::1',
 * '[::1]', '[::1]:8080', '::ffff:10.0.0.1'. Null for anything else, including
 * 'unknown', obfuscated identifiers ('_hidden', RFC 7239 §6.3), zone ids and
 * surrounding whitespace (callers trim list entries themselves).
 *
 * @example
 * parseIpAddress('[::ffff:10.0.0.1]:443') // { family: 4, value: 167772161 }
 */
export function parseIpAddress(text: string): IpAddress | null {
  if (text.length === 0 || text.length > MAX_TEXT_LENGTH) return null;

  if (text.startsWith('[')) {
    // RFC 3986 §3.2.2 / RFC 7239 §6: brackets set an IPv6 address apart from its port.
    const close = text.indexOf(']');
    if (close < 0) return null;
    const rest = text.slice(close + 1);
    if (rest !== '' && !(rest.startsWith(':') && isPort(rest.slice(1)))) return null;
    const v6 = parseIpv6(text.slice(1, close));
    return v6 === null ? null : fromIpv6(v6);
  }

  const firstColon = text.indexOf(':');
  if (firstColon < 0) return fromIpv4(parseIpv4(text));
  if (firstColon === text.lastIndexOf(':')) {
    // One colon: only 'IPv4:port' fits; every IPv6 text form has at least two.
    if (!isPort(text.slice(firstColon + 1))) return null;
    return fromIpv4(parseIpv4(text.slice(0, firstColon)));
  }
  // Two or more colons: a bare IPv6 address. A port cannot be told apart from
  // the last group without brackets ('::1:80' is itself an address), so none is stripped.
  const v6 = parseIpv6(text);
  return v6 === null ? null : fromIpv6(v6);
}

/**
 * Formats an address without a port: dotted quad or RFC 5952 IPv6.
 *
 * @example
 * formatIpAddress({ family: 6, value: 1n }) // '::1'
 */
export function formatIpAddress(address: IpAddress): string {
  return address.family === 4 ? formatIpv4(address.value) : formatIpv6(address.value);
}

function fromIpv4(value: number | null): IpAddress | null {
  return value === null ? null : { family: 4, value };
}

function fromIpv6(value: bigint): IpAddress {
  // RFC 4291 §2.5.5.2: ::ffff:0:0/96 carries an IPv4 address in its low 32 bits.
  if (value >> 32n === 0xffffn) return { family: 4, value: Number(value & 0xffffffffn) };
  return { family: 6, value };
}

function isPort(text: string): boolean {
  if (text.length < 1 || text.length > 5) return false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return false;
  }
  return Number(text) <= 65535;
}
