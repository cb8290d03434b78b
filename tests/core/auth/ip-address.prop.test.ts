import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatIpv4, parseIpv4 } from '../../../core/auth/ipv4';
import { formatIpv6, parseIpv6 } from '../../../core/auth/ipv6';
import { parseIpAddress } from '../../../core/auth/ip-address';

const byte = fc.integer({ min: 0, max: 255 });
const quad = fc.tuple(byte, byte, byte, byte);
/** Test-side reference: a.b.c.d as one unsigned 32-bit number, by multiplication. */
const quadValue = ([a, b, c, d]: [number, number, number, number]) => ((a * 256 + b) * 256 + c) * 256 + d;

const hostile = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('0', '1', '9', '.', ':', '[', ']', 'f', 'x', ' ', '%') }),
  fc.constantFrom('__proto__', 'constructor', '\uD800', '\uDFFF1.2.3.4', '1.2.3.4'.repeat(10_000), ':'.repeat(100_000)),
);

describe('§6 rule 2 address parsing properties', () => {
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        parseIpv4(text);
        parseIpv6(text);
        parseIpAddress(text);
      }),
    );
  });

  it('reads every canonical dotted quad as its 32-bit value and formats it back', () => {
    fc.assert(
      fc.property(quad, (parts) => {
        const text = parts.join('.');
        expect(parseIpv4(text)).toBe(quadValue(parts));
        expect(formatIpv4(quadValue(parts))).toBe(text);
      }),
    );
  });

  it('round-trips every 32-bit value through format and parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (value) => {
        expect(parseIpv4(formatIpv4(value))).toBe(value);
      }),
    );
  });

  it('round-trips every 128-bit value through RFC 5952 format and parse', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), (value) => {
        expect(parseIpv6(formatIpv6(value))).toBe(value);
      }),
    );
  });

  it('reads the full uncompressed IPv6 form in any letter case', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }), fc.boolean(), (groups, upper) => {
        const text = groups.map((group) => group.toString(16)).join(':');
        const expected = groups.reduce((acc, group) => acc * 65536n + BigInt(group), 0n);
        expect(parseIpv6(upper ? text.toUpperCase() : text)).toBe(expected);
      }),
    );
  });

  it('unwraps every IPv4-mapped address, with or without brackets and port, to the IPv4 address', () => {
    fc.assert(
      fc.property(quad, fc.integer({ min: 0, max: 65535 }), (parts, port) => {
        const expected = { family: 4, value: quadValue(parts) };
        const v4 = parts.join('.');
        expect(parseIpAddress(`::ffff:${v4}`)).toEqual(expected);
        expect(parseIpAddress(`[::ffff:${v4}]:${port}`)).toEqual(expected);
        expect(parseIpAddress(`${v4}:${port}`)).toEqual(expected);
      }),
    );
  });
});
