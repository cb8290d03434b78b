/**
 * Which requests of an audited page may reach the private network
 * (docs/cli.md, Cookie audit): a page must not make the audit map the
 * services beside it (a 302 to http://127.0.0.1:4811/admin would put that
 * service's cookies and storage keys in the report). Pure: addresses come
 * resolved.
 */
import ipaddr from 'ipaddr.js';

/** ipaddr.js's names of the ranges that are not the public internet's (127/8, 10/8, 172.16/12, 192.168/16, 169.254/16, 0.0.0.0, ::1, fc00::/7, fe80::/10). */
const PRIVATE_RANGES = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'unspecified']);
/** Ranges that reach this machine itself: 127.0.0.1, ::1 and 0.0.0.0 are one host to a local service. */
const SELF_RANGES = new Set(['loopback', 'unspecified']);

function rangeOf(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().range();
  }
  return parsed.range();
}

/**
 * Whether an IP address is loopback, link-local, private or unspecified
 * (IPv4-mapped IPv6 judged as its IPv4). Text that is no IP address is not.
 *
 * @example isPrivateAddress('::ffff:10.0.0.1') // true
 */
export function isPrivateAddress(address: string): boolean {
  const range = rangeOf(address);
  return range !== null && PRIVATE_RANGES.has(range);
}

/** Host names that always mean this machine (RFC 6761 §6.3), resolved by Chromium without asking DNS. */
export function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Where a request goes: the addresses its host resolves to and its port. */
export interface NetworkEndpoint {
  readonly addresses: readonly string[];
  readonly port: number;
}

export type PrivateNetworkVerdict =
  /** Not on the private network, or on the audited service itself: followed, not reported. */
  | { readonly kind: 'public' | 'audited-service' }
  /** A private address other than the audited service: reported; followed only under --allow-private-network. */
  | { readonly kind: 'other-private'; readonly address: string; readonly follow: boolean };

function sameHost(one: string, other: string): boolean {
  const a = rangeOf(one);
  const b = rangeOf(other);
  if (a !== null && b !== null && SELF_RANGES.has(a) && SELF_RANGES.has(b)) return true;
  return (
    ipaddr.isValid(one) && ipaddr.isValid(other) && ipaddr.parse(one).toNormalizedString() === ipaddr.parse(other).toNormalizedString()
  );
}

/**
 * The verdict on one request of an audited page. A request to a private
 * address is the audited service itself when the audited URL is on a
 * private address too, on the same port and the same host (loopback
 * addresses counting as one host): a store served on localhost may load
 * from 127.0.0.1 on its own port. Any other private address is another
 * service: reported, and followed only when `allowPrivateNetwork`.
 *
 * @example privateNetworkVerdict({ addresses: ['127.0.0.1'], port: 3000 }, { addresses: ['127.0.0.1'], port: 4811 }, false)
 * // { kind: 'other-private', address: '127.0.0.1', follow: false }
 */
export function privateNetworkVerdict(
  audited: NetworkEndpoint,
  target: NetworkEndpoint,
  allowPrivateNetwork: boolean,
): PrivateNetworkVerdict {
  const address = target.addresses.find(isPrivateAddress);
  if (address === undefined) return { kind: 'public' };
  const ownService =
    target.port === audited.port &&
    target.addresses
      .filter(isPrivateAddress)
      .every((each) => audited.addresses.some((own) => isPrivateAddress(own) && sameHost(own, each)));
  if (ownService) return { kind: 'audited-service' };
  return { kind: 'other-private', address, follow: allowPrivateNetwork };
}
