import { describe, expect, it } from 'vitest';
import type { CookieDefinition } from '../../../core/cookies/cookie-definition';
import { isCookieNameToken, validateCookieRegistry } from '../../../core/cookies/cookie-registry-validation';

const base: CookieDefinition = {
  key: 'sample',
  name: '.sample',
  team: 'Platform',
  description: 'a sample cookie',
  duration: 1000,
  category: 'Essential',
  path: '/',
  secure: true,
  httpOnly: false,
};

const codesOf = (definitions: readonly CookieDefinition[]): string[] => {
  const result = validateCookieRegistry(definitions);
  return result.ok ? [] : result.issues.map((issue) => issue.code);
};

describe('§3 cookie definition names (RFC 6265 tokens)', () => {
  it.each([
    '',
    'a b',
    'a\tb',
    'a;b',
    'a=b',
    'a,b',
    '"a"',
    '(a)',
    '<a>',
    'a@b',
    'a:b',
    'a\\b',
    'a/b',
    '[a]',
    'a?',
    '{a}',
    'a\u0000',
    'a\u007f',
    'ä',
  ])('rejects the name %j', (name) => {
    expect(isCookieNameToken(name)).toBe(false);
    expect(codesOf([{ ...base, name }])).toEqual(['cookies.badName']);
  });

  it.each(['.consent-ts', 'hb_EU', 'DisplayCulture', "!#$%&'*+-.^_`|~", 'x-hb-mobileappcontract'])('accepts the name %j', (name) => {
    expect(isCookieNameToken(name)).toBe(true);
  });
});

describe('§3 cookie registry validation', () => {
  it('accepts a registry of distinct, well-formed definitions', () => {
    const other = { ...base, key: 'other', name: '.other' };
    expect(validateCookieRegistry([base, other])).toEqual({ ok: true, value: [base, other] });
  });

  it('accepts an empty registry', () => {
    expect(validateCookieRegistry([]).ok).toBe(true);
  });

  it('reports a duplicate key at the second entry', () => {
    const result = validateCookieRegistry([base, { ...base, name: '.another' }]);
    expect(result).toEqual({
      ok: false,
      issues: [expect.objectContaining({ code: 'cookies.duplicateKey', path: [1, 'key'] })],
    });
  });

  it('reports a duplicate name at the second entry', () => {
    const result = validateCookieRegistry([base, { ...base, key: 'another' }]);
    expect(result).toEqual({
      ok: false,
      issues: [expect.objectContaining({ code: 'cookies.duplicateName', path: [1, 'name'] })],
    });
  });

  it('rejects an empty key', () => {
    expect(codesOf([{ ...base, key: '' }])).toEqual(['cookies.emptyKey']);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects the duration %s', (duration) => {
    expect(codesOf([{ ...base, duration }])).toEqual(['cookies.badDuration']);
  });

  it('accepts a session duration (0) and an absent duration', () => {
    const { duration: _omitted, ...withoutDuration } = base;
    expect(codesOf([{ ...base, duration: 0 }])).toEqual([]);
    expect(codesOf([withoutDuration])).toEqual([]);
  });

  it.each(['', 'designsystem', '/a;b', '/a\nb', '/ä'])('rejects the path %j', (path) => {
    expect(codesOf([{ ...base, path }])).toEqual(['cookies.badPath']);
  });

  it('rejects sameSite none without secure (RFC 6265bis)', () => {
    expect(codesOf([{ ...base, sameSite: 'none', secure: false }])).toEqual(['cookies.sameSiteNoneInsecure']);
    expect(codesOf([{ ...base, sameSite: 'none', secure: true }])).toEqual([]);
    expect(codesOf([{ ...base, sameSite: 'lax', secure: false }])).toEqual([]);
  });

  it('rejects a category or sameSite outside the SPEC values when given untyped data', () => {
    const untyped = { ...base, category: 'Tracking', sameSite: 'loose' } as unknown as CookieDefinition;
    expect(codesOf([untyped])).toEqual(['cookies.badCategory', 'cookies.badSameSite']);
  });

  it('lists every problem of every entry, not only the first', () => {
    expect(
      codesOf([
        { ...base, name: 'a b', duration: -1 },
        { ...base, name: 'a b' },
      ]),
    ).toEqual(['cookies.badName', 'cookies.badDuration', 'cookies.badName', 'cookies.duplicateKey', 'cookies.duplicateName']);
  });
});
