import { describe, it, expect } from 'vitest';
import { DEFAULT_DEVICE_CONSENT_TIMESTAMP, formatConsentTimestamp, parseConsentTimestamp } from '../../../core/consent';

describe('§9 default device-consent timestamp', () => {
  it('is hex 68503b37, 1750088503 Unix seconds (17 June 2025)', () => {
    expect(DEFAULT_DEVICE_CONSENT_TIMESTAMP).toBe(1750088503);
    expect(new Date(DEFAULT_DEVICE_CONSENT_TIMESTAMP * 1000).toISOString()).toBe('2025-06-16T15:41:43.000Z');
  });
});

describe('§3 Consent: the consent-ts cookie', () => {
  it.each<[string, number]>([
    ['68503b37', 1750088503],
    ['68503B37', 1750088503],
    ['0068503b37', 1750088503],
    ['0', 0],
    ['f', 15],
    ['ffffffff', 4294967295],
    ['ffffffffffff', 281474976710655],
  ])('reads %j as %i Unix seconds', (value, expected) => {
    expect(parseConsentTimestamp(value)).toBe(expected);
  });

  it.each([
    ['the empty string', ''],
    ['more than 12 hex digits', '1000000000000'],
    ['a 0x prefix', '0x68503b37'],
    ['a sign', '-68503b37'],
    ['a plus sign', '+68503b37'],
    ['surrounding spaces', ' 68503b37 '],
    ['a non-hex letter', '68503g37'],
    ['a decimal point', '68503b3.7'],
    ['full-width digits', '６８'],
    ['a lone surrogate', '6850\uD800'],
    ['__proto__', '__proto__'],
  ])('ignores %s (returns null)', (_label, value) => {
    expect(parseConsentTimestamp(value)).toBeNull();
  });

  it.each<[number, string]>([
    [1750088503, '68503b37'],
    [0, '0'],
    [255, 'ff'],
    [281474976710655, 'ffffffffffff'],
  ])('writes %i as %j', (seconds, expected) => {
    expect(formatConsentTimestamp(seconds)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 281474976710656])('refuses to write %d', (seconds) => {
    expect(() => formatConsentTimestamp(seconds)).toThrow(RangeError);
  });
});
