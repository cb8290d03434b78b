import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CookieDefinition } from '../../../core/cookies/cookie-definition';
import { cookieExpiry, isCookieCategoryAllowed, planCookieWrite } from '../../../core/cookies/cookie-writing';

const DAY = 24 * 60 * 60 * 1000;
const FOUR_HUNDRED_DAYS = 400 * DAY;
// Instants from 1970 to about 2200, where HTTP-dates have four-digit years.
const now = fc.integer({ min: 0, max: 7_258_118_400_000 });
const duration = fc.integer({ min: 0, max: 20 * FOUR_HUNDRED_DAYS });
const status = fc.constantFrom('DECLINED', 'ACCEPTED', 'OUTDATED' as const);
const consent = fc.record({ personalization: status, marketing: status, performance: status });

const definition: fc.Arbitrary<CookieDefinition> = fc
  .record({
    key: fc.string({ minLength: 1, maxLength: 8 }),
    // Mostly well-formed, so that many cases reach a Set-Cookie; the rest are arbitrary text.
    name: fc.oneof(
      { weight: 3, arbitrary: fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,10}$/) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 10 }) },
    ),
    team: fc.constant('Platform'),
    description: fc.constant('generated'),
    duration: fc.option(duration, { nil: undefined, freq: 4 }),
    category: fc.constantFrom('Essential', 'Functional', 'Performance', 'Marketing' as const),
    path: fc.oneof(
      { weight: 3, arbitrary: fc.constant('/') },
      { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 10 }).map((rest) => `/${rest}`) },
    ),
    secure: fc.boolean(),
    httpOnly: fc.boolean(),
    sameSite: fc.option(fc.constantFrom('strict', 'lax', 'none' as const), { nil: undefined }),
  })
  // exactOptionalPropertyTypes: an absent duration or sameSite is omitted, never undefined.
  .map(({ duration: d, sameSite, ...rest }) => ({
    ...rest,
    ...(d === undefined ? {} : { duration: d }),
    ...(sameSite === undefined ? {} : { sameSite }),
  }));

// Well-formed definitions with a duration: a token name, a plain path, and Secure whenever SameSite is None.
const validDefinition: fc.Arbitrary<CookieDefinition> = fc
  .record({
    name: fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,10}$/),
    duration,
    category: fc.constantFrom('Essential', 'Functional', 'Performance', 'Marketing' as const),
    path: fc.stringMatching(/^\/[a-z/]{0,10}$/),
    httpOnly: fc.boolean(),
    sameSite: fc.constantFrom('strict', 'lax', 'none', 'unset' as const),
    secure: fc.boolean(),
  })
  .map(({ sameSite, secure, ...rest }) => ({
    ...rest,
    key: 'generated',
    team: 'Platform',
    description: 'generated',
    secure: secure || sameSite === 'none',
    ...(sameSite === 'unset' ? {} : { sameSite }),
  }));

describe('§5 cookie expiry properties', () => {
  it("is '0' exactly for session cookies and never later than now + 400 days", () => {
    fc.assert(
      fc.property(duration, now, (d, n) => {
        const expiry = cookieExpiry(d, n);
        if (d === 0) {
          expect(expiry).toBe('0');
        } else {
          expect(typeof expiry).toBe('number');
          expect(expiry).toBeGreaterThan(n);
          expect(expiry).toBeLessThanOrEqual(n + FOUR_HUNDRED_DAYS);
        }
      }),
    );
  });

  it('is monotone in the duration', () => {
    fc.assert(
      fc.property(duration, duration, now, (a, b, n) => {
        fc.pre(a > 0 && b > 0);
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(cookieExpiry(shorter, n)).toBeLessThanOrEqual(cookieExpiry(longer, n) as number);
      }),
    );
  });
});

describe('§5 cookie writing properties', () => {
  it('never emits a Set-Cookie under a name other than the definition', () => {
    fc.assert(
      fc.property(definition, fc.string({ unit: 'binary' }), consent, now, (def, value, c, n) => {
        const plan = planCookieWrite({ definition: def, value, consent: c, now: n });
        if (!plan.ok) return;
        const [pair = '', ...attributes] = plan.setCookie.split('; ');
        expect(pair.slice(0, pair.indexOf('='))).toBe(def.name);
        // The value cannot smuggle in attributes or a second cookie.
        expect(pair.slice(pair.indexOf('=') + 1)).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/);
        expect(attributes[0]).toBe(`Path=${def.path}`);
        for (const attribute of attributes.slice(1)) {
          expect(attribute).toMatch(/^(Expires=.+ GMT|Max-Age=[1-9][0-9]*|Secure|HttpOnly|SameSite=(Strict|Lax|None))$/);
        }
      }),
    );
  });

  it('writes a valid definition with a duration exactly when consent allows its category', () => {
    fc.assert(
      fc.property(validDefinition, consent, now, (def, c, n) => {
        const plan = planCookieWrite({ definition: def, value: 'v', consent: c, now: n });
        expect(plan.ok).toBe(isCookieCategoryAllowed(def.category, c));
        if (!plan.ok) expect(plan.reason).toBe('consent');
      }),
    );
  });
});
