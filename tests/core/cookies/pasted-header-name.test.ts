/** A header pasted with its name (`Cookie:`, `Set-Cookie:`) for `dsp cookies inspect` (docs/cli.md). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader, splitPastedHeaderName } from '../../../core/cookies';

describe('a header pasted with its name', () => {
  it.each([
    ['Cookie: .consent=pe1fu1ma1e; _ga=1', 'Cookie', 'Cookie:', '.consent=pe1fu1ma1e; _ga=1'],
    ['cookie:a=1', 'Cookie', 'cookie:', 'a=1'],
    ['  SET-COOKIE :\ta=1; Path=/', 'Set-Cookie', 'SET-COOKIE:', 'a=1; Path=/'],
    ['.consent=pe1fu1ma1e', null, '', '.consent=pe1fu1ma1e'],
    ['Cookies: a=1', null, '', 'Cookies: a=1'],
  ])('%j is read as header %s with the value %j', (text, header, written, value) => {
    expect(splitPastedHeaderName(text)).toEqual({ header, written, value });
  });

  it('reads the cookies after the name, not a cookie named "Cookie: .consent"', () => {
    expect([...parseCookieHeader(splitPastedHeaderName('Cookie: .consent=pe1fu1ma1e; _ga=1').value).keys()]).toEqual(['.consent', '_ga']);
  });

  it('never throws, and the value is always the end of the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((rest) => `Cookie: ${rest}`),
        ),
        (text) => {
          const split = splitPastedHeaderName(text);
          expect(text.endsWith(split.value)).toBe(true);
          expect(split.header === null).toBe(split.value === text);
        },
      ),
    );
  });
});
