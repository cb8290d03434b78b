import { describe, it, expect } from 'vitest';
import type { Result } from '../../../core/result';
import { parseConsentCookie, parseConsentCookieDetailed, type ConsentCookieResult, type ParsedConsentCookie } from '../../../core/consent';

describe('§5 consent cookie string', () => {
  it.each<[string, ParsedConsentCookie]>([
    ['sn1pe1fu1ma1e', { values: { StrictlyNecessary: 1, Performance: 1, Personalization: 1, Marketing: 1 }, type: 'EXPLICIT' }],
    ['pe1fu0ma2i', { values: { Performance: 1, Personalization: 0, Marketing: 2 }, type: 'IMPLICIT' }],
    ['fu3pe2im1e', { values: { Personalization: 3, Performance: 2, iOSMarketing: 1 }, type: 'EXPLICIT' }],
    ['ma0e', { values: { Marketing: 0 }, type: 'EXPLICIT' }],
    ['im12345i', { values: { iOSMarketing: 12345 }, type: 'IMPLICIT' }],
    [
      'sn1pe2fu3ma4im5e',
      { values: { StrictlyNecessary: 1, Performance: 2, Personalization: 3, Marketing: 4, iOSMarketing: 5 }, type: 'EXPLICIT' },
    ],
  ])('reads %j', (value, expected) => {
    expect(parseConsentCookie(value)).toEqual(expected);
  });

  it("reads a final 'e' as EXPLICIT and a final 'i' as IMPLICIT", () => {
    expect(parseConsentCookie('fu1e')?.type).toBe('EXPLICIT');
    expect(parseConsentCookie('fu1i')?.type).toBe('IMPLICIT');
  });

  it('accepts leading zeros and reads the integer', () => {
    expect(parseConsentCookie('fu007pe00ma0e')).toEqual({
      values: { Personalization: 7, Performance: 0, Marketing: 0 },
      type: 'EXPLICIT',
    });
  });

  it('accepts the largest safe integer as a version', () => {
    expect(parseConsentCookie('fu9007199254740991e')).toEqual({ values: { Personalization: 9007199254740991 }, type: 'EXPLICIT' });
  });

  it('accepts a safe integer written with many leading zeros', () => {
    expect(parseConsentCookie(`fu${'0'.repeat(500)}42e`)).toEqual({ values: { Personalization: 42 }, type: 'EXPLICIT' });
  });

  it('returns a values object without unexpected keys', () => {
    expect(Object.keys(parseConsentCookie('fu1pe1ma1e')?.values ?? {}).sort()).toEqual(['Marketing', 'Performance', 'Personalization']);
  });

  it.each([
    ['the empty string', ''],
    ["a lone 'e'", 'e'],
    ["a lone 'i'", 'i'],
    ['no ending letter', 'fu1pe1ma1'],
    ["an uppercase 'E' ending", 'fu1pe1ma1E'],
    ["an uppercase 'I' ending", 'fu1pe1ma1I'],
    ['another ending letter', 'fu1pe1ma1x'],
    ['a trailing space', 'fu1pe1ma1e '],
    ['a segment with an uppercase code', 'FU1pe1ma1e'],
    ['a segment with a mixed-case code', 'fU1e'],
    ['a segment without digits', 'fupe1ma1e'],
    ['a final segment without digits', 'fu1mae'],
    ['a one-letter code', 'f1e'],
    ['a three-letter code', 'fux1e'],
    ['an unknown code', 'xx1e'],
    ['the code __proto__ spelled into a segment', '__proto__1e'],
    ['a code that is an Object.prototype name', 'to1e'],
    ['a duplicate code', 'fu1fu1e'],
    ['a duplicate code with different versions', 'fu1pe1fu2e'],
    ['a negative version', 'fu-1e'],
    ['a plus sign', 'fu+1e'],
    ['a decimal version', 'fu1.5e'],
    ['an exponent', 'fu1e5e'],
    ['a space inside', 'fu1 pe1e'],
    ['a separator between segments', 'fu1;pe1e'],
    ['full-width digits', 'fu１e'],
    ['Arabic-Indic digits', 'fu٣e'],
    ['a digit before the code', '1fu1e'],
    ['a version beyond Number.MAX_SAFE_INTEGER', 'fu9007199254740992e'],
    ['a 17-digit version', 'fu12345678901234567e'],
    ['a lone surrogate', 'fu1\uD800e'],
    ['a lone surrogate at the end', 'fu1\uDC00'],
  ])('ignores %s (returns null)', (_label, value) => {
    expect(parseConsentCookie(value)).toBeNull();
  });
});

describe('§5 consent cookie string: explaining why a value is invalid', () => {
  it.each<[string, string, number, readonly (string | number)[]]>([
    ['', 'consent.empty', 0, []],
    ['e', 'consent.noSegments', 0, ['segments']],
    ['fu1pe1ma1', 'consent.badEnding', 8, ['ending']],
    ['FU1e', 'consent.badSegment', 0, ['segments', 0]],
    ['fu1pee', 'consent.badSegment', 3, ['segments', 1]],
    ['fu1xx2e', 'consent.unknownCode', 3, ['segments', 1, 'code']],
    ['fu1pe1fu2e', 'consent.duplicateCode', 6, ['segments', 2, 'code']],
    ['pe1fu99999999999999999e', 'consent.numberTooLarge', 5, ['segments', 1, 'version']],
  ])('explains %j with %s at character %i', (value, code, offset, path) => {
    const result = parseConsentCookieDetailed(value);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({ code, offset, path });
    expect(result.issues[0]?.message.length).toBeGreaterThan(0);
  });

  it('reports several independent problems in one value', () => {
    const result = parseConsentCookieDetailed('xx1fu1fu2e');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.code)).toEqual(['consent.unknownCode', 'consent.duplicateCode']);
  });

  it('reports an unknown code and a too-large number in the same segment', () => {
    const result = parseConsentCookieDetailed('zz99999999999999999e');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.code)).toEqual(['consent.unknownCode', 'consent.numberTooLarge']);
  });

  it('stops at the first malformed segment', () => {
    const result = parseConsentCookieDetailed('fu1PE1XX1e');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]?.code).toBe('consent.badSegment');
  });

  it('caps the number of issues for a hostile value', () => {
    const result = parseConsentCookieDetailed(`${'xx1'.repeat(100_000)}e`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.length).toBeLessThanOrEqual(20);
  });

  it('caps the issues even when every segment has two problems', () => {
    const result = parseConsentCookieDetailed(`xx1${'zz99999999999999999'.repeat(30)}e`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(20);
  });

  it('quotes a hostile fragment in a printable, bounded way', () => {
    const result = parseConsentCookieDetailed(`\uD800${'x'.repeat(10_000)}e`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const message = result.issues[0]?.message ?? '';
    expect(message).toContain('\\ud800');
    expect(message.length).toBeLessThan(200);
  });

  it('returns the parsed value on success', () => {
    expect(parseConsentCookieDetailed('fu1e')).toEqual({ ok: true, value: { values: { Personalization: 1 }, type: 'EXPLICIT' } });
  });

  it('rejects a value that is not a string at run time', () => {
    const result = parseConsentCookieDetailed(42 as unknown as string);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]?.code).toBe('consent.notAString');
    expect(parseConsentCookie(null as unknown as string)).toBeNull();
  });

  it('has the docs/style.md result shape', () => {
    const asResult = (result: ConsentCookieResult): Result<ParsedConsentCookie> => result;
    expect(asResult(parseConsentCookieDetailed('fu1e')).ok).toBe(true);
  });
});

describe('§5 consent cookie string: hostile sizes', () => {
  it('reads a multi-megabyte value in one linear pass', () => {
    const long = `fu${'0'.repeat(3_000_000)}1pe1ma1e`;
    expect(parseConsentCookie(long)).toEqual({ values: { Personalization: 1, Performance: 1, Marketing: 1 }, type: 'EXPLICIT' });
    expect(parseConsentCookie(`${'fu1'.repeat(1_000_000)}e`)).toBeNull();
    expect(parseConsentCookie(`${'a'.repeat(3_000_000)}e`)).toBeNull();
  });
});
