/**
 * The cookie audit's comparison of what a page stored with the registry
 * (SPEC §3 Cookie registry, §5 Cookie writing).
 */
import { describe, expect, it } from 'vitest';
import {
  EACH_AUDIT_CONSENT,
  allowedLifetimeMs,
  auditConsentCookies,
  auditObservation,
  checkCookie,
  checkStorageKey,
  describeLifetime,
  isCategoryGranted,
  parseAuditConsent,
  resolveCookieDefinition,
  summarizeFindings,
  type ObservedCookie,
} from '../../../core/cookie-audit';
import { buildDeviceConsent, evaluateConsent } from '../../../core/consent';
import { cookieRegistry, createCookieRegistry, storageRegistry } from '../../../core/cookies';
import { defaultSiteConfig } from '../../../core/site';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 1);

function observed(fields: Partial<ObservedCookie> & Pick<ObservedCookie, 'name'>): ObservedCookie {
  return { domain: '127.0.0.1', path: '/', expiresAt: null, secure: true, httpOnly: false, sameSite: 'lax', source: 'script', ...fields };
}

describe('§3 cookie registry: name resolution', () => {
  it('resolves a name with the brand prefix through the registry built for that prefix', () => {
    const lakeside = createCookieRegistry({ ...defaultSiteConfig, brandPrefix: 'ls' });
    expect(resolveCookieDefinition('ls_EU', lakeside)?.key).toBe('eu-auth');
    expect(resolveCookieDefinition('ls-test', lakeside)?.key).toBe('ls-test');
    expect(resolveCookieDefinition('hb_EU', lakeside)).toBeUndefined();
    expect(resolveCookieDefinition('hb_EU', cookieRegistry)?.key).toBe('eu-auth');
  });

  it('matches names exactly, as browsers do', () => {
    expect(resolveCookieDefinition('.SID', cookieRegistry)).toBeUndefined();
  });
});

describe('§5 cookie writing: consent states of an audit', () => {
  it('reads each, single states and lists', () => {
    expect(parseAuditConsent('each')).toEqual({ ok: true, value: EACH_AUDIT_CONSENT });
    expect(parseAuditConsent('none,fu,none')).toEqual({ ok: true, value: ['none', 'fu'] });
    expect(parseAuditConsent('fu,sn')).toMatchObject({ ok: false, issues: [{ code: 'audit.badConsent', path: [1] }] });
  });

  it.each([
    ['Essential', 'none', true],
    ['Functional', 'none', false],
    ['Functional', 'fu', true],
    ['Functional', 'pe', false],
    ['Performance', 'pe', true],
    ['Marketing', 'ma', true],
    ['Marketing', 'fu', false],
    ['Marketing', 'all', true],
  ] as const)('%s cookies under %s: granted %s', (category, state, granted) => {
    expect(isCategoryGranted(category, state)).toBe(granted);
  });

  it.each(EACH_AUDIT_CONSENT)('the consent cookies of state %s read back as exactly that choice', (state) => {
    const values = auditConsentCookies(state, NOW);
    const record = buildDeviceConsent({ consentCookie: values.consent, consentTsCookie: values.consentTs, isIos: false, portalId: 1 });
    expect(record?.type).toBe('EXPLICIT');
    expect(record?.lastUpdated).toBe(NOW / 1000);
    const evaluation = evaluateConsent(record);
    expect(evaluation.personalization === 'ACCEPTED').toBe(isCategoryGranted('Functional', state));
    expect(evaluation.performance === 'ACCEPTED').toBe(isCategoryGranted('Performance', state));
    expect(evaluation.marketing === 'ACCEPTED').toBe(isCategoryGranted('Marketing', state));
  });
});

describe('§3 cookie registry: expiry', () => {
  it('allows the duration plus 60 s and 1 %, under the 400-day cap', () => {
    expect(allowedLifetimeMs(2 * 60 * 60 * 1000)).toBe(7_200_000 + 60_000 + 72_000);
    expect(allowedLifetimeMs(3650 * DAY)).toBe(400 * DAY + 60_000 + 4 * DAY);
    expect(allowedLifetimeMs(undefined)).toBeNull();
  });

  it('flags a cookie that lives far beyond its registry duration', () => {
    const findings = checkCookie(observed({ name: '.vr' }), 400 * DAY, { registry: cookieRegistry, consent: 'none' });
    expect(findings).toEqual([
      {
        kind: 'expiry',
        severity: 'error',
        area: 'cookie',
        cookie: '.vr',
        expected: '365 days',
        actual: '400 days',
        message: '.vr lives 400 days; its registry duration is 365 days',
        source: null,
      },
    ]);
  });

  it('judges the lifetime the writer asked for, which the browser’s 400-day cap would hide, and reports both', () => {
    const asked = checkCookie(observed({ name: '.vr' }), 400 * DAY, {
      registry: cookieRegistry,
      consent: null,
      askedLifetimeMs: 730 * DAY,
    });
    expect(asked).toMatchObject([
      {
        kind: 'expiry',
        expected: '365 days',
        actual: '730 days asked, 400 days kept',
        message: '.vr was written to live 730 days (the browser keeps it 400 days); its registry duration is 365 days',
      },
    ]);
    // A 3650-day registry entry asked for in full is within its duration, though the browser keeps 400 days.
    const long = { ...observed({ name: 'long' }), path: '/' };
    const registry = [
      {
        key: 'long',
        name: 'long',
        team: 't',
        description: 'd',
        duration: 3650 * DAY,
        category: 'Essential',
        path: '/',
        secure: true,
        httpOnly: false,
      } as const,
    ];
    expect(checkCookie(long, 400 * DAY, { registry, consent: null, askedLifetimeMs: 3650 * DAY })).toEqual([]);
    expect(checkCookie(long, 400 * DAY, { registry, consent: null, askedLifetimeMs: 3700 * DAY })).toHaveLength(1);
  });

  it('accepts a lifetime within the tolerance, and the capped 400 days of a 3650-day cookie', () => {
    expect(checkCookie(observed({ name: '.vr' }), 365 * DAY + 30_000, { registry: cookieRegistry, consent: 'all' })).toEqual([]);
    expect(checkCookie(observed({ name: '.cid' }), 400 * DAY, { registry: cookieRegistry, consent: 'all' })).toEqual([]);
  });

  it('flags an expiry on a session-only cookie', () => {
    const findings = checkCookie(observed({ name: 'RedirectCountry' }), DAY, { registry: cookieRegistry, consent: 'all' });
    expect(findings).toMatchObject([{ kind: 'expiry', expected: 'session', actual: '1 day' }]);
  });

  it('does not check a cookie the registry gives no duration', () => {
    expect(checkCookie(observed({ name: '.plistsc' }), 3000 * DAY, { registry: cookieRegistry, consent: 'none' })).toEqual([]);
  });
});

describe('§3 cookie registry: attributes', () => {
  it('warns for each of secure, httpOnly, sameSite and path that differs', () => {
    const findings = checkCookie(observed({ name: '.themeshade', secure: false, httpOnly: true, sameSite: 'none', path: '/x' }), null, {
      registry: cookieRegistry,
      consent: 'fu',
    });
    expect(findings.map((f) => [f.kind, f.severity, f.expected, f.actual])).toEqual([
      ['attribute', 'warning', 'secure=true', 'secure=false'],
      ['attribute', 'warning', 'httpOnly=false', 'httpOnly=true'],
      ['attribute', 'warning', 'sameSite=lax', 'sameSite=none'],
      ['attribute', 'warning', 'path=/', 'path=/x'],
    ]);
  });

  it('expects Lax, the browsers default, where the registry gives no sameSite', () => {
    expect(checkCookie(observed({ name: '.dapnrd', sameSite: 'lax' }), DAY, { registry: cookieRegistry, consent: 'fu' })).toEqual([]);
    expect(checkCookie(observed({ name: '.dapnrd', sameSite: 'strict' }), DAY, { registry: cookieRegistry, consent: 'fu' })).toHaveLength(
      1,
    );
  });
});

describe('§5 cookie writing: consent', () => {
  it('flags a Functional cookie in a state without personalization, and not in one with it', () => {
    const cookie = observed({ name: '.dapnrd' });
    expect(checkCookie(cookie, DAY, { registry: cookieRegistry, consent: 'pe' })).toMatchObject([
      { kind: 'without-consent', severity: 'error', expected: 'Personalization (fu)' },
    ]);
    expect(checkCookie(cookie, DAY, { registry: cookieRegistry, consent: 'fu' })).toEqual([]);
    expect(checkCookie(cookie, DAY, { registry: cookieRegistry, consent: null })).toEqual([]);
  });

  it('never flags an Essential cookie for consent', () => {
    expect(checkCookie(observed({ name: '.vr' }), DAY, { registry: cookieRegistry, consent: 'none' })).toEqual([]);
  });

  it('reports an undeclared cookie once, with no other check', () => {
    expect(checkCookie(observed({ name: 'tracker', secure: false }), 9000 * DAY, { registry: cookieRegistry, consent: 'none' })).toEqual([
      {
        kind: 'undeclared',
        severity: 'error',
        area: 'cookie',
        cookie: 'tracker',
        expected: null,
        actual: 'tracker',
        message: 'tracker is set, but no registry entry has that name',
        source: null,
      },
    ]);
  });
});

describe('storage keys', () => {
  it('warns for a key no registry entry covers, and not for the portal’s own or a cookie name', () => {
    expect(checkStorageKey({ area: 'local', key: 'ad-id' }, storageRegistry, cookieRegistry)).toMatchObject([
      { kind: 'storage', severity: 'warning', message: 'localStorage key "ad-id" is covered by no registry entry' },
    ]);
    expect(checkStorageKey({ area: 'session', key: 'harbor:scroll-positions' }, storageRegistry, cookieRegistry)).toEqual([]);
    expect(checkStorageKey({ area: 'local', key: 'harbor:scroll-positions' }, storageRegistry, cookieRegistry)).toHaveLength(1);
    expect(checkStorageKey({ area: 'local', key: '.themeshade' }, storageRegistry, cookieRegistry)).toEqual([]);
  });
});

describe('one run', () => {
  it('counts lifetimes from the moment of observation and summarises errors and warnings', () => {
    const findings = auditObservation(
      {
        consent: 'none',
        observedAt: NOW,
        cookies: [
          observed({ name: '.vr', expiresAt: NOW + 365 * DAY }),
          observed({ name: '.sabd', expiresAt: NOW + DAY }),
          observed({ name: 'x' }),
        ],
        storage: [{ area: 'local', key: 'y' }],
      },
      cookieRegistry,
      storageRegistry,
    );
    expect(findings.map((f) => [f.kind, f.cookie])).toEqual([
      ['without-consent', '.sabd'],
      ['undeclared', 'x'],
      ['storage', 'y'],
    ]);
    expect(summarizeFindings(findings)).toEqual({ errors: 2, warnings: 1 });
  });
});

describe('§3 cookie registry: durations in words', () => {
  it.each([
    [1000, '1 second'],
    [45_000, '45 seconds'],
    [60_000, '1 minute'],
    [30 * 60_000, '30 minutes'],
    [90 * 60_000, '1.5 hours'],
    [DAY, '1 day'],
    [365 * DAY, '365 days'],
  ])('%i ms reads "%s", never a long fraction or "1 minutes"', (ms, words) => {
    expect(describeLifetime(ms)).toBe(words);
  });
});
