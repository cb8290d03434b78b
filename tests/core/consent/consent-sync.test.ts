import { describe, it, expect } from 'vitest';
import { decideConsentSync, type ConsentRecord, type ConsentType, type ConsentValues } from '../../../core/consent';

const DEFAULT_TS = 0x68503b37;

const rec = (
  type: ConsentType,
  lastUpdated: number | null,
  consent: ConsentValues = { Personalization: 1, Performance: 1, Marketing: 1 },
): ConsentRecord => ({
  consent,
  consentSource: 'webOrAndroid',
  type,
  lastUpdated,
});

describe('§4 Consent sync, rule 1: not logged in', () => {
  it('skips the sync and uses the device consent', () => {
    const device = rec('EXPLICIT', 100);
    expect(decideConsentSync({ isLoggedIn: false, device, account: rec('EXPLICIT', 200), accountConsentReading: 'on' })).toEqual({
      decision: 'SKIP_SYNC_NOT_LOGGED_IN',
      consent: device,
    });
  });

  it('skips the sync with no device consent', () => {
    expect(decideConsentSync({ isLoggedIn: false, device: null, account: null })).toEqual({
      decision: 'SKIP_SYNC_NOT_LOGGED_IN',
      consent: null,
    });
  });

  it('gives a device consent without lastUpdated the default timestamp 68503b37', () => {
    expect(decideConsentSync({ isLoggedIn: false, device: rec('IMPLICIT', null), account: null }).consent?.lastUpdated).toBe(1750088503);
  });
});

describe('§4 Consent sync, rule 2: no account consent', () => {
  it('applies the device consent', () => {
    const device = rec('IMPLICIT', 5);
    expect(decideConsentSync({ isLoggedIn: true, device, account: null, accountConsentReading: 'on' })).toEqual({
      decision: 'APPLY_DEVICE_CONSENT',
      consent: device,
    });
  });

  it('applies the (absent) device consent when neither side has one', () => {
    expect(decideConsentSync({ isLoggedIn: true, device: null, account: null, accountConsentReading: 'on' })).toEqual({
      decision: 'APPLY_DEVICE_CONSENT',
      consent: null,
    });
  });
});

describe('§4 Consent sync: reading the account consent is switched off', () => {
  it.each<[string, { accountConsentReading?: 'off' }]>([
    ['by default', {}],
    ["with accountConsentReading 'off'", { accountConsentReading: 'off' }],
  ])('treats the account consent as absent %s, so a logged-in user gets APPLY_DEVICE_CONSENT', (_label, reading) => {
    const device = rec('IMPLICIT', 100);
    expect(decideConsentSync({ isLoggedIn: true, device, account: rec('EXPLICIT', 999), ...reading })).toEqual({
      decision: 'APPLY_DEVICE_CONSENT',
      consent: device,
    });
  });
});

describe('§4 Consent sync, rule 3: by the type pair', () => {
  // device type, device ts, account type, account ts -> decision, which consent
  it.each<[ConsentType, number | null, ConsentType, number | null, string, 'device' | 'account']>([
    ['EXPLICIT', 200, 'EXPLICIT', null, 'APPLY_DEVICE_CONSENT', 'device'],
    ['EXPLICIT', 200, 'EXPLICIT', 100, 'APPLY_DEVICE_CONSENT', 'device'],
    ['EXPLICIT', 100, 'EXPLICIT', 200, 'APPLY_ACCOUNT_CONSENT', 'account'],
    ['EXPLICIT', 150, 'EXPLICIT', 150, 'CONSENTS_IN_SYNC', 'account'],
    ['EXPLICIT', null, 'EXPLICIT', null, 'APPLY_DEVICE_CONSENT', 'device'],
    ['EXPLICIT', null, 'EXPLICIT', 1750088502, 'APPLY_DEVICE_CONSENT', 'device'],
    ['EXPLICIT', null, 'EXPLICIT', 1750088503, 'CONSENTS_IN_SYNC', 'account'],
    ['EXPLICIT', null, 'EXPLICIT', 1750088504, 'APPLY_ACCOUNT_CONSENT', 'account'],
    ['EXPLICIT', 0, 'EXPLICIT', 0, 'CONSENTS_IN_SYNC', 'account'],
    ['IMPLICIT', 999, 'EXPLICIT', 1, 'APPLY_ACCOUNT_CONSENT', 'account'],
    ['IMPLICIT', 1, 'EXPLICIT', null, 'APPLY_ACCOUNT_CONSENT', 'account'],
    ['EXPLICIT', 1, 'IMPLICIT', 999, 'APPLY_DEVICE_CONSENT', 'device'],
    ['EXPLICIT', null, 'IMPLICIT', null, 'APPLY_DEVICE_CONSENT', 'device'],
    ['IMPLICIT', 1, 'IMPLICIT', 999, 'CONSENTS_IN_SYNC', 'account'],
    ['IMPLICIT', 999, 'IMPLICIT', 1, 'CONSENTS_IN_SYNC', 'account'],
  ])('device %s at %s, account %s at %s -> %s with the %s consent', (deviceType, deviceTs, accountType, accountTs, decision, winner) => {
    const device = rec(deviceType, deviceTs, { Personalization: 1, Performance: 2, Marketing: 3 });
    const account = rec(accountType, accountTs, { Personalization: 4, Performance: 5, Marketing: 6 });
    const result = decideConsentSync({ isLoggedIn: true, device, account, accountConsentReading: 'on' });
    expect(result.decision).toBe(decision);
    const expectedDevice = { ...device, lastUpdated: deviceTs ?? DEFAULT_TS };
    expect(result.consent).toEqual(winner === 'device' ? expectedDevice : account);
    expect('previouslyEnabledCategoriesAreNowDisabled' in result).toBe(decision === 'APPLY_ACCOUNT_CONSENT');
  });

  it('applies the account consent when only the account has one', () => {
    const account = rec('IMPLICIT', 5);
    expect(decideConsentSync({ isLoggedIn: true, device: null, account, accountConsentReading: 'on' })).toEqual({
      decision: 'APPLY_ACCOUNT_CONSENT',
      consent: account,
      previouslyEnabledCategoriesAreNowDisabled: false,
    });
  });
});

describe('§4 Consent sync: previouslyEnabledCategoriesAreNowDisabled', () => {
  it.each<[string, ConsentValues, ConsentValues, boolean]>([
    [
      'marketing enabled on the device, declined on the account',
      { Personalization: 1, Performance: 1, Marketing: 1 },
      { Personalization: 1, Performance: 1, Marketing: 0 },
      true,
    ],
    [
      'personalization enabled on the device, declined on the account',
      { Personalization: 2, Performance: 0, Marketing: 0 },
      { Personalization: 0, Performance: 0, Marketing: 0 },
      true,
    ],
    ['iOS marketing enabled on the device, declined on the account', { iOSMarketing: 1 }, { iOSMarketing: 0 }, true],
    ['strictly necessary enabled on the device, declined on the account', { StrictlyNecessary: 1 }, { StrictlyNecessary: 0 }, true],
    [
      'nothing enabled on the device',
      { Personalization: 0, Performance: 0, Marketing: 0 },
      { Personalization: 0, Performance: 0, Marketing: 0 },
      false,
    ],
    [
      'the account enables more',
      { Personalization: 0, Performance: 0, Marketing: 0 },
      { Personalization: 1, Performance: 1, Marketing: 1 },
      false,
    ],
    ['same values', { Personalization: 1, Performance: 1, Marketing: 1 }, { Personalization: 1, Performance: 1, Marketing: 1 }, false],
    ['a different version, still enabled', { Personalization: 3 }, { Personalization: 1 }, false],
    ['a category missing on the account', { Marketing: 1 }, {}, false],
  ])('%s -> %s', (_label, deviceConsent, accountConsent, expected) => {
    const result = decideConsentSync({
      isLoggedIn: true,
      device: rec('EXPLICIT', 100, deviceConsent),
      account: rec('EXPLICIT', 200, accountConsent),
      accountConsentReading: 'on',
    });
    expect(result.decision).toBe('APPLY_ACCOUNT_CONSENT');
    expect(result.previouslyEnabledCategoriesAreNowDisabled).toBe(expected);
  });
});

describe('§8 unexpected consent type pair in sync', () => {
  it.each<[string, string]>([
    ['explicit', 'EXPLICIT'],
    ['EXPLICIT', '__proto__'],
    ['', 'IMPLICIT'],
  ])('throws an exhaustiveness error for device type %j and account type %j', (deviceType, accountType) => {
    const device = { ...rec('EXPLICIT', 1), type: deviceType as ConsentType };
    const account = { ...rec('EXPLICIT', 1), type: accountType as ConsentType };
    expect(() => decideConsentSync({ isLoggedIn: true, device, account, accountConsentReading: 'on' })).toThrow(
      /Unexpected consent type pair in sync/,
    );
  });
});
