import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCookieValue } from '../../../core/cookies/cookie-value';

describe('§5 cookie value encoding properties', () => {
  it('emits only RFC 6265 cookie-octets, and percent signs only as escapes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const encoded = encodeCookieValue(value);
        expect(encoded).toMatch(/^(?:[\x21\x23\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]|%[0-9A-F]{2})*$/);
      }),
    );
  });

  it('round-trips through percent-decoding', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (value) => {
        expect(decodeURIComponent(encodeCookieValue(value) ?? '')).toBe(value);
      }),
    );
  });

  it('leaves values made only of cookie-octets other than % untouched', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\x21\x23\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/), (value) => {
        expect(encodeCookieValue(value)).toBe(value);
      }),
    );
  });

  it('gives null, never throws, for text with a lone surrogate', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 5 }),
        fc.integer({ min: 0xd800, max: 0xdfff }),
        fc.string({ maxLength: 5 }),
        (before, surrogate, after) => {
          // A high surrogate followed by a low one would be a valid pair, so the suffix starts with 'x'.
          expect(encodeCookieValue(`${before}${String.fromCharCode(surrogate)}x${after}`)).toBeNull();
        },
      ),
    );
  });
});
