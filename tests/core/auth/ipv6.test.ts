import { describe, it, expect } from 'vitest';
import { formatIpv6, parseIpv6 } from '../../../core/auth/ipv6';

/** Eight 16-bit groups as one 128-bit value. */
function groups(...values: number[]): bigint {
  return values.reduce((acc, group) => (acc << 16n) | BigInt(group), 0n);
}

describe('§6 rule 2 IPv6 text forms (RFC 4291 §2.2)', () => {
  it.each([
    ['::', 0n],
    ['::1', 1n],
    ['0:0:0:0:0:0:0:1', 1n],
    ['::ffff:10.0.0.1', 0xffff0a000001n],
    ['::ffff:a00:1', 0xffff0a000001n],
    ['2001:db8::', 0x20010db8n << 96n],
    ['2001:DB8::1', (0x20010db8n << 96n) | 1n],
    ['1:2:3:4:5:6:7:8', 0x00010002000300040005000600070008n],
    ['1:2:3:4:5:6:1.2.3.4', 0x00010002000300040005000601020304n],
    ['1::8', (1n << 112n) | 8n],
    ['1:2:3:4:5:6:7::', 0x00010002000300040005000600070000n],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', (1n << 128n) - 1n],
  ])('reads %s', (text, value) => {
    expect(parseIpv6(text)).toBe(value);
  });

  it.each([
    [':::'],
    ['1:::2'],
    ['::1::'],
    ['1::2::3'],
    [':1::'],
    ['1:2:3:4:5:6:7'],
    ['1:2:3:4:5:6:7:8:9'],
    ['1:2:3:4:5:6:7::8'],
    ['12345::'],
    ['g::1'],
    ['::1.2.3.4:5'],
    ['1.2.3.4::'],
    ['::ffff:010.0.0.1'],
    ['fe80::1%eth0'],
    ['[::1]'],
    [' ::1'],
    [''],
    [':'],
    ['1.2.3.4'],
  ])('refuses %j', (text) => {
    expect(parseIpv6(text)).toBeNull();
  });

  it.each([
    [1n, '::1'],
    [0n, '::'],
    [(0x20010db8n << 96n) | 1n, '2001:db8::1'],
    // RFC 5952 §4.2.2: one zero group is not compressed.
    [groups(0x2001, 0xdb8, 0, 1, 1, 1, 1, 1), '2001:db8:0:1:1:1:1:1'],
    // RFC 5952 §4.2.3: the longest run is compressed, the first one on a tie.
    [groups(0x2001, 0, 0, 1, 0, 0, 0, 1), '2001:0:0:1::1'],
    [groups(0x2001, 0, 0, 1, 0, 0, 1, 1), '2001::1:0:0:1:1'],
    // RFC 5952 §4.3: lowercase.
    [groups(0xabcd, 0xef, 0, 0, 0, 0, 0, 0), 'abcd:ef::'],
  ])('formats %s canonically as %s (RFC 5952 §4)', (value, text) => {
    expect(formatIpv6(value)).toBe(text);
  });
});
