import { describe, expect, it } from 'vitest';
import { cookieHeaderIssues, parseCookieHeader } from '../../../core/cookies/cookie-header';

const entries = (header: string) => [...parseCookieHeader(header)];

describe('§5 cookie header (RFC 6265 §5.4)', () => {
  it('reads name=value pairs separated by "; "', () => {
    expect(entries('.sid=abc; .consent=fu1pe1ma0e')).toEqual([
      ['.sid', 'abc'],
      ['.consent', 'fu1pe1ma0e'],
    ]);
  });

  it('gives an empty map for an empty header', () => {
    expect(parseCookieHeader('').size).toBe(0);
    expect(parseCookieHeader(' ; ;; ').size).toBe(0);
  });

  it('keeps the first occurrence of a name (the most specific path is sent first)', () => {
    expect(parseCookieHeader('.dsdevmode=true; .dsdevmode=false').get('.dsdevmode')).toBe('true');
  });

  it('keeps everything after the first "=" as the value', () => {
    expect(parseCookieHeader('a=b=c').get('a')).toBe('b=c');
    expect(parseCookieHeader('jwt=x.y.z==').get('jwt')).toBe('x.y.z==');
  });

  it('trims spaces and tabs around names and values', () => {
    expect(entries(' a = b ;\tc=d\t;e=f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('does not trim other whitespace such as a no-break space', () => {
    expect(entries('\u00a0a=b')).toEqual([['\u00a0a', 'b']]);
  });

  it('skips pairs without "=" and pairs with an empty name', () => {
    expect(entries('flag; =orphan; a=1')).toEqual([['a', '1']]);
  });

  it('keeps an empty value', () => {
    expect(parseCookieHeader('a=').get('a')).toBe('');
  });

  it('removes exactly one pair of surrounding double quotes', () => {
    expect(parseCookieHeader('a="quoted"').get('a')).toBe('quoted');
    expect(parseCookieHeader('a=""').get('a')).toBe('');
    expect(parseCookieHeader('a=""x""').get('a')).toBe('"x"');
    expect(parseCookieHeader('a="').get('a')).toBe('"');
    expect(parseCookieHeader('a="open').get('a')).toBe('"open');
    expect(parseCookieHeader('a= "spaced" ').get('a')).toBe('spaced');
  });

  it('does not percent-decode values', () => {
    expect(parseCookieHeader('.atinfo=1%3B2%3Bnormal').get('.atinfo')).toBe('1%3B2%3Bnormal');
    expect(parseCookieHeader('a=%E0%A4%A').get('a')).toBe('%E0%A4%A');
  });

  it('treats __proto__ as an ordinary name', () => {
    const cookies = parseCookieHeader('__proto__=x; constructor=y');
    expect(cookies.get('__proto__')).toBe('x');
    expect(cookies.get('constructor')).toBe('y');
    expect(cookies.size).toBe(2);
    expect(Object.getPrototypeOf(cookies)).toBe(Map.prototype);
  });

  it('reads a header of 100,000 pairs and long runs of spaces', () => {
    const many = Array.from({ length: 100_000 }, (_, index) => `c${index}=${index}`).join('; ');
    const spaces = ' '.repeat(1_000_000);
    // A quadratic scan of these inputs takes minutes and would run into the test timeout; a linear one, milliseconds.
    expect(parseCookieHeader(many).size).toBe(100_000);
    expect(parseCookieHeader(`a=${spaces}x${spaces}; b${spaces}`).get('a')).toBe('x');
  });
});

describe('§5 cookie header: the pairs a reader skips, and why', () => {
  it('names a pair without =, one with an empty name, and a repeated name, by position', () => {
    expect(cookieHeaderIssues('garbage; a=1; =x; a=2')).toEqual([
      { code: 'cookieHeader.noEquals', message: `pair 1 "garbage" has no '=', so it is no cookie`, path: [0] },
      { code: 'cookieHeader.emptyName', message: 'pair 3 "=x" has an empty name, so it is no cookie', path: [2] },
      {
        code: 'cookieHeader.duplicateName',
        message: 'pair 4 repeats the name a; the first a is read (the most specific path comes first)',
        path: [3],
      },
    ]);
  });

  it('says nothing of a well-formed header, empty pairs included', () => {
    expect(cookieHeaderIssues('a=1;; b=; c="x";')).toEqual([]);
    expect(cookieHeaderIssues('')).toEqual([]);
  });
});
