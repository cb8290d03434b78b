/**
 * The default TRUSTED_PROXIES trusts loopback only (SPEC §6 rule 2 "a
 * forwarded client IP header value", read with the requirement that private
 * ranges are not proxies unless listed): a peer in any private or local range
 * that sends X-Forwarded-For is itself the client, whatever address it claims:
 * were 192.168.0.0/16 trusted, a 192.168.x reader claiming 10.1.2.3 would
 * become internal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideAuthorization, formatIpAddress, parseIpAddress, resolveClientAddress } from '../../../core/auth';

const byte = fc.integer({ min: 0, max: 255 });
const group = fc.integer({ min: 0, max: 0xffff });

/** Each private or local range a reader's own machine may sit in, with a generator of its addresses. */
const PRIVATE_RANGES: readonly (readonly [string, fc.Arbitrary<string>])[] = [
  ['10.0.0.0/8 (RFC 1918)', fc.tuple(byte, byte, byte).map(([b, c, d]) => `10.${b}.${c}.${d}`)],
  ['172.16.0.0/12 (RFC 1918)', fc.tuple(fc.integer({ min: 16, max: 31 }), byte, byte).map(([b, c, d]) => `172.${b}.${c}.${d}`)],
  ['192.168.0.0/16 (RFC 1918)', fc.tuple(byte, byte).map(([c, d]) => `192.168.${c}.${d}`)],
  [
    '100.64.0.0/10 (RFC 6598 shared address space)',
    fc.tuple(fc.integer({ min: 64, max: 127 }), byte, byte).map(([b, c, d]) => `100.${b}.${c}.${d}`),
  ],
  ['169.254.0.0/16 (RFC 3927 link-local)', fc.tuple(byte, byte).map(([c, d]) => `169.254.${c}.${d}`)],
  [
    'fc00::/7 (RFC 4193 unique local)',
    fc
      .tuple(fc.integer({ min: 0xfc00, max: 0xfdff }), group, group)
      .map(([a, b, c]) => `${a.toString(16)}:${b.toString(16)}::${c.toString(16)}`),
  ],
  ['fe80::/10 (RFC 4291 link-local)', fc.tuple(group, group).map(([a, b]) => `fe80::${a.toString(16)}:${b.toString(16)}`)],
  ['the same as IPv4-mapped IPv6 (a dual-stack socket)', fc.tuple(byte, byte).map(([c, d]) => `::ffff:192.168.${c}.${d}`)],
];

/** What a reader claims: mostly internal addresses, and loopback, which the default does trust as a hop. */
const claimed = fc.oneof(
  fc.tuple(byte, byte, byte).map(([b, c, d]) => `10.${b}.${c}.${d}`),
  fc.tuple(fc.integer({ min: 16, max: 31 }), byte, byte).map(([b, c, d]) => `172.${b}.${c}.${d}`),
  fc.constantFrom('127.0.0.1', '::1', '10.1.2.3', '172.16.0.1'),
  fc.ipV4(),
  fc.ipV6(),
);
const forwardedFor = fc.array(
  fc.array(claimed, { minLength: 1, maxLength: 4 }).map((list) => list.join(', ')),
  { minLength: 1, maxLength: 3 },
);

/** SPEC §6 rule 2 as this test reads it: 10/8 and 172.16/12, in IPv4 or IPv4-mapped form. */
const isSpecPrivate = (peer: string) => /^(::ffff:)?(10\.|172\.(1[6-9]|2\d|3[01])\.)/.test(peer);

describe('§6 rule 2 under the default TRUSTED_PROXIES: a peer in a private range cannot claim another address', () => {
  it.each(PRIVATE_RANGES)('a peer in %s is its own client, whatever X-Forwarded-For says', (_range, peers) => {
    fc.assert(
      fc.property(peers, forwardedFor, (peer, header) => {
        const client = resolveClientAddress({ peer, forwardedFor: header });
        const own = parseIpAddress(peer);
        expect(client === null || own === null ? null : formatIpAddress(client)).toBe(own === null ? null : formatIpAddress(own));
      }),
    );
  });

  it.each(PRIVATE_RANGES)('a peer in %s is internal only when its own address is in 10/8 or 172.16/12', (_range, peers) => {
    fc.assert(
      fc.property(peers, forwardedFor, (peer, header) => {
        const decision = decideAuthorization({ peer, forwardedFor: header, cookies: new Map() });
        expect(decision).toEqual(
          isSpecPrivate(peer) ? { isAuthorized: true, reason: 'private-network' } : { isAuthorized: false, reason: 'none' },
        );
      }),
    );
  });

  it("the probe's case: a 192.168.1.50 peer claiming 10.1.2.3 is not internal", () => {
    expect(decideAuthorization({ peer: '192.168.1.50', forwardedFor: ['10.1.2.3'], cookies: new Map() })).toEqual({
      isAuthorized: false,
      reason: 'none',
    });
  });
});
