import { describe, it, expect } from 'vitest';
import { parseCidr } from '../../../core/auth/cidr';
import { parseIpAddress } from '../../../core/auth/ip-address';
import { isPrivateNetworkAddress, PRIVATE_NETWORKS } from '../../../core/auth/private-network';

describe('§9 private-network prefixes as networks', () => {
  it('are 10.0.0.0/8 and 172.16.0.0/12', () => {
    expect(PRIVATE_NETWORKS).toEqual(
      ['10.0.0.0/8', '172.16.0.0/12'].map((text) => {
        const result = parseCidr(text);
        return result.ok ? result.value : null;
      }),
    );
  });

  it.each([
    ['10.0.0.0', true],
    ['10.255.255.255', true],
    ['172.15.255.255', false],
    ['172.16.0.0', true],
    ['172.17.1.1', true],
    ['172.19.255.255', true],
    // SPEC '172.2' stands for 172.20.-172.29.
    ['172.20.0.0', true],
    ['172.29.255.255', true],
    ['172.30.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.0', false],
    // Deviation: the literal prefix '172.2' would admit these public addresses.
    ['172.2.3.4', false],
    ['172.200.1.1', false],
    ['172.255.0.1', false],
    ['100.0.0.1', false],
    ['11.0.0.1', false],
    // Not in the SPEC's list.
    ['192.168.1.1', false],
    ['127.0.0.1', false],
    ['::1', false],
    ['::ffff:10.0.0.1', true],
    ['::ffff:172.31.0.1', true],
    ['::ffff:172.2.3.4', false],
  ])('%s is private: %s', (text, expected) => {
    const address = parseIpAddress(text);
    expect(address).not.toBeNull();
    if (address !== null) expect(isPrivateNetworkAddress(address)).toBe(expected);
  });
});
