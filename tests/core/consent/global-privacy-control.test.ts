/** Global Privacy Control over the consent states of SPEC §4 Consent per category. */
import { describe, expect, it } from 'vitest';
import { applyGlobalPrivacyControl, buildDeviceConsent, evaluateConsent, isGpcApplied, isGpcHeaderSet } from '../../../core/consent';
import { cookieRegistry, planCookieWrite, type CookieDefinition } from '../../../core/cookies';

const record = (cookie: string, isIos = false) => buildDeviceConsent({ consentCookie: cookie, consentTsCookie: null, isIos, portalId: 1 });

describe('§4 consent per category: Global Privacy Control', () => {
  it.each([
    ['1', true],
    [' 1 ', true],
    ['0', false],
    ['true', false],
    ['', false],
    [undefined, false],
  ])('reads Sec-GPC %j as %s', (value, expected) => {
    expect(isGpcHeaderSet(value)).toBe(expected);
  });

  it('refuses Marketing and Performance when there is no consent, leaving Personalization as it was', () => {
    expect(applyGlobalPrivacyControl(null, evaluateConsent(null), true)).toEqual({
      personalization: 'OUTDATED',
      marketing: 'DECLINED',
      performance: 'DECLINED',
    });
  });

  it('overrides an IMPLICIT consent', () => {
    const implicit = record('pe1fu1ma1i');
    expect(isGpcApplied(implicit, true)).toBe(true);
    expect(applyGlobalPrivacyControl(implicit, evaluateConsent(implicit), true)).toEqual({
      personalization: 'ACCEPTED',
      marketing: 'DECLINED',
      performance: 'DECLINED',
    });
  });

  it('lets an EXPLICIT consent win over the signal', () => {
    const explicit = record('pe1fu1ma1e');
    expect(isGpcApplied(explicit, true)).toBe(false);
    expect(applyGlobalPrivacyControl(explicit, evaluateConsent(explicit), true)).toEqual(evaluateConsent(explicit));
  });

  it('changes nothing without the signal', () => {
    expect(applyGlobalPrivacyControl(null, evaluateConsent(null), false)).toEqual(evaluateConsent(null));
  });

  it('refuses iOS marketing too where it is evaluated', () => {
    const ios = record('pe1fu1im1i', true);
    expect(applyGlobalPrivacyControl(ios, evaluateConsent(ios), true).iosMarketing).toBe('DECLINED');
  });
});

describe('§5 cookie writing under Global Privacy Control', () => {
  // The registry has Performance cookies (.cid) but no Marketing one; a Marketing entry shaped like .cid stands in.
  const performance = cookieRegistry.filter((definition) => definition.category === 'Performance');
  const marketing: CookieDefinition = {
    ...(performance[0] as CookieDefinition),
    key: 'marketing-stand-in',
    name: '.mkt',
    category: 'Marketing',
  };
  const functional = cookieRegistry.find((definition) => definition.name === '.themeshade') as CookieDefinition;
  const plan = (definition: CookieDefinition, cookie: string | null, signal: boolean) => {
    const consent = cookie === null ? null : record(cookie);
    return planCookieWrite({
      definition,
      value: '1',
      consent: applyGlobalPrivacyControl(consent, evaluateConsent(consent), signal),
      now: 0,
    });
  };

  it('writes no Performance or Marketing cookie, even where an IMPLICIT consent accepts them', () => {
    expect(performance.length).toBeGreaterThan(0);
    for (const definition of [...performance, marketing]) {
      expect(plan(definition, 'pe1fu1ma1i', false).ok).toBe(true);
      expect(plan(definition, 'pe1fu1ma1i', true)).toMatchObject({ ok: false, reason: 'consent' });
      expect(plan(definition, null, true)).toMatchObject({ ok: false, reason: 'consent' });
    }
    // Personalization is not the signal's business.
    expect(plan(functional, 'pe1fu1ma1i', true).ok).toBe(true);
  });

  it('writes them once the reader saved an EXPLICIT choice that accepts them', () => {
    for (const definition of [...performance, marketing]) expect(plan(definition, 'pe1fu1ma1e', true).ok).toBe(true);
  });
});
