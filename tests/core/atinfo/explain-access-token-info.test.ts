/** Field-by-field reasons for an `.atinfo` value (SPEC §3 Access-token info, §5 Access-token info cookie). */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { explainAccessTokenInfo, parseAccessTokenInfo } from '../../../core/atinfo';

const NOW = 1_760_000_000;

describe('§5 access-token info cookie: explained', () => {
  it.each([
    [
      'garbage',
      [
        ['atinfo.notANumber', 'createdAt'],
        ['atinfo.missingField', 'expiresAt'],
      ],
    ],
    [
      '1750000000;weird;x;;',
      [
        ['atinfo.notANumber', 'expiresAt'],
        ['atinfo.badTrustLevel', 'trustLevel'],
      ],
    ],
    ['1;2;3', [['atinfo.badTrustLevel', 'trustLevel']]],
    ['0;5;normal', [['atinfo.zero', 'createdAt']]],
    ['5;;normal', [['atinfo.emptyField', 'expiresAt']]],
    ['99999999999999999999;5', [['atinfo.outOfRange', 'createdAt']]],
    ['%E0%A4%A', [['atinfo.badEncoding', 'value']]],
  ])('names the failing fields of %j', (value, expected) => {
    const explained = explainAccessTokenInfo(value, NOW);
    expect(explained.info).toBeNull();
    expect(explained.issues.map((issue) => [issue.code, issue.path?.[0]])).toEqual(expected);
  });

  it('accepts a good value with no issue and no warning', () => {
    expect(explainAccessTokenInfo('1750000000;1800000000;low;e;;', NOW)).toMatchObject({ issues: [], warnings: [] });
  });

  it('warns, without rejecting, when expiresAt is before createdAt and when it is past', () => {
    const explained = explainAccessTokenInfo('1750003600;1750000000;normal;;;', NOW);
    expect(explained.info).not.toBeNull();
    expect(explained.issues).toEqual([]);
    expect(explained.warnings.map((warning) => warning.code)).toEqual(['atinfo.expiresBeforeCreated', 'atinfo.expired']);
  });

  const atInfoLike = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc
      .tuple(
        fc.oneof(fc.nat().map(String), fc.constantFrom('', '0', 'x', '-1', '1e3')),
        fc.oneof(fc.nat().map(String), fc.constantFrom('', '0', 'x')),
        fc.constantFrom('', 'low', 'normal', 'admin', 'LOW'),
        fc.string({ maxLength: 4 }),
      )
      .map((fields) => fields.join(';')),
  );

  test.prop([atInfoLike, fc.nat()])('never throws, and has issues exactly when the parser gives null', (value, now) => {
    const explained = explainAccessTokenInfo(value, now);
    expect(explained.info).toEqual(parseAccessTokenInfo(value));
    expect(explained.issues.length > 0).toBe(parseAccessTokenInfo(value) === null);
    for (const issue of explained.issues) expect(issue.path?.length).toBe(1);
  });
});
