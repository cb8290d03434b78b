/**
 * Google Consent Mode v2 in requests (core/cookie-audit/consent-mode.ts;
 * docs/cli.md, Cookie audit): gcs and gcd decoded from a query or a batched
 * body, never throwing and staying within its bounds on any text.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CONSENT_MODE_READINGS_LIMIT, consentModeReadings, isAllDenied, parseGcd, parseGcs } from '../../../core/cookie-audit/consent-mode';

describe('gcs and gcd', () => {
  it('reads gcs as G1, ad_storage, analytics_storage (1 granted, 0 denied, - not set)', () => {
    expect(parseGcs('G100')).toEqual({ ad_storage: 'denied', analytics_storage: 'denied' });
    expect(parseGcs('G111')).toEqual({ ad_storage: 'granted', analytics_storage: 'granted' });
    expect(parseGcs('G110')).toEqual({ ad_storage: 'granted', analytics_storage: 'denied' });
    expect(parseGcs('G1-1')).toEqual({ analytics_storage: 'granted' });
    expect(parseGcs('G2111')).toBeNull();
  });

  it('reads gcd letters per signal (ad_storage, analytics_storage, ad_user_data, ad_personalization), ignoring later characters', () => {
    expect(parseGcd('13p3p3p3p5')).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    // r: denied by default, granted by the update; v: granted by both; u: granted by default, denied by the update; l: not set.
    expect(parseGcd('13r3v3u3l5l1')).toEqual({ ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'denied' });
    expect(parseGcd('1')).toBeNull();
  });

  it('reads every hit of a batched body, and grants a signal either parameter grants', () => {
    const body = 'v=2&en=page_view&gcs=G100&gcd=13p3p3p3p5\nv=2&en=purchase&gcs=G100&gcd=13t3p3p3p5';
    const readings = consentModeReadings(body);
    expect(readings.map((reading) => reading.signals.ad_storage)).toEqual(['denied', 'granted']);
    expect(readings.map(isAllDenied)).toEqual([true, false]);
    // gcs grants ad_storage, gcd denies it: granted, so a contradiction is never read as a refusal.
    expect(consentModeReadings('gcs=G110&gcd=13p3p3p3p5')[0]?.signals.ad_storage).toBe('granted');
    expect(consentModeReadings('https://127.0.0.1/g/collect?v=2&gcs=G111')[0]?.signals).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
    });
    expect(consentModeReadings('https://127.0.0.1/g/collect?v=2&tid=G-1')).toEqual([]);
  });
});

describe('on any text', () => {
  const hit = fc
    .array(
      fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.stringMatching(/^gc[sd]=[A-Za-z0-9%-]{0,16}$/),
        fc.constantFrom('gcs=G111', 'gcd=13t3t3t3t5', 'gcs=G100', 'gcd=%E0%A4%A', '\n'),
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join('&'));

  test.prop([hit])('never throws, returns at most the reading limit, and every signal is granted or denied', (text) => {
    const readings = consentModeReadings(text);
    expect(readings.length).toBeLessThanOrEqual(CONSENT_MODE_READINGS_LIMIT);
    for (const reading of readings) {
      for (const value of Object.values(reading.signals)) expect(['granted', 'denied']).toContain(value);
      expect((reading.gcs ?? '').length).toBeLessThanOrEqual(64);
      expect((reading.gcd ?? '').length).toBeLessThanOrEqual(64);
    }
  });

  test.prop([fc.string({ maxLength: 200 })])('parseGcs and parseGcd never throw on any string', (text) => {
    expect(() => [parseGcs(text), parseGcd(text)]).not.toThrow();
  });
});
