import { describe, it, expect } from 'vitest';
import { decodeBase64Url } from '../../../core/auth/base64url';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

describe('§6 rule 4 base64url (RFC 4648 §5)', () => {
  // RFC 4648 §10 test vectors, unpadded.
  it.each([
    ['', ''],
    ['Zg', 'f'],
    ['Zm8', 'fo'],
    ['Zm9v', 'foo'],
    ['Zm9vYg', 'foob'],
    ['Zm9vYmE', 'fooba'],
    ['Zm9vYmFy', 'foobar'],
  ])('decodes %j to %j', (text, expected) => {
    expect(Array.from(decodeBase64Url(text) ?? [])).toEqual(ascii(expected));
    expect(decodeBase64Url(text)).not.toBeNull();
  });

  it.each([
    // 0xfb 0xff: '-' and '_' are the base64url digits 62 and 63.
    ['-_8', [0xfb, 0xff]],
    ['____', [0xff, 0xff, 0xff]],
    ['AAAA', [0, 0, 0]],
  ])('decodes %j using the URL-safe digits', (text, expected) => {
    expect(Array.from(decodeBase64Url(text) ?? [-1])).toEqual(expected);
  });

  it.each([
    ['+_8', "'+' of the standard alphabet"],
    ['-/8', "'/' of the standard alphabet"],
    ['Zg==', "'=' padding"],
    ['Zm8=', "'=' padding"],
    ['Z', 'a length of 4n+1'],
    ['Zm9vY', 'a length of 4n+1'],
    ['Zh', 'non-zero unused bits (RFC 4648 §3.5)'],
    ['Zm9', 'non-zero unused bits (RFC 4648 §3.5)'],
    ['Zm 9v', 'whitespace'],
    ['Zm9v\n', 'a newline'],
    ['Zm9vé', 'a non-ASCII character'],
    ['Zm9v\uD800', 'a lone surrogate'],
  ])('refuses %j (%s)', (text) => {
    expect(decodeBase64Url(text)).toBeNull();
  });
});
