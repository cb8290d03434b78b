import { describe, it, expect } from 'vitest';
import { AUTHORIZED_CGIDS, hasAuthorizedCgid } from '../../../core/auth/access-token-cgid';
import { jwt } from './jwt-fixture';

describe('§6 rule 4 and §9 authorized cgid values', () => {
  it('are 5 and 26', () => {
    expect(AUTHORIZED_CGIDS).toEqual([5, 26]);
  });

  it.each([
    ['{"cgid":5}', true],
    ['{"cgid":26}', true],
    // JSON.parse reads these literals as the number 5.
    ['{"cgid":5.0}', true],
    ['{"cgid":5e0}', true],
    ['{"cgid":0.5e1}', true],
    ['{"cgid":26,"other":1}', true],
    ['{"cgid":27}', false],
    ['{"cgid":4}', false],
    ['{"cgid":0}', false],
    ['{"cgid":-5}', false],
    ['{"cgid":5.5}', false],
    ['{"cgid":"5"}', false],
    ['{"cgid":"26"}', false],
    ['{"cgid":[5]}', false],
    ['{"cgid":{"valueOf":5}}', false],
    ['{"cgid":true}', false],
    ['{"cgid":null}', false],
    ['{}', false],
    ['{"CGID":5}', false],
    ['{"cgids":[5,26]}', false],
    ['{"__proto__":{"cgid":5}}', false],
    ['{"constructor":{"cgid":5}}', false],
    // Duplicate names: JSON.parse keeps the last (RFC 7519 §4 allows this).
    ['{"cgid":5,"cgid":27}', false],
    ['{"cgid":27,"cgid":5}', true],
  ])('payload %s authorizes: %s', (payload, expected) => {
    expect(hasAuthorizedCgid(jwt(payload))).toBe(expected);
  });

  it('accepts an unsigned alg none token: the SPEC decodes without verification, so only cgid decides', () => {
    expect(hasAuthorizedCgid(jwt('{"cgid":5}', '{"alg":"none"}', ''))).toBe(true);
  });

  it.each([['not a jwt'], [''], ['a.b.c'], ['..'], [jwt('{"cgid":5}').split('.').slice(0, 2).join('.')]])(
    'refuses the malformed token %j',
    (token) => {
      expect(hasAuthorizedCgid(token)).toBe(false);
    },
  );
});
