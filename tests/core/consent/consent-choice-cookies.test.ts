/** The consent cookies of a saved choice (SPEC §3 Consent, §5 Consent cookie string). */
import { describe, expect, it } from 'vitest';
import { buildDeviceConsent, consentChoiceCookies } from '../../../core/consent';

const ALL = { personalization: true, performance: true, marketing: true };

describe('§5 consent cookie string: a saved choice', () => {
  it('writes an EXPLICIT web consent with fu, pe and ma, and the time as hex Unix seconds', () => {
    expect(consentChoiceCookies({ personalization: true, performance: false, marketing: false }, 1_750_088_503_999)).toEqual({
      consent: 'sn1pe0fu1ma0e',
      consentTs: '68503b37',
    });
  });

  it('writes accepted categories at the current required version', () => {
    const versions = { Personalization: 3, Performance: 2, Marketing: 4, iOSMarketing: 5 };
    expect(consentChoiceCookies(ALL, 0, versions).consent).toBe('sn1pe2fu3ma4e');
  });

  it('§3 consent: in the iOS app writes im for marketing and forces ma to 0, which the iOS reading takes', () => {
    const { consent } = consentChoiceCookies(ALL, 0, undefined, true);
    expect(consent).toBe('sn1pe1fu1ma0im1e');
    expect(buildDeviceConsent({ consentCookie: consent, consentTsCookie: null, isIos: true, portalId: 1 })?.consent).toEqual({
      StrictlyNecessary: 1,
      Performance: 1,
      Personalization: 1,
      iOSMarketing: 1,
      Marketing: 0,
    });
  });
});
