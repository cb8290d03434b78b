/**
 * Consent strings decoded (docs/cli.md, Consent strings): IAB TCF (policy
 * versions 4, TCF v2.2, and 5, current) and GPP through the IAB libraries,
 * OneTrust and Cookiebot cookies, the store's own `.consent` (SPEC §5 Consent
 * cookie string), and signals-disagree between `.consent` and the others.
 */
import fc from 'fast-check';
import { GppModel } from '@iabgpp/cmpapi';
import { describe, expect, it } from 'vitest';
import {
  MAX_CONSENT_STRING_LENGTH,
  consentSignalOf,
  decodeConsentString,
  describeConsentString,
  signalsDisagree,
  type DecodedConsentString,
} from '../../../core/consent-strings';
import { cookiebotValue, encodeGppString, encodeTcString, oneTrustValue } from './consent-string-fixtures';

function decoded(value: string, cookie?: string): DecodedConsentString {
  const result = decodeConsentString(value, cookie);
  if (!result.ok) throw new Error(`should decode: ${result.issues[0]?.message}`);
  return result.value;
}

describe('consent strings: IAB TCF', () => {
  it.each([4, 5])('decodes a TC string of policy version %i: CMP, dates, purposes, LI, vendors, special features', (policyVersion) => {
    const value = encodeTcString({
      purposes: [1, 2, 3, 4],
      legitimateInterests: [7],
      vendors: [91, 755],
      specialFeatures: [1],
      policyVersion,
    });
    expect(decoded(value)).toMatchObject({
      kind: 'tcf',
      version: 2,
      policyVersion,
      cmpId: 10,
      cmpVersion: 2,
      publisherCountryCode: 'CH',
      created: '2026-11-01T10:00:00.000Z',
      lastUpdated: '2026-11-02T10:00:00.000Z',
      purposes: { consent: [1, 2, 3, 4], legitimateInterest: [7] },
      vendors: { consent: [91, 755], consentCount: 2 },
      specialFeatures: [1],
    });
  });

  it('round-trips what the library encodes: the purposes and vendors chosen are the ones decoded', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 11 }), { maxLength: 11 }), fc.subarray([91, 755]), (purposes, vendors) => {
        const result = decoded(encodeTcString({ purposes, vendors }), 'euconsent-v2');
        expect(result).toMatchObject({ purposes: { consent: [...purposes].sort((a, b) => a - b) }, vendors: { consent: vendors } });
      }),
      { numRuns: 30 },
    );
  });

  it('describes a TC string in rows a reader checks against the CMP', () => {
    const rows = describeConsentString(decoded(encodeTcString({ purposes: [1, 2, 3, 4, 7] })));
    expect(rows).toContainEqual(['decoded as', 'IAB TCF v2 TC string']);
    expect(rows).toContainEqual(['purposes (consent)', '1-4, 7']);
  });
});

describe('consent strings: GPP, OneTrust, Cookiebot', () => {
  it('decodes a GPP string with an EU TCF section, and one with a US national section', () => {
    expect(decoded(encodeGppString({ tcfPurposes: [1, 2, 3] }))).toMatchObject({
      kind: 'gpp',
      sectionIds: [2],
      sections: [{ id: 2, name: 'tcfeuv2', fields: { CmpId: 10, VendorConsents: [755] } }],
    });
    const us = decoded(encodeGppString({ usSaleOptOut: 1 }), '__gpp');
    expect(us).toMatchObject({ kind: 'gpp', sections: [{ name: 'usnat', fields: { SaleOptOut: 1 } }] });
    expect(consentSignalOf('__gpp', us).categories).toEqual({ Marketing: false });
  });

  it('round-trips what the GPP library encodes: the EU TCF purposes chosen are the ones decoded and judged', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 11 }), { maxLength: 11 }), (purposes) => {
        const result = decoded(encodeGppString({ tcfPurposes: purposes }), '__gpp');
        const fields = (result as unknown as { sections: { fields: { PurposeConsents: boolean[] } }[] }).sections[0]?.fields;
        const consented = (fields?.PurposeConsents ?? []).flatMap((flag, index) => (flag ? [index + 1] : []));
        expect(consented).toEqual([...purposes].sort((a, b) => a - b));
        expect(consentSignalOf('__gpp', result).categories.Marketing).toBe(purposes.some((purpose) => purpose >= 2 && purpose <= 4));
      }),
      { numRuns: 30 },
    );
  });

  it('cuts a GPP vendor list of every vendor to the first 500, keeping the count', () => {
    const model = new GppModel();
    model.setFieldValue(
      'tcfeuv2',
      'VendorConsents',
      Array.from({ length: 65535 }, (_, index) => index + 1),
    );
    const result = decoded(model.encode(), '__gpp');
    expect(result).toMatchObject({ sections: [{ fields: { VendorConsentsCount: 65535 } }] });
    const fields = (result as unknown as { sections: { fields: { VendorConsents: number[] } }[] }).sections[0]?.fields;
    expect(fields?.VendorConsents).toHaveLength(500);
    expect(describeConsentString(result)).toContainEqual(['tcfeuv2.VendorConsents', '1-500 (65535 in all; the first 500 listed)']);
  });

  it('shows OneTrust groups and Cookiebot groups', () => {
    expect(decoded(oneTrustValue('C0001:1,C0002:0,C0003:1,C0004:0,SPD_BG:1'))).toMatchObject({
      kind: 'onetrust',
      groups: [
        { id: 'C0001', name: 'Strictly necessary', consented: true },
        { id: 'C0002', name: 'Performance', consented: false },
        { id: 'C0003', name: 'Functional', consented: true },
        { id: 'C0004', name: 'Targeting', consented: false },
        { id: 'SPD_BG', name: null, consented: true },
      ],
      fields: { interactionCount: '1', geolocation: 'CH;ZH' },
    });
    expect(decoded(cookiebotValue({ preferences: true, statistics: false, marketing: true }))).toMatchObject({
      kind: 'cookiebot',
      consentRequired: true,
      groups: [
        { id: 'necessary', consented: true },
        { id: 'preferences', consented: true },
        { id: 'statistics', consented: false },
        { id: 'marketing', consented: true },
      ],
      method: 'explicit',
      updated: '2025-11-27T10:00:00.000Z',
      region: 'ch',
    });
    expect(decoded('-1', 'CookieConsent')).toMatchObject({ kind: 'cookiebot', consentRequired: false });
  });

  it('§5 reads the store’s own .consent as one of them', () => {
    expect(decoded('pe1fu1ma0e')).toMatchObject({ kind: 'store', type: 'EXPLICIT', values: { Marketing: 0 } });
  });

  it('refuses a value of no known kind, or too long for a cookie, saying what it expected', () => {
    expect(decodeConsentString('hello')).toMatchObject({ ok: false, issues: [{ code: 'consentString.unknownKind' }] });
    expect(decodeConsentString('C'.repeat(MAX_CONSENT_STRING_LENGTH + 1))).toMatchObject({
      ok: false,
      issues: [{ code: 'consentString.tooLong', message: expect.stringContaining('4096') }],
    });
    expect(decodeConsentString('CPgarbage', 'euconsent-v2')).toMatchObject({ ok: false, issues: [{ code: 'tcf.invalid' }] });
  });
});

describe('signals-disagree', () => {
  const store = (value: string) => consentSignalOf('.consent', decoded(value));

  it('§3 .consent refusing Marketing (ma0) while the TC string grants purposes 1-4 is a warning naming both', () => {
    const tcf = consentSignalOf('euconsent-v2', decoded(encodeTcString({ purposes: [1, 2, 3, 4] })));
    const found = signalsDisagree(store('pe1fu1ma0e'), [tcf], []);
    expect(found).toContainEqual(
      expect.objectContaining({
        kind: 'signals-disagree',
        severity: 'warning',
        category: 'Marketing',
        reference: '.consent',
        other: 'euconsent-v2',
      }),
    );
    expect(found.find((item) => item.category === 'Marketing')?.message).toBe(
      '.consent refuses Marketing (ma) (ma0), but euconsent-v2 grants Marketing (ma) (TCF purposes consented: 1-4)',
    );
  });

  it('a Marketing cookie present while .consent refuses Marketing disagrees; agreeing signals do not', () => {
    expect(signalsDisagree(store('pe1fu1ma0e'), [], [{ name: '_fbp', category: 'Marketing' }])).toEqual([
      expect.objectContaining({ category: 'Marketing', other: '_fbp' }),
    ]);
    const agreeing = consentSignalOf('OptanonConsent', decoded(oneTrustValue('C0001:1,C0002:1,C0003:1,C0004:0')));
    expect(signalsDisagree(store('pe1fu1ma0e'), [agreeing], [{ name: '_ga', category: 'Performance' }])).toEqual([]);
  });
});

/** A TC string core segment written bit by bit: every vendor section a list of ranges of 1-65535, as a hostile page could. */
function overlappingRanges(section: 'consent' | 'restrictions', ranges: number): string {
  let bits = '';
  const put = (value: number, width: number) => {
    bits += value.toString(2).padStart(width, '0');
  };
  for (const [value, width] of [
    [2, 6],
    [1, 36],
    [1, 36],
    [10, 12],
    [1, 12],
    [1, 6],
    [0, 12],
    [1, 12],
    [4, 6],
    [1, 1],
    [0, 1],
    [0, 12],
    [0, 24],
    [0, 24],
    [0, 1],
    [0, 12],
  ]) {
    put(value ?? 0, width ?? 0);
  }
  const fullRanges = () => {
    put(65535, 16);
    put(1, 1);
    put(ranges, 12);
    for (let range = 0; range < ranges; range += 1) {
      put(1, 1);
      put(1, 16);
      put(65535, 16);
    }
  };
  if (section === 'consent') {
    fullRanges();
    put(0, 16);
    put(0, 1);
    put(0, 12);
  } else {
    put(0, 16);
    put(0, 1);
    put(0, 16);
    put(0, 1);
    put(1, 12);
    put(1, 6);
    put(0, 2);
    put(ranges, 12);
    for (let range = 0; range < ranges; range += 1) {
      put(1, 1);
      put(1, 16);
      put(65535, 16);
    }
  }
  while (bits.length % 6 !== 0) bits += '0';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: bits.length / 6 }, (_, index) => alphabet[Number.parseInt(bits.slice(index * 6, index * 6 + 6), 2)]).join('');
}

describe('consent strings: a hostile TC string', () => {
  it.each(['consent', 'restrictions'] as const)('refuses overlapping vendor ranges (%s) at once instead of expanding them', (section) => {
    const value = overlappingRanges(section, 700);
    expect(value.length).toBeLessThanOrEqual(MAX_CONSENT_STRING_LENGTH);
    const started = performance.now();
    const result = decodeConsentString(value, 'euconsent-v2');
    expect(performance.now() - started).toBeLessThan(500);
    expect(result).toMatchObject({ ok: false, issues: [{ code: 'tcf.invalid', message: expect.stringContaining('no CMP writes that') }] });
  });

  it('refuses the same ranges in a GPP string’s EU TCF section', () => {
    const started = performance.now();
    const result = decodeConsentString(`DBABMA~${overlappingRanges('consent', 700)}`, '__gpp');
    expect(performance.now() - started).toBeLessThan(500);
    expect(result).toMatchObject({ ok: false, issues: [{ code: 'gpp.invalid', message: expect.stringContaining('no CMP writes that') }] });
  });

  it('still reads a string whose one range covers every vendor', () => {
    expect(decodeConsentString(overlappingRanges('consent', 1), 'euconsent-v2')).toMatchObject({
      ok: true,
      value: { vendors: { consentCount: 65535 } },
    });
  });
});

describe('consent strings: properties', () => {
  const fragments = fc
    .array(
      fc.constantFrom(
        'C',
        'DB',
        '~',
        '.',
        'A',
        'Q',
        '_',
        '-',
        'groups=',
        'C0001:1',
        ',',
        '&',
        '%',
        '{',
        '}',
        'necessary:',
        'true',
        'e',
        'pe1',
      ),
      {
        maxLength: 40,
      },
    )
    .map((parts) => parts.join(''));

  it('never throws on any string, and always says ok or why not', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fragments),
        fc.constantFrom(undefined, 'euconsent-v2', '__gpp', 'OptanonConsent', 'CookieConsent'),
        (value, cookie) => {
          const result = decodeConsentString(value, cookie);
          if (result.ok) expect(describeConsentString(result.value).length).toBeGreaterThan(0);
          else expect(result.issues[0]?.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses anything over the bound at once, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 50 }), (tail) => {
        const value = `${encodeTcString({ purposes: [1] })}${'A'.repeat(MAX_CONSENT_STRING_LENGTH)}${tail}`;
        expect(decodeConsentString(value, 'euconsent-v2')).toMatchObject({ ok: false, issues: [{ code: 'consentString.tooLong' }] });
      }),
      { numRuns: 20 },
    );
  });
});
