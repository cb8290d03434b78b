/** Properties of the Set-Cookie line parser: never throws, round-trips, stays in bounds. */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatSetCookieLine, parseSetCookieLine, setCookieLifetimeMs, type SetCookie } from '../../../core/cookie-audit';

const MAX_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;
const tokenChar = fc.constantFrom(..."!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".split(''));
const valueChar = fc.constantFrom(..."!#$%&'()*+-./0123456789:<=>?@ABCXYZ[]^_`abcxyz{|}~".split(''));
const pathChar = fc.constantFrom(...'/abcXYZ019-._~%=+ '.split(''));

const setCookie: fc.Arbitrary<SetCookie> = fc.record({
  name: fc.string({ unit: tokenChar, minLength: 1, maxLength: 20 }),
  value: fc.string({ unit: valueChar, maxLength: 40 }),
  path: fc.option(fc.string({ unit: pathChar, maxLength: 20 }).map((rest) => `/${rest.trim()}`)),
  domain: fc.option(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?(\.[a-z]{2,6})$/)),
  // Whole seconds from 1970 to 9999: what an HTTP date can carry.
  expires: fc.option(fc.integer({ min: 0, max: 253_402_300_799 }).map((seconds) => seconds * 1000)),
  maxAge: fc.option(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })),
  secure: fc.boolean(),
  httpOnly: fc.boolean(),
  sameSite: fc.option(fc.constantFrom('strict', 'lax', 'none') as fc.Arbitrary<'strict' | 'lax' | 'none'>),
});

describe('Set-Cookie line properties', () => {
  test.prop([fc.string({ maxLength: 300 })])('never throws on any text', (line) => {
    const parsed = parseSetCookieLine(line);
    expect(typeof parsed.ok).toBe('boolean');
  });

  test.prop([setCookie])('round-trips: parsing a formatted cookie gives it back, with nothing ignored', (cookie) => {
    expect(parseSetCookieLine(formatSetCookieLine(cookie))).toEqual({ ok: true, cookie, ignored: [] });
  });

  test.prop([fc.string({ maxLength: 300 }), fc.integer({ min: 0, max: 8_000_000_000_000 })])(
    'stays in bounds: a non-empty name without ; or =, a safe Max-Age, a lifetime from 0 to 400 days',
    (line, now) => {
      const parsed = parseSetCookieLine(line);
      if (!parsed.ok) return;
      const { cookie } = parsed;
      expect(cookie.name.length).toBeGreaterThan(0);
      expect(cookie.name).not.toMatch(/[;=]/);
      expect(cookie.value).not.toContain(';');
      if (cookie.maxAge !== null) expect(Number.isSafeInteger(cookie.maxAge)).toBe(true);
      if (cookie.expires !== null) expect(Number.isFinite(cookie.expires)).toBe(true);
      const lifetime = setCookieLifetimeMs(cookie, now);
      if (lifetime !== null) {
        expect(lifetime).toBeGreaterThanOrEqual(0);
        expect(lifetime).toBeLessThanOrEqual(MAX_LIFETIME_MS);
      }
    },
  );
});
