import { describe, it, expect } from 'vitest';
import { decidePersonalization, type ConsentState, type PersonalizationStatus } from '../../../core/consent';

describe('§4 Personalization', () => {
  // isLoggedIn, status, consent -> enabled, consent forced off
  it.each<[boolean, PersonalizationStatus, ConsentState, boolean, boolean]>([
    [false, 'ON', 'ACCEPTED', true, false],
    [false, 'ON', 'DECLINED', false, false],
    [false, 'ON', 'OUTDATED', false, false],
    [false, 'OFF', 'ACCEPTED', true, false],
    [false, 'OFF', 'DECLINED', false, false],
    [false, 'NO_INFORMATION', 'ACCEPTED', true, false],
    [false, 'NO_INFORMATION', 'OUTDATED', false, false],
    [true, 'OFF', 'ACCEPTED', false, true],
    [true, 'OFF', 'DECLINED', false, true],
    [true, 'OFF', 'OUTDATED', false, true],
    [true, 'ON', 'ACCEPTED', true, false],
    [true, 'ON', 'DECLINED', true, false],
    [true, 'ON', 'OUTDATED', true, false],
    [true, 'NO_INFORMATION', 'ACCEPTED', true, false],
    [true, 'NO_INFORMATION', 'DECLINED', true, false],
    [true, 'NO_INFORMATION', 'OUTDATED', true, false],
  ])(
    'logged in %s, status %s, consent %s -> enabled %s, forced off %s',
    (isLoggedIn, personalizationStatus, personalizationConsent, enabled, forcedOff) => {
      expect(decidePersonalization({ isLoggedIn, personalizationStatus, personalizationConsent })).toEqual({
        personalizationEnabled: enabled,
        personalizationConsentForcedOff: forcedOff,
      });
    },
  );

  it('throws for a status outside ON, OFF and NO_INFORMATION when logged in', () => {
    expect(() =>
      decidePersonalization({ isLoggedIn: true, personalizationStatus: 'on' as PersonalizationStatus, personalizationConsent: 'ACCEPTED' }),
    ).toThrow(/Unexpected personalization status/);
  });
});
