import { describe, expect, it } from 'vitest';
import { createCookieRegistry } from '../../../core/cookies/cookie-registry';
import { validateCookieRegistry } from '../../../core/cookies/cookie-registry-validation';
import type { CookieCategory } from '../../../core/cookies/cookie-definition';
import { defaultSiteConfig } from '../../../core/site/site-config';

const registry = createCookieRegistry();
const byKey = (key: string) => {
  const definition = registry.find((entry) => entry.key === key);
  if (definition === undefined) throw new Error(`no cookie with key ${key}`);
  return definition;
};

const DAY = 24 * 60 * 60 * 1000;

// Hand-copied from SPEC §3 "Cookie registry": key, cookie name, duration in ms, category where the SPEC gives one.
const specRows: [string, string, number | undefined, CookieCategory | undefined][] = [
  ['consent', '.consent', 365 * DAY, undefined],
  ['consent-ts', '.consent-ts', 365 * DAY, undefined],
  ['design-system-dev-mode', '.dsdevmode', 100 * DAY, undefined],
  ['detailed-logging', '.dl', 14 * DAY, undefined], // name not shown in the SPEC; '.dl' is our choice
  ['display-culture', 'DisplayCulture', 365 * DAY, undefined],
  ['dutch-auction-push-notification-reminder-dismissed', '.dapnrd', 30 * DAY, undefined],
  ['eu-auth', 'hb_EU', 14 * DAY, undefined],
  ['lookout-client-id', '.cid', 3650 * DAY, undefined],
  ['ide-prefix', 'idePrefix', 14 * DAY, undefined],
  ['idp-app-info', 'appInfo', 30 * 60 * 1000, undefined],
  ['redirect-country', 'RedirectCountry', 0, undefined],
  ['session-id', '.sid', 2 * 60 * 60 * 1000, undefined],
  ['smart-app-banner-dismissed', '.sabd', 365 * DAY, undefined],
  ['theme-shade', '.themeshade', 365 * DAY, undefined],
  ['hide-price-update-nudge-banner', 'hidePriceUpdateNudgeBanner', 7 * DAY, undefined],
  ['experimentation-id', '.xpid', 60 * DAY, 'Essential'],
  ['browser-id', '.bid', 365 * DAY, 'Essential'],
  ['hb-test', 'hb-test', 0, 'Essential'],
  ['vat-rate', '.vr', 365 * DAY, 'Essential'],
  ['access-token', '.at', undefined, undefined],
];

// SPEC §3 "Cookies listed without a duration", in order.
const namesWithoutDuration = [
  '.atinfo',
  '.e-proc',
  '.idt',
  'invitationRegistrationInfo',
  'socialRegistrationInfo',
  'externalProviderConnection',
  'passwordLoginInfo',
  '.plistpc',
  '.plistsc',
  '.plistsl',
  'x-hb-mobileappcontract',
  '.sidexp',
];

describe('§3 cookie registry', () => {
  it.each(specRows)('registers %s as %s with its SPEC duration', (key, name, duration, category) => {
    const definition = byKey(key);
    expect(definition.name).toBe(name);
    expect(definition.duration).toBe(duration);
    if (category !== undefined) expect(definition.category).toBe(category);
  });

  it('gives access-token no duration property at all', () => {
    expect('duration' in byKey('access-token')).toBe(false);
  });

  it.each(namesWithoutDuration)('lists %s without a duration', (name) => {
    const definition = registry.find((entry) => entry.name === name);
    expect(definition).toBeDefined();
    expect(definition && 'duration' in definition).toBe(false);
  });

  it('holds the table rows, then the cookies without a duration, in SPEC order', () => {
    expect(registry.map((entry) => entry.name)).toEqual([...specRows.map((row) => row[1]), ...namesWithoutDuration]);
  });

  it('names the access-token-info cookie .atinfo', () => {
    expect(byKey('access-token-info').name).toBe('.atinfo');
  });

  it('is valid', () => {
    expect(validateCookieRegistry(registry)).toEqual({ ok: true, value: registry });
  });
});

describe('§3 cookie registry attributes', () => {
  it('sets sameSite none on display-culture and the test cookie, lax on theme-shade and the nudge banner, none elsewhere', () => {
    const withSameSite = Object.fromEntries(
      registry.filter((entry) => entry.sameSite !== undefined).map((entry) => [entry.key, entry.sameSite]),
    );
    expect(withSameSite).toEqual({
      'display-culture': 'none',
      'theme-shade': 'lax',
      'hide-price-update-nudge-banner': 'lax',
      'hb-test': 'none',
    });
  });

  it('is secure everywhere except the two consent cookies', () => {
    const insecure = registry.filter((entry) => !entry.secure).map((entry) => entry.key);
    expect(insecure).toEqual(['consent', 'consent-ts']);
  });

  it('scopes dev mode to /designsystem and every other cookie to /', () => {
    expect(byKey('design-system-dev-mode').path).toBe('/designsystem');
    const others = registry.filter((entry) => entry.key !== 'design-system-dev-mode');
    expect(new Set(others.map((entry) => entry.path))).toEqual(new Set(['/']));
  });

  it('makes experimentation-id Essential, secure, httpOnly, path /', () => {
    expect(byKey('experimentation-id')).toMatchObject({
      category: 'Essential',
      secure: true,
      httpOnly: true,
      path: '/',
    });
  });

  it.each(['access-token', 'identity-token', 'session-id', 'session-expiry', 'experimentation-id', 'e-procurement-id'])(
    'hides %s from scripts (httpOnly)',
    (key) => {
      expect(byKey(key).httpOnly).toBe(true);
    },
  );

  it.each(['access-token-info', 'consent', 'consent-ts', 'design-system-dev-mode', 'theme-shade', 'lookout-client-id'])(
    'lets the page read %s (not httpOnly)',
    (key) => {
      expect(byKey(key).httpOnly).toBe(false);
    },
  );

  it('puts only the analytics client id in Performance and nothing in Marketing', () => {
    expect(registry.filter((entry) => entry.category === 'Performance').map((entry) => entry.key)).toEqual(['lookout-client-id']);
    expect(registry.filter((entry) => entry.category === 'Marketing')).toEqual([]);
  });

  it.each([
    'design-system-dev-mode',
    'display-culture',
    'theme-shade',
    'redirect-country',
    'smart-app-banner-dismissed',
    'dutch-auction-push-notification-reminder-dismissed',
    'hide-price-update-nudge-banner',
  ])('files the preference %s under Functional', (key) => {
    expect(byKey(key).category).toBe('Functional');
  });
});

describe('§3 cookie registry names from the site configuration', () => {
  const other = createCookieRegistry({ ...defaultSiteConfig, brandPrefix: 'xy', analyticsProvider: 'acme' });
  const names = other.map((entry) => entry.name);

  it('names eu-auth, the test cookie and the mobile-app marker from the brand prefix', () => {
    expect(names).toContain('xy_EU');
    expect(names).toContain('xy-test');
    expect(names).toContain('x-xy-mobileappcontract');
    expect(other.find((entry) => entry.name === 'xy-test')?.key).toBe('xy-test');
  });

  it('names the analytics client-id key after the provider and keeps the name .cid', () => {
    expect(other.find((entry) => entry.key === 'acme-client-id')?.name).toBe('.cid');
  });

  it('leaves no default brand name behind', () => {
    expect(JSON.stringify(other)).not.toMatch(/hb|lookout/);
  });
});
