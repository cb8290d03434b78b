import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { decideConsentSync, type ConsentRecord, type ConsentType, type ConsentValues } from '../../../core/consent';

const DEFAULT_TS = 0x68503b37; // SPEC §9

type Expected = 'SKIP_SYNC_NOT_LOGGED_IN' | 'APPLY_DEVICE_CONSENT' | 'APPLY_ACCOUNT_CONSENT' | 'CONSENTS_IN_SYNC';

// SPEC §4 rule 3, written as a table keyed by "device type, account type".
// 'BY_TIME' means: compare timestamps as the SPEC's both-EXPLICIT bullet says.
const TYPE_PAIR_TABLE: Readonly<Record<string, Expected | 'BY_TIME'>> = {
  'EXPLICIT,EXPLICIT': 'BY_TIME',
  'IMPLICIT,EXPLICIT': 'APPLY_ACCOUNT_CONSENT',
  'EXPLICIT,IMPLICIT': 'APPLY_DEVICE_CONSENT',
  'IMPLICIT,IMPLICIT': 'CONSENTS_IN_SYNC',
};

function expectedDecision(
  isLoggedIn: boolean,
  reading: 'on' | 'off' | undefined,
  device: ConsentRecord | null,
  account: ConsentRecord | null,
): Expected {
  if (!isLoggedIn) return 'SKIP_SYNC_NOT_LOGGED_IN';
  if (reading !== 'on' || account === null) return 'APPLY_DEVICE_CONSENT';
  if (device === null) return 'APPLY_ACCOUNT_CONSENT';
  const row = TYPE_PAIR_TABLE[`${device.type},${account.type}`];
  if (row !== 'BY_TIME') return row ?? 'APPLY_DEVICE_CONSENT';
  const deviceTs = device.lastUpdated === null ? DEFAULT_TS : device.lastUpdated;
  if (account.lastUpdated === null) return 'APPLY_DEVICE_CONSENT';
  if (deviceTs === account.lastUpdated) return 'CONSENTS_IN_SYNC';
  return deviceTs > account.lastUpdated ? 'APPLY_DEVICE_CONSENT' : 'APPLY_ACCOUNT_CONSENT';
}

// Timestamps cluster around the default so that equal, older and newer all occur often.
const timestamp = fc.oneof(
  fc.constant(null),
  fc.integer({ min: DEFAULT_TS - 2, max: DEFAULT_TS + 2 }),
  fc.integer({ min: 0, max: 5 }),
  fc.nat(),
);
const version = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 }));
const consentValues: fc.Arbitrary<ConsentValues> = fc.record(
  { StrictlyNecessary: version, Performance: version, Personalization: version, Marketing: version, iOSMarketing: version },
  { requiredKeys: [] },
);
const consentType = fc.constantFrom<ConsentType>('EXPLICIT', 'IMPLICIT');
const record: fc.Arbitrary<ConsentRecord> = fc.record({
  consent: consentValues,
  consentSource: fc.constantFrom('iOS' as const, 'webOrAndroid' as const),
  type: consentType,
  lastUpdated: timestamp,
});
const maybeRecord = fc.option(record, { nil: null, freq: 5 });
const reading = fc.constantFrom<'on' | 'off' | undefined>('on', 'off', undefined);

function syncInput(isLoggedIn: boolean, device: ConsentRecord | null, account: ConsentRecord | null, r: 'on' | 'off' | undefined) {
  return r === undefined ? { isLoggedIn, device, account } : { isLoggedIn, device, account, accountConsentReading: r };
}

describe('§4 Consent sync: properties', () => {
  it('is total over every type pair and timestamp order, and matches the SPEC table', () => {
    fc.assert(
      fc.property(fc.boolean(), maybeRecord, maybeRecord, reading, (isLoggedIn, device, account, r) => {
        const result = decideConsentSync(syncInput(isLoggedIn, device, account, r));
        expect(result.decision).toBe(expectedDecision(isLoggedIn, r, device, account));
      }),
    );
  });

  it('leaves in force the consent the decision names, the device one with its default timestamp', () => {
    fc.assert(
      fc.property(fc.boolean(), maybeRecord, maybeRecord, reading, (isLoggedIn, device, account, r) => {
        const result = decideConsentSync(syncInput(isLoggedIn, device, account, r));
        const deviceWithTs = device === null ? null : { ...device, lastUpdated: device.lastUpdated ?? DEFAULT_TS };
        const usesAccount = result.decision === 'APPLY_ACCOUNT_CONSENT' || result.decision === 'CONSENTS_IN_SYNC';
        expect(result.consent).toEqual(usesAccount ? account : deviceWithTs);
      }),
    );
  });

  it('flags newly disabled categories only on APPLY_ACCOUNT_CONSENT', () => {
    fc.assert(
      fc.property(maybeRecord, record, (device, account) => {
        const result = decideConsentSync({ isLoggedIn: true, device, account, accountConsentReading: 'on' });
        if (result.decision !== 'APPLY_ACCOUNT_CONSENT') {
          expect(Object.hasOwn(result, 'previouslyEnabledCategoriesAreNowDisabled')).toBe(false);
          return;
        }
        const accountValues: Record<string, number | undefined> = { ...account.consent };
        const expected = Object.entries(device?.consent ?? {}).some(([category, v]) => (v ?? 0) > 0 && accountValues[category] === 0);
        expect(result.previouslyEnabledCategoriesAreNowDisabled).toBe(expected);
      }),
    );
  });

  it('throws the exhaustiveness error for any type outside EXPLICIT and IMPLICIT, and only then', () => {
    const anyType = fc.oneof(
      consentType,
      fc.string({ unit: 'binary', maxLength: 10 }),
      fc.constantFrom('__proto__', 'toString', 'explicit'),
    );
    fc.assert(
      fc.property(record, record, anyType, anyType, (device, account, deviceType, accountType) => {
        const run = () =>
          decideConsentSync({
            isLoggedIn: true,
            device: { ...device, type: deviceType as ConsentType },
            account: { ...account, type: accountType as ConsentType },
            accountConsentReading: 'on',
          });
        const known = (t: string) => t === 'EXPLICIT' || t === 'IMPLICIT';
        if (known(deviceType) && known(accountType)) expect(run).not.toThrow();
        else expect(run).toThrow(/Unexpected consent type pair in sync/);
      }),
    );
  });
});
