import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cidrContains, parseCidr } from '../../../core/auth/cidr';

const uint32 = fc.integer({ min: 0, max: 0xffffffff });
const prefix = fc.integer({ min: 0, max: 32 });

/** Test-side reference: the network of an address under a prefix, by mask arithmetic. */
const maskOf = (bits: number) => (bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0);
const networkOf = (value: number, bits: number) => (value & maskOf(bits)) >>> 0;
/** Test-side dotted quad, by division (independent of core's formatter). */
const dotted = (value: number) => [2 ** 24, 2 ** 16, 2 ** 8, 1].map((unit) => Math.floor(value / unit) % 256).join('.');

describe('§6 rule 2 CIDR membership properties', () => {
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('__proto__/8', '\uD800/8', `10.0.0.0/${'9'.repeat(100_000)}`)),
        (text) => {
          parseCidr(text);
        },
      ),
    );
  });

  it('agrees with 32-bit mask arithmetic for every address and prefix 0..32', () => {
    fc.assert(
      fc.property(uint32, prefix, uint32, fc.boolean(), (seed, bits, other, near) => {
        const network = networkOf(seed, bits);
        // Half the cases put the address inside the range, so both answers occur.
        const value = near ? (network | (other & ~maskOf(bits))) >>> 0 : other;
        const parsed = parseCidr(`${dotted(network)}/${bits}`);
        expect(parsed).toEqual({ ok: true, value: { family: 4, network, prefix: bits } });
        if (!parsed.ok) return;
        // Reference by division: same top `bits` bits, no bitwise operators.
        const unit = 2 ** (32 - bits);
        const expected = Math.floor(value / unit) === Math.floor(network / unit);
        expect(networkOf(value, bits) === network).toBe(expected);
        expect(cidrContains(parsed.value, { family: 4, value })).toBe(expected);
      }),
    );
  });

  it('contains every address that shares the network bits', () => {
    fc.assert(
      fc.property(uint32, prefix, (value, bits) => {
        const parsed = parseCidr(`${dotted(networkOf(value, bits))}/${bits}`);
        expect(parsed.ok && cidrContains(parsed.value, { family: 4, value })).toBe(true);
      }),
    );
  });

  it('refuses a range with host bits set below the prefix', () => {
    fc.assert(
      fc.property(uint32, prefix, (value, bits) => {
        fc.pre(networkOf(value, bits) !== value);
        const parsed = parseCidr(`${dotted(value)}/${bits}`);
        expect(parsed.ok ? 'ok' : parsed.issues[0]?.code).toBe('cidr.hostBitsSet');
      }),
    );
  });
});
