import { describe, it, expect } from 'vitest';
import { Buffer } from 'node:buffer';
import { decodeJwtPayload } from '../../../core/auth/jwt-payload';
import { base64url, jwt } from './jwt-fixture';

function codeOf(token: string): string | undefined {
  const result = decodeJwtPayload(token);
  return result.ok ? undefined : result.issues[0]?.code;
}

describe('§6 rule 4 JWT payload decoded without verification (RFC 7519)', () => {
  it('returns the claims of a signed token without checking the signature', () => {
    expect(decodeJwtPayload(jwt('{"cgid":5,"sub":"a"}'))).toEqual({ ok: true, value: { cgid: 5, sub: 'a' } });
  });

  it('decodes an alg none token with an empty signature: alg is irrelevant, nothing is verified', () => {
    expect(decodeJwtPayload(jwt('{"cgid":26}', '{"alg":"none"}', ''))).toEqual({ ok: true, value: { cgid: 26 } });
  });

  it('decodes the documented example', () => {
    expect(decodeJwtPayload('eyJhbGciOiJub25lIn0.eyJjZ2lkIjo1fQ.')).toEqual({ ok: true, value: { cgid: 5 } });
  });

  it('keeps a "__proto__" key as an own property without touching the prototype', () => {
    const result = decodeJwtPayload(jwt('{"__proto__":{"cgid":5}}'));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.hasOwn(result.value, '__proto__')).toBe(true);
      expect(Object.hasOwn(result.value, 'cgid')).toBe(false);
      expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    }
  });

  const header = base64url('{"alg":"HS256"}');
  const payload = base64url('{"cgid":5}');

  it.each([
    ['two parts', `${header}.${payload}`, 'jwt.parts'],
    ['four parts', `${header}.${payload}.sig.extra`, 'jwt.parts'],
    ['one part', payload, 'jwt.parts'],
    ['the empty string', '', 'jwt.parts'],
    ['a JWE-like five parts', 'a.b.c.d.e', 'jwt.parts'],
    ["'+' in the payload", `${header}.${payload.slice(0, -1)}+.sig`, 'jwt.base64url'],
    ["'/' in the header", `/${header.slice(1)}.${payload}.sig`, 'jwt.base64url'],
    ['a padded payload', `${header}.${Buffer.from('{"cgid":5}').toString('base64')}.sig`, 'jwt.base64url'],
    ['a signature outside the alphabet', `${header}.${payload}.si=g`, 'jwt.base64url'],
    ['invalid UTF-8 in the payload', `${header}.${base64url(new Uint8Array([0x7b, 0xff, 0x7d]))}.sig`, 'jwt.utf8'],
    ['a lone surrogate encoded as UTF-8 (CESU)', `${header}.${base64url(new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22]))}.sig`, 'jwt.utf8'],
    ['a non-JSON payload', `${header}.${base64url('cgid=5')}.sig`, 'jwt.json'],
    ['an empty payload', `${header}..sig`, 'jwt.json'],
    ['a payload with a BOM', `${header}.${base64url('\uFEFF{"cgid":5}')}.sig`, 'jwt.json'],
    ['a non-JSON header', `${base64url('alg=none')}.${payload}.sig`, 'jwt.json'],
    ['an array payload', `${header}.${base64url('[5]')}.sig`, 'jwt.notObject'],
    ['a number payload', `${header}.${base64url('5')}.sig`, 'jwt.notObject'],
    ['a null payload', `${header}.${base64url('null')}.sig`, 'jwt.notObject'],
    ['a string header', `${base64url('"none"')}.${payload}.sig`, 'jwt.notObject'],
  ])('refuses %s', (_name, token, code) => {
    expect(codeOf(token)).toBe(code);
  });

  it('names the failing part in the issue path', () => {
    const result = decodeJwtPayload(`${base64url('x')}.${payload}.sig`);
    expect(result.ok ? [] : result.issues[0]?.path).toEqual(['header']);
  });
});
