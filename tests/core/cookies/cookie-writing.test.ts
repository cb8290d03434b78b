import { describe, expect, it } from 'vitest';
import type { CookieCategory, CookieDefinition } from '../../../core/cookies/cookie-definition';
import { findCookieByKey } from '../../../core/cookies/registered-cookies';
import {
  cookieExpiry,
  isCookieCategoryAllowed,
  planCookieWrite,
  type ConsentEvaluationLike,
  type CookieConsentStatus,
} from '../../../core/cookies/cookie-writing';

const DAY = 24 * 60 * 60 * 1000;
// Wednesday, 1 January 2025, 00:00:00 UTC.
const NOW = Date.UTC(2025, 0, 1);

const consentOf = (status: CookieConsentStatus): ConsentEvaluationLike => ({
  personalization: status,
  marketing: status,
  performance: status,
});
const allAccepted = consentOf('ACCEPTED');
const allDeclined = consentOf('DECLINED');

const registered = (key: string): CookieDefinition => {
  const definition = findCookieByKey(key);
  if (definition === undefined) throw new Error(`no cookie ${key}`);
  return definition;
};

const marketingCookie: CookieDefinition = {
  key: 'campaign',
  name: '.campaign',
  team: 'Growth',
  description: 'campaign attribution',
  duration: DAY,
  category: 'Marketing',
  path: '/',
  secure: true,
  httpOnly: false,
};

describe('§5 cookie writing: consent per category', () => {
  // SPEC §5: Essential is strictly necessary; Functional -> personalization; Marketing and Performance -> themselves.
  it.each<[CookieCategory, keyof ConsentEvaluationLike | null]>([
    ['Essential', null],
    ['Functional', 'personalization'],
    ['Marketing', 'marketing'],
    ['Performance', 'performance'],
  ])('%s cookies follow the %s consent', (category, consentCategory) => {
    for (const status of ['DECLINED', 'ACCEPTED', 'OUTDATED'] as const) {
      // Only this category's status varies; the others hold the opposite answer.
      const other: CookieConsentStatus = status === 'ACCEPTED' ? 'DECLINED' : 'ACCEPTED';
      const consent = { ...consentOf(other), ...(consentCategory === null ? {} : { [consentCategory]: status }) };
      const expected = consentCategory === null || status === 'ACCEPTED';
      expect(isCookieCategoryAllowed(category, consent)).toBe(expected);
    }
  });

  it('allows Essential cookies even when everything is declined', () => {
    expect(isCookieCategoryAllowed('Essential', allDeclined)).toBe(true);
  });

  it('does not allow a category whose consent is OUTDATED', () => {
    expect(isCookieCategoryAllowed('Performance', consentOf('OUTDATED'))).toBe(false);
  });
});

describe('§5 cookie writing: expiry', () => {
  it("gives '0' for a session cookie", () => {
    expect(cookieExpiry(0, NOW)).toBe('0');
  });

  it.each([
    ['30 minutes', 30 * 60 * 1000, NOW + 1_800_000],
    ['2 hours', 2 * 60 * 60 * 1000, NOW + 7_200_000],
    ['365 days', 365 * DAY, Date.UTC(2026, 0, 1)],
    ['400 days', 400 * DAY, Date.UTC(2026, 1, 5)],
  ])('is now plus the duration for %s', (_label, duration, expected) => {
    expect(cookieExpiry(duration, NOW)).toBe(expected);
  });

  it.each([
    ['401 days', 401 * DAY],
    ['3650 days', 3650 * DAY],
  ])('is clamped to 400 days for %s (browser lifetime cap)', (_label, duration) => {
    expect(cookieExpiry(duration, NOW)).toBe(Date.UTC(2026, 1, 5));
  });
});

describe('§5 cookie writing: Set-Cookie', () => {
  it('writes the consent cookie without Secure, even when every category is declined', () => {
    expect(planCookieWrite({ definition: registered('consent'), value: 'fu1pe1ma0e', consent: allDeclined, now: NOW })).toEqual({
      ok: true,
      setCookie: '.consent=fu1pe1ma0e; Path=/; Expires=Thu, 01 Jan 2026 00:00:00 GMT; Max-Age=31536000',
    });
  });

  it('writes theme-shade with SameSite=Lax when personalization is accepted', () => {
    expect(planCookieWrite({ definition: registered('theme-shade'), value: 'dark', consent: allAccepted, now: NOW })).toEqual({
      ok: true,
      setCookie: '.themeshade=dark; Path=/; Expires=Thu, 01 Jan 2026 00:00:00 GMT; Max-Age=31536000; Secure; SameSite=Lax',
    });
  });

  it('writes dev mode under /designsystem for 100 days', () => {
    const plan = planCookieWrite({ definition: registered('design-system-dev-mode'), value: 'true', consent: allAccepted, now: NOW });
    expect(plan).toEqual({
      ok: true,
      setCookie: '.dsdevmode=true; Path=/designsystem; Expires=Fri, 11 Apr 2025 00:00:00 GMT; Max-Age=8640000; Secure',
    });
  });

  it('writes the session id with HttpOnly for 2 hours', () => {
    expect(planCookieWrite({ definition: registered('session-id'), value: 'abc', consent: allDeclined, now: NOW })).toEqual({
      ok: true,
      setCookie: '.sid=abc; Path=/; Expires=Wed, 01 Jan 2025 02:00:00 GMT; Max-Age=7200; Secure; HttpOnly',
    });
  });

  it('writes the analytics client id with at most 400 days', () => {
    expect(planCookieWrite({ definition: registered('lookout-client-id'), value: 'c1', consent: allAccepted, now: NOW })).toEqual({
      ok: true,
      setCookie: '.cid=c1; Path=/; Expires=Thu, 05 Feb 2026 00:00:00 GMT; Max-Age=34560000; Secure',
    });
  });

  it('writes session cookies with neither Expires nor Max-Age', () => {
    expect(planCookieWrite({ definition: registered('hb-test'), value: '1', consent: allDeclined, now: NOW })).toEqual({
      ok: true,
      setCookie: 'hb-test=1; Path=/; Secure; SameSite=None',
    });
    expect(planCookieWrite({ definition: registered('redirect-country'), value: 'CH', consent: allAccepted, now: NOW })).toEqual({
      ok: true,
      setCookie: 'RedirectCountry=CH; Path=/; Secure',
    });
  });

  it('writes display-culture with SameSite=None and Secure', () => {
    const plan = planCookieWrite({ definition: registered('display-culture'), value: 'de-CH', consent: allAccepted, now: NOW });
    expect(plan.ok && plan.setCookie).toBe(
      'DisplayCulture=de-CH; Path=/; Expires=Thu, 01 Jan 2026 00:00:00 GMT; Max-Age=31536000; Secure; SameSite=None',
    );
  });

  it('rounds a sub-second Max-Age up so the cookie is not deleted at once', () => {
    const plan = planCookieWrite({ definition: { ...marketingCookie, duration: 1500 }, value: 'x', consent: allAccepted, now: NOW });
    expect(plan.ok && plan.setCookie).toBe('.campaign=x; Path=/; Expires=Wed, 01 Jan 2025 00:00:01 GMT; Max-Age=2; Secure');
  });

  it.each([
    ['a b', 'a%20b'],
    ['1;2;normal', '1%3B2%3Bnormal'],
    ['"q"', '%22q%22'],
    ['a,b', 'a%2Cb'],
    ['back\\slash', 'back%5Cslash'],
    ['100%', '100%25'],
    ['grüezi', 'gr%C3%BCezi'],
    ['x=y&z', 'x=y&z'],
  ])('percent-encodes the value %j as %j', (value, encoded) => {
    const plan = planCookieWrite({ definition: registered('vat-rate'), value, consent: allDeclined, now: NOW });
    expect(plan.ok && plan.setCookie.split('; ')[0]).toBe(`.vr=${encoded}`);
  });
});

describe('§5 cookie writing: refusals', () => {
  it.each([
    ['theme-shade', 'personalization'],
    ['lookout-client-id', 'performance'],
  ] as const)('refuses %s while %s is not accepted', (key, category) => {
    for (const status of ['DECLINED', 'OUTDATED'] as const) {
      const consent = { ...allAccepted, [category]: status };
      expect(planCookieWrite({ definition: registered(key), value: 'v', consent, now: NOW })).toMatchObject({
        ok: false,
        reason: 'consent',
      });
    }
  });

  it('refuses a Marketing cookie unless marketing is accepted', () => {
    const declined = { ...allAccepted, marketing: 'DECLINED' as const };
    expect(planCookieWrite({ definition: marketingCookie, value: 'v', consent: declined, now: NOW })).toMatchObject({
      ok: false,
      reason: 'consent',
    });
    expect(planCookieWrite({ definition: marketingCookie, value: 'v', consent: allAccepted, now: NOW }).ok).toBe(true);
  });

  it.each(['access-token', 'access-token-info', 'identity-token', 'session-expiry'])(
    'refuses %s, which has no duration in the registry',
    (key) => {
      expect(planCookieWrite({ definition: registered(key), value: 'v', consent: allAccepted, now: NOW })).toMatchObject({
        ok: false,
        reason: 'noDuration',
      });
    },
  );

  it('refuses a definition whose name or path would break the header', () => {
    for (const definition of [
      { ...marketingCookie, name: 'a;b' },
      { ...marketingCookie, path: '/; Domain=evil.example' },
    ]) {
      expect(planCookieWrite({ definition, value: 'v', consent: allAccepted, now: NOW })).toMatchObject({
        ok: false,
        reason: 'invalidDefinition',
      });
    }
  });

  it('refuses a value holding a lone surrogate', () => {
    expect(planCookieWrite({ definition: registered('vat-rate'), value: 'a\uD800b', consent: allAccepted, now: NOW })).toMatchObject({
      ok: false,
      reason: 'invalidValue',
    });
  });

  it('refuses an unusable now', () => {
    expect(planCookieWrite({ definition: registered('vat-rate'), value: 'v', consent: allAccepted, now: Number.NaN })).toMatchObject({
      ok: false,
      reason: 'invalidNow',
    });
  });
});
