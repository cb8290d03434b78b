import { describe, it, expect } from 'vitest';
import { cidrContains, parseCidr } from '../../../core/auth/cidr';
import type { Cidr } from '../../../core/auth/cidr';
import { parseIpAddress } from '../../../core/auth/ip-address';

function range(text: string): Cidr {
  const result = parseCidr(text);
  if (!result.ok) throw new Error(`fixture ${text}: ${result.issues[0]?.code}`);
  return result.value;
}

function contains(cidrText: string, addressText: string): boolean {
  const address = parseIpAddress(addressText);
  if (address === null) throw new Error(`fixture ${addressText}`);
  return cidrContains(range(cidrText), address);
}

describe('§6 rule 2 CIDR ranges', () => {
  it.each([
    ['10.0.0.0/8', { family: 4, network: 0x0a000000, prefix: 8 }],
    ['172.16.0.0/12', { family: 4, network: 0xac100000, prefix: 12 }],
    ['0.0.0.0/0', { family: 4, network: 0, prefix: 0 }],
    ['10.0.0.1', { family: 4, network: 0x0a000001, prefix: 32 }],
    ['10.0.0.1/32', { family: 4, network: 0x0a000001, prefix: 32 }],
    ['::1', { family: 6, network: 1n, prefix: 128 }],
    ['::/0', { family: 6, network: 0n, prefix: 0 }],
    ['2001:db8::/32', { family: 6, network: 0x20010db8n << 96n, prefix: 32 }],
  ])('parses %s', (text, value) => {
    expect(parseCidr(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['10.0.0/8', 'cidr.badAddress'],
    ['010.0.0.0/8', 'cidr.badAddress'],
    ['/8', 'cidr.badAddress'],
    ['', 'cidr.badAddress'],
    ['[::1]/128', 'cidr.badAddress'],
    ['10.0.0.0/33', 'cidr.badPrefix'],
    ['10.0.0.0/', 'cidr.badPrefix'],
    ['10.0.0.0/08', 'cidr.badPrefix'],
    ['10.0.0.0/-1', 'cidr.badPrefix'],
    ['10.0.0.0/8/8', 'cidr.badPrefix'],
    ['10.0.0.0/ 8', 'cidr.badPrefix'],
    ['::/129', 'cidr.badPrefix'],
    ['10.1.0.0/8', 'cidr.hostBitsSet'],
    ['172.20.0.0/12', 'cidr.hostBitsSet'],
    ['::1/64', 'cidr.hostBitsSet'],
  ])('refuses %j with %s', (text, code) => {
    const result = parseCidr(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.code)).toEqual([code]);
  });

  it.each([
    ['10.0.0.0/8', '10.0.0.0', true],
    ['10.0.0.0/8', '10.255.255.255', true],
    ['10.0.0.0/8', '11.0.0.0', false],
    ['10.0.0.0/8', '9.255.255.255', false],
    ['172.16.0.0/12', '172.15.255.255', false],
    ['172.16.0.0/12', '172.16.0.0', true],
    ['172.16.0.0/12', '172.31.255.255', true],
    ['172.16.0.0/12', '172.32.0.0', false],
    ['0.0.0.0/0', '255.255.255.255', true],
    ['255.255.255.255/32', '255.255.255.255', true],
    ['255.255.255.255/32', '255.255.255.254', false],
    ['10.0.0.0/8', '::ffff:10.0.0.1', true],
    ['10.0.0.0/8', '::1', false],
    ['::1', '::1', true],
    ['::1', '127.0.0.1', false],
    ['::/0', '2001:db8::1', true],
    // An IPv4 address is inside an IPv6 range covering its mapped form.
    ['::ffff:0:0/96', '10.0.0.1', true],
    ['::/0', '10.0.0.1', true],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
  ])('%s contains %s: %s', (cidrText, addressText, expected) => {
    expect(contains(cidrText, addressText)).toBe(expected);
  });
});
