import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieHeaderIssues, parseCookieHeader } from '../../../core/cookies/cookie-header';

// RFC 6265 §4.1.1 token and cookie-octet alphabets.
const token = fc.oneof(
  fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,8}$/),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'),
);
const cookieOctets = fc.stringMatching(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{0,12}$/);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
// Fragments a header is made of, so random strings hit the parser's branches often.
const headerPiece = fc.oneof(
  fc.constantFrom(';', '=', ' ', '\t', '"', '; ', '__proto__', '__proto__=', 'a=', '=b', '""'),
  fc.string({ unit: 'binary', maxLength: 6 }),
  loneSurrogate,
);

describe('§5 cookie header properties', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: 'binary-ascii' }),
          fc.string({ unit: 'grapheme' }),
          fc.string({ unit: headerPiece }),
          fc.string({ unit: loneSurrogate }),
        ),
        (header) => {
          const cookies = parseCookieHeader(header);
          for (const [name, value] of cookies) {
            expect(typeof name).toBe('string');
            expect(typeof value).toBe('string');
            expect(name).not.toBe('');
            expect(name).not.toContain(';');
            expect(value).not.toContain(';');
          }
        },
      ),
    );
  });

  it('never throws on headers of thousands of pairs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: headerPiece, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1_000, max: 2_000 }),
        (pieces, repeat) => {
          const header = Array.from({ length: repeat }, (_, index) => pieces[index % pieces.length]).join(';');
          expect(parseCookieHeader(header).size).toBeLessThanOrEqual(repeat);
        },
      ),
    );
  });

  it('round-trips serialised token pairs, the first of each name winning', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(token, cookieOctets, fc.boolean()), { maxLength: 20 }),
        fc.constantFrom(';', '; ', ' ;  '),
        (pairs, separator) => {
          const header = pairs.map(([name, value, quoted]) => `${name}=${quoted ? `"${value}"` : value}`).join(separator);
          const expected = new Map<string, string>();
          for (const [name, value] of pairs) if (!expected.has(name)) expected.set(name, value);
          expect([...parseCookieHeader(header)]).toEqual([...expected]);
        },
      ),
    );
  });

  it('accounts for every non-empty pair: read, or skipped with a reason', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: headerPiece }), fc.string({ unit: 'binary-ascii' })), (header) => {
        const nonEmpty = header.split(';').filter((pair) => pair.replace(/^[ \t]+|[ \t]+$/g, '') !== '').length;
        expect(parseCookieHeader(header).size + cookieHeaderIssues(header).length).toBe(nonEmpty);
      }),
    );
  });
});
