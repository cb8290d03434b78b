/**
 * The private networks whose clients count as internal (SPEC §6 rule 2,
 * §9 "Private-network prefixes").
 *
 * Deviation from the SPEC's literal text: the SPEC lists string prefixes
 * '10.', '172.16.'-'172.19.', '172.2', '172.30.', '172.31.'. Read as networks
 * they are 10.0.0.0/8 and 172.16.0.0/12 (RFC 1918 §3), with '172.2' standing
 * for 172.20-172.29. Taken literally, '172.2' would also admit public
 * addresses such as 172.2.3.4 and 172.200.1.1, and a string test would accept
 * spellings such as '010.0.0.1' that other software reads as 8.0.0.1. So the
 * rule here is CIDR membership of a strictly parsed address. 192.168.0.0/16 is
 * not in the SPEC's list and is therefore not a private network for this rule.
 */

import { cidrContains } from './cidr';
import type { Cidr } from './cidr';
import type { IpAddress } from './ip-address';

/** 10.0.0.0/8 and 172.16.0.0/12 (172.16.0.0-172.31.255.255). */
export const PRIVATE_NETWORKS: readonly Cidr[] = [
  { family: 4, network: 0x0a000000, prefix: 8 },
  { family: 4, network: 0xac100000, prefix: 12 },
];

/**
 * True when the address is in one of the SPEC's private networks.
 *
 * @example
 * isPrivateNetworkAddress({ family: 4, value: 0xac1f0001 }) // true: 172.31.0.1
 */
export function isPrivateNetworkAddress(address: IpAddress): boolean {
  return PRIVATE_NETWORKS.some((network) => cidrContains(network, address));
}
