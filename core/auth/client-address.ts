/**
 * Works out which address a request came from, given the socket peer and the
 * X-Forwarded-For headers (SPEC §6 rule 2 "a forwarded client IP header
 * value"). X-Forwarded-For is believed only as far as trusted proxies vouch
 * for it: a client can write anything into the header, and only the entries
 * appended by proxies we trust are true (RFC 7239 §8.1 on the same risk for
 * Forwarded; the usual right-to-left walk of X-Forwarded-For).
 */

import { cidrContains } from './cidr';
import type { Cidr } from './cidr';
import { parseIpAddress } from './ip-address';
import type { IpAddress } from './ip-address';

/**
 * Loopback only (127.0.0.0/8 and ::1), as Express's `trust proxy` 'loopback':
 * a proxy on the same host. A wider default would let any peer inside it
 * speak for the client: a 192.168.x reader (not internal, SPEC §6 rule 2)
 * sending `X-Forwarded-For: 10.1.2.3` became internal, because when every
 * entry is trusted the left-most one is the client. Real load balancers are
 * listed in TRUSTED_PROXIES (docs/deploy.md, "Behind a proxy").
 */
export const DEFAULT_TRUSTED_PROXIES: readonly Cidr[] = [
  { family: 4, network: 0x7f000000, prefix: 8 },
  { family: 6, network: 1n, prefix: 128 },
];

export interface ClientAddressInput {
  /** The raw X-Forwarded-For header values, in the order received. */
  readonly forwardedFor?: readonly string[];
  /** The socket peer address, e.g. '::ffff:10.0.0.5'. */
  readonly peer?: string;
  readonly trustedProxies?: readonly Cidr[];
}

/**
 * The client's address, or null when it cannot be known.
 *
 * - No peer, or a peer that is not a trusted proxy: X-Forwarded-For is
 *   ignored and the client is the peer (null when absent or unparsable).
 * - A trusted peer with no X-Forwarded-For (undefined or no header values):
 *   the client is the peer itself.
 * - Otherwise all header values are joined with ',' in order (RFC 9110 §5.3
 *   list-header combination), split, trimmed, and walked from the right,
 *   skipping trusted proxies; the first untrusted entry is the client. If every
 *   entry is trusted, the left-most entry is the client. An entry that is not
 *   an address ('unknown', '', garbage) stops the walk with null, so a forged
 *   junk entry can never make the walk step past it to an entry further left.
 *
 * @example
 * resolveClientAddress({ peer: '10.0.0.2', forwardedFor: ['203.0.113.7, 10.0.0.9'] })
 * // { family: 4, value: 3405803783 } (203.0.113.7)
 */
export function resolveClientAddress(input: ClientAddressInput): IpAddress | null {
  const trusted = input.trustedProxies ?? DEFAULT_TRUSTED_PROXIES;
  const peer = input.peer === undefined ? null : parseIpAddress(input.peer.trim());
  if (peer === null) return null;
  if (!isTrustedProxy(peer, trusted)) return peer;

  const headers = input.forwardedFor ?? [];
  if (headers.length === 0) return peer;

  const entries = headers.join(',').split(',');
  let leftmost: IpAddress | null = null;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const address = parseIpAddress((entries[i] ?? '').trim());
    if (address === null) return null;
    if (!isTrustedProxy(address, trusted)) return address;
    leftmost = address;
  }
  return leftmost;
}

function isTrustedProxy(address: IpAddress, trusted: readonly Cidr[]): boolean {
  return trusted.some((range) => cidrContains(range, address));
}
