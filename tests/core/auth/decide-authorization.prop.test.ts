import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { decideAuthorization } from '../../../core/auth/decide-authorization';
import type { AuthorizationInput } from '../../../core/auth/decide-authorization';
import { defaultSiteConfig } from '../../../core/site/site-config';
import { jwt } from './jwt-fixture';

const byte = fc.integer({ min: 0, max: 255 });
const quad = fc.tuple(byte, byte, byte, byte);
const dotted = (parts: readonly number[]) => parts.join('.');

/** Test-side reading of SPEC §9 as networks: 10/8 and 172.16/12. */
const isPrivate = ([a, b]: readonly number[]) => a === 10 || (a === 172 && b !== undefined && b >= 16 && b <= 31);
/** The default trusted proxies: loopback only. */
const isDefaultTrusted = (parts: readonly number[]) => parts[0] === 127;

const addressText = fc.oneof(
  quad.map(dotted),
  fc.tuple(quad, fc.integer({ min: 0, max: 65535 })).map(([parts, port]) => `${dotted(parts)}:${port}`),
  quad.map((parts) => `::ffff:${dotted(parts)}`),
  fc.constantFrom('unknown', '', '::1', '[::1]:80', '010.0.0.1', '172.2.3.4', '__proto__', '\uD800'),
  fc.string({ unit: 'binary' }),
);

const cookieJar = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('hb-test', 'access-token', '.at', '__proto__', 'constructor'), fc.string({ unit: 'binary' })),
      fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(jwt('{"cgid":5}'), jwt('{"cgid":"5"}'), '')),
    ),
    { maxLength: 5 },
  )
  .map((entries) => new Map(entries));

const input: fc.Arbitrary<AuthorizationInput> = fc.record(
  {
    override: fc.constantFrom('authorized' as const, 'unauthorized' as const),
    forwardedFor: fc.array(
      fc.oneof(
        addressText,
        fc.array(addressText).map((list) => list.join(', ')),
      ),
      { maxLength: 4 },
    ),
    peer: addressText,
    cookies: cookieJar,
    site: fc.string({ unit: 'binary' }).map((brandPrefix) => ({ ...defaultSiteConfig, brandPrefix })),
  },
  { requiredKeys: ['cookies'] },
);

describe('§6 authorization properties', () => {
  it('never throws and always answers with a SPEC reason', () => {
    fc.assert(
      fc.property(input, (request) => {
        const decision = decideAuthorization(request);
        expect(['override', 'private-network', 'test-cookie', 'access-token', 'none']).toContain(decision.reason);
        expect(decision.isAuthorized).toBe(decision.reason === 'override' ? request.override === 'authorized' : decision.reason !== 'none');
      }),
    );
  });

  it('lets the override decide whatever else the request carries (rule 1)', () => {
    fc.assert(
      fc.property(input, fc.constantFrom('authorized' as const, 'unauthorized' as const), (request, override) => {
        expect(decideAuthorization({ ...request, override })).toEqual({ isAuthorized: override === 'authorized', reason: 'override' });
      }),
    );
  });

  it('authorizes a direct peer by network exactly when it is in 10/8 or 172.16/12 (rule 2)', () => {
    fc.assert(
      fc.property(quad, (parts) => {
        const decision = decideAuthorization({ peer: dotted(parts), cookies: new Map() });
        expect(decision.isAuthorized).toBe(isPrivate(parts));
      }),
    );
  });

  it('cannot be talked into a private network by X-Forwarded-For from an untrusted peer', () => {
    fc.assert(
      fc.property(quad, fc.array(addressText), (parts, forwardedFor) => {
        fc.pre(!isDefaultTrusted(parts) && !isPrivate(parts));
        const decision = decideAuthorization({ peer: dotted(parts), forwardedFor, cookies: new Map() });
        expect(decision).toEqual({ isAuthorized: false, reason: 'none' });
      }),
    );
  });

  it('takes the right-most untrusted forwarded entry as the client', () => {
    fc.assert(
      fc.property(quad, quad, fc.array(quad.filter(isDefaultTrusted), { maxLength: 3 }), (forged, client, proxies) => {
        fc.pre(!isDefaultTrusted(client) && !isPrivate(client));
        const header = [forged, client, ...proxies].map(dotted).join(', ');
        const decision = decideAuthorization({ peer: '127.0.0.1', forwardedFor: [header], cookies: new Map() });
        expect(decision.isAuthorized).toBe(false);
      }),
    );
  });
});
