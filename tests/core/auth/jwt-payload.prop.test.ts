import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { decodeJwtPayload } from '../../../core/auth/jwt-payload';
import { hasAuthorizedCgid } from '../../../core/auth/access-token-cgid';
import { base64url, jwt } from './jwt-fixture';

const part = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary' }).map(base64url),
  fc.constantFrom('', '__proto__', '\uD800', 'eyJjZ2lkIjo1fQ', base64url('{"__proto__":{"cgid":5}}')),
);

describe('§6 rule 4 JWT decoding properties', () => {
  it('never throws on arbitrary tokens', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.tuple(part, part, part).map((parts) => parts.join('.')),
        ),
        (token) => {
          const result = decodeJwtPayload(token);
          expect(typeof result.ok).toBe('boolean');
          expect(typeof hasAuthorizedCgid(token)).toBe('boolean');
        },
      ),
    );
  });

  it('returns the claims set of any JSON object payload', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }),
        fc.jsonValue({ maxDepth: 2 }),
        (claims, headerExtra) => {
          const payloadJson = JSON.stringify(claims);
          const token = jwt(payloadJson, JSON.stringify({ alg: 'none', x: headerExtra }), '');
          // The reference is the platform's JSON round trip of what was encoded.
          expect(decodeJwtPayload(token)).toEqual({ ok: true, value: JSON.parse(payloadJson) });
        },
      ),
    );
  });

  it('authorizes exactly the own numeric cgid values 5 and 26', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.constantFrom(5, 26, 5.5, '5', [26])), (cgid) => {
        const text = JSON.stringify({ cgid });
        const parsed: unknown = JSON.parse(text);
        const value = (parsed as { cgid?: unknown }).cgid;
        expect(hasAuthorizedCgid(jwt(text))).toBe(value === 5 || value === 26);
      }),
    );
  });

  it('reads a huge token', () => {
    const huge = jwt(JSON.stringify({ cgid: 5, pad: 'x'.repeat(1_000_000) }));
    // A quadratic scan would run into the test timeout; the speed itself is the deep suite's (parsers-linear.deep.ts).
    expect(hasAuthorizedCgid(huge)).toBe(true);
    expect(hasAuthorizedCgid(`${huge}.`)).toBe(false);
  });
});
