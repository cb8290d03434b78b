import { describe, it, expect } from 'vitest';
import { ATINFO_PARSE_FAILURE_MESSAGE, parseAccessTokenInfo } from '../../../core/atinfo/access-token-info';

/** Parses with a recording logger. */
function parse(raw: string) {
  const logged: string[] = [];
  const info = parseAccessTokenInfo(raw, { log: (message) => logged.push(message) });
  return { info, logged };
}

describe('§3 access-token info fields', () => {
  it('reads all six fields in order', () => {
    expect(parse('1700000000;1700003600;low;true;p1m0;68503b37').info).toEqual({
      createdAt: 1700000000,
      expiresAt: 1700003600,
      trustLevel: 'low',
      personalizationStatus: 'ON',
      consentSettings: 'p1m0',
      consentSettingsTimestamp: '68503b37',
    });
  });

  it('URL-decodes the value before splitting on ;', () => {
    expect(parse('1700000000%3B1700003600%3Bnormal%3B0%3Bp%3D1%26m%3D0%3B2025-06-16T12%3A00%3A00Z').info).toEqual({
      createdAt: 1700000000,
      expiresAt: 1700003600,
      trustLevel: 'normal',
      personalizationStatus: 'OFF',
      consentSettings: 'p=1&m=0',
      consentSettingsTimestamp: '2025-06-16T12:00:00Z',
    });
  });

  it('decodes percent-encoded UTF-8 in the consent fields', () => {
    expect(parse('1;2;;;%C3%A9t%C3%A9;').info?.consentSettings).toBe('été');
  });

  it("does not turn '+' into a space (decodeURIComponent, not form decoding)", () => {
    expect(parse('1;2;;;a+b;').info?.consentSettings).toBe('a+b');
  });

  it.each<[string, string, string, string | null, string | null]>([
    ['defaults an empty trust level to normal', '1;2;;e;;', 'normal', null, null],
    ['defaults a missing trust level to normal', '1;2', 'normal', null, null],
    ['gives null consent fields when empty', '1;2;low;e;;', 'low', null, null],
    ['gives null consent fields when missing', '1;2;low;e', 'low', null, null],
    ['keeps non-empty consent fields', '1;2;low;e;s;t', 'low', 's', 't'],
    ['ignores fields after the sixth', '1;2;normal;e;s;t;extra;more', 'normal', 's', 't'],
  ])('%s', (_name, raw, trustLevel, consentSettings, consentSettingsTimestamp) => {
    const { info, logged } = parse(raw);
    expect(info).toMatchObject({ createdAt: 1, expiresAt: 2, trustLevel, consentSettings, consentSettingsTimestamp });
    expect(logged).toEqual([]);
  });

  it.each([
    ['1;2;;;;', 'NO_INFORMATION'],
    ['1;2;normal', 'NO_INFORMATION'],
    ['1;2;normal;-', 'NO_INFORMATION'],
    ['1;2;normal;e-', 'NO_INFORMATION'],
    ['1;2;normal;yes', 'ON'],
    ['1;2;normal;no', 'OFF'],
    ['1;2;normal;1', 'OFF'],
  ])('%s has personalizationStatus %s', (raw, status) => {
    expect(parse(raw).info?.personalizationStatus).toBe(status);
  });

  it('reads the largest safe integer timestamps', () => {
    expect(parse('9007199254740991;9007199254740991').info).toMatchObject({
      createdAt: Number.MAX_SAFE_INTEGER,
      expiresAt: Number.MAX_SAFE_INTEGER,
    });
  });
});

describe('§5 access-token info null rules (null, nothing logged)', () => {
  it.each([
    ['the empty value', ''],
    ['createdAt missing', ';2;normal'],
    ['expiresAt missing', '1'],
    ['expiresAt empty', '1;;normal'],
    ['createdAt zero', '0;2;normal'],
    ['expiresAt zero', '1;0;normal'],
    ['both zero', '0;0'],
    ['zero with leading zeros', '000;2'],
    ['trust level in another case', '1;2;Normal'],
    ['trust level unknown', '1;2;high'],
    ['trust level with spaces', '1;2; low'],
    ['trust level encoded but unknown', '1%3B2%3Badmin'],
  ])('%s', (_name, raw) => {
    expect(parse(raw)).toEqual({ info: null, logged: [] });
  });
});

describe('§5 and §8 unparsable access-token info (null, logged)', () => {
  it('logs exactly the SPEC message', () => {
    expect(ATINFO_PARSE_FAILURE_MESSAGE).toBe('Failed to parse atInfo cookie');
  });

  it.each([
    ['a lone %', '1;2;normal;e;%;'],
    ['a truncated escape', '1;2%3'],
    ['a non-hex escape', '%zz1;2'],
    ['an invalid UTF-8 escape', '1;2;normal;%C3'],
    ['an encoded lone surrogate', '1;2;normal;%ED%A0%80'],
    ['a non-numeric createdAt', 'abc;2'],
    ['a non-numeric expiresAt', '1;soon'],
    ['a negative timestamp', '-1;2'],
    ['a fractional timestamp', '1.5;2'],
    ['an exponent', '1e3;2'],
    ['a hex timestamp', '0x10;2'],
    ['whitespace around a timestamp', ' 1;2'],
    ['a timestamp beyond the safe integer range', '9007199254740992;2'],
    ['a huge timestamp', `${'9'.repeat(400)};2`],
    ['Infinity', 'Infinity;2'],
    ['fullwidth digits', '１;2'],
  ])('%s', (_name, raw) => {
    expect(parse(raw)).toEqual({ info: null, logged: ['Failed to parse atInfo cookie'] });
  });

  it('works without a logger', () => {
    expect(parseAccessTokenInfo('%')).toBeNull();
  });

  it('returns null even when the logger throws', () => {
    const log = () => {
      throw new Error('logger down');
    };
    expect(parseAccessTokenInfo('%', { log })).toBeNull();
  });

  it.each([
    ['a million escapes', `1;2;normal;${'%41'.repeat(1_000_000)}`, false],
    ['a million separators', `1;2;normal;e;s;t${';'.repeat(1_000_000)}`, false],
    ['a broken escape after a million good ones', `1;2;normal;${'%41'.repeat(1_000_000)}%`, true],
  ])('reads %s', (_name, raw, fails) => {
    // A quadratic scan would run into the test timeout; the speed itself is the deep suite's (parsers-linear.deep.ts).
    const { info, logged } = parse(raw);
    expect(info === null).toBe(fails);
    expect(logged.length).toBe(fails ? 1 : 0);
  });

  it('does not throw on a lone surrogate in the raw value', () => {
    expect(parse('1;2;normal;\uD800;\uDFFF;').info).toMatchObject({
      personalizationStatus: 'OFF',
      consentSettings: '\uDFFF',
    });
  });
});
