import { describe, expect, it } from 'vitest';
import { encodeCookieValue } from '../../../core/cookies/cookie-value';

describe('§5 cookie value encoding (RFC 6265 cookie-octet)', () => {
  it.each([
    ['fu1pe1ma0e', 'fu1pe1ma0e'],
    ['1700000000;1700003600;normal', '1700000000%3B1700003600%3Bnormal'],
    ['a b', 'a%20b'],
    ['"', '%22'],
    [',', '%2C'],
    ['\\', '%5C'],
    ['%', '%25'],
    ['\u0000\u007f', '%00%7F'],
    ['ü', '%C3%BC'],
    ['😀', '%F0%9F%98%80'],
    ['', ''],
  ])('encodes %j as %j', (value, encoded) => {
    expect(encodeCookieValue(value)).toBe(encoded);
  });

  it('gives null for a lone surrogate', () => {
    expect(encodeCookieValue('\uDC00')).toBeNull();
    expect(encodeCookieValue('a\uD83D')).toBeNull();
  });
});
