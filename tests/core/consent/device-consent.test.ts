import { describe, it, expect } from 'vitest';
import { buildDeviceConsent, type ConsentRecord } from '../../../core/consent';

const SWISS = 406802;
const OTHER = 2705624;

describe('§3 Consent / §5: building the device consent', () => {
  it('builds a web/Android consent from fu, pe and ma', () => {
    expect(
      buildDeviceConsent({ consentCookie: 'pe1fu2ma0e', consentTsCookie: '68503b37', isIos: false, portalId: OTHER }),
    ).toEqual<ConsentRecord>({
      consent: { Performance: 1, Personalization: 2, Marketing: 0 },
      consentSource: 'webOrAndroid',
      type: 'EXPLICIT',
      lastUpdated: 1750088503,
    });
  });

  it('builds an iOS consent from fu, pe and im and forces ma to 0', () => {
    expect(
      buildDeviceConsent({ consentCookie: 'pe1fu1ma1im1i', consentTsCookie: '1', isIos: true, portalId: OTHER }),
    ).toEqual<ConsentRecord>({
      consent: { Performance: 1, Personalization: 1, Marketing: 0, iOSMarketing: 1 },
      consentSource: 'iOS',
      type: 'IMPLICIT',
      lastUpdated: 1,
    });
  });

  it('forces ma to 0 on iOS even when the cookie has no ma', () => {
    expect(buildDeviceConsent({ consentCookie: 'pe2fu2im2e', consentTsCookie: null, isIos: true, portalId: OTHER })?.consent).toEqual({
      Performance: 2,
      Personalization: 2,
      iOSMarketing: 2,
      Marketing: 0,
    });
  });

  it('keeps sn when present', () => {
    expect(buildDeviceConsent({ consentCookie: 'sn1pe1fu1ma1e', consentTsCookie: null, isIos: false, portalId: OTHER })?.consent).toEqual({
      StrictlyNecessary: 1,
      Performance: 1,
      Personalization: 1,
      Marketing: 1,
    });
  });

  it('drops im from a web/Android consent, which holds fu, pe and ma only', () => {
    expect(buildDeviceConsent({ consentCookie: 'pe1fu1ma1im1e', consentTsCookie: null, isIos: false, portalId: OTHER })?.consent).toEqual({
      Performance: 1,
      Personalization: 1,
      Marketing: 1,
    });
  });

  it.each<[string, string, boolean]>([
    ['web/Android without ma', 'pe1fu1e', false],
    ['web/Android without pe', 'fu1ma1e', false],
    ['web/Android without fu', 'pe1ma1e', false],
    ['web/Android with im instead of ma', 'pe1fu1im1e', false],
    ['iOS without im', 'pe1fu1ma1e', true],
    ['iOS without pe', 'fu1im1e', true],
    ['iOS without fu', 'pe1im1e', true],
    ['only sn', 'sn1e', false],
  ])('takes no consent for %s', (_label, consentCookie, isIos) => {
    expect(buildDeviceConsent({ consentCookie, consentTsCookie: '68503b37', isIos, portalId: OTHER })).toBeNull();
  });

  it.each([
    ['an invalid cookie', 'pe1fu1ma1'],
    ['a duplicate code', 'pe1fu1ma1ma0e'],
    ['an empty cookie', ''],
  ])('takes no consent for %s (§8: ignored)', (_label, consentCookie) => {
    expect(buildDeviceConsent({ consentCookie, consentTsCookie: '68503b37', isIos: false, portalId: OTHER })).toBeNull();
  });

  it.each([null, undefined])('takes no consent when the consent cookie is %s', (consentCookie) => {
    expect(buildDeviceConsent({ consentCookie, consentTsCookie: '68503b37', isIos: false, portalId: OTHER })).toBeNull();
  });

  it.each([null, undefined, '', 'zz', '0x1'])('leaves lastUpdated null for the consent-ts cookie %j', (consentTsCookie) => {
    expect(buildDeviceConsent({ consentCookie: 'pe1fu1ma1e', consentTsCookie, isIos: false, portalId: OTHER })?.lastUpdated).toBeNull();
  });

  it('builds the same record on the Swiss portal (its effect is on completeness)', () => {
    const input = { consentCookie: 'pe1fu1ma1e', consentTsCookie: '68503b37', isIos: false };
    expect(buildDeviceConsent({ ...input, portalId: SWISS })).toEqual(buildDeviceConsent({ ...input, portalId: OTHER }));
    expect(buildDeviceConsent({ consentCookie: 'pe1e', consentTsCookie: null, isIos: false, portalId: SWISS })).toBeNull();
  });
});
