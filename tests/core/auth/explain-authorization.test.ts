/** The explanation of the SPEC §6 authorization decision: client address, hops, rules, token exp. */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideAuthorization, explainAuthorization, formatIpAddress, parseCidr, resolveClientAddress } from '../../../core/auth';

const cidr = (text: string) => {
  const parsed = parseCidr(text);
  if (!parsed.ok) throw new Error(`fixture ${text}`);
  return parsed.value;
};

const jwt = (payload: unknown) => `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

describe('§6 roles on the documentation site: explained', () => {
  it('skips trusted proxy hops from the right and settles on the first untrusted address', () => {
    const explained = explainAuthorization(
      {
        cookies: new Map(),
        peer: '127.0.0.1',
        forwardedFor: ['203.0.113.7, 10.0.0.9, 192.168.0.2'],
        trustedProxies: ['127.0.0.0/8', '10.0.0.0/8', '192.168.0.0/16'].map(cidr),
      },
      0,
    );
    expect(explained.clientAddress).toBe('203.0.113.7');
    expect(explained.forwardedFor).toEqual({ status: 'used', reason: null, skippedHops: ['192.168.0.2', '10.0.0.9'] });
  });

  it('says why X-Forwarded-For is ignored from an untrusted peer, and from no peer', () => {
    const untrusted = explainAuthorization({ cookies: new Map(), peer: '198.51.100.4', forwardedFor: ['10.0.0.1'] }, 0);
    expect(untrusted.forwardedFor.status).toBe('ignored');
    expect(untrusted.issues).toMatchObject([
      { code: 'auth.forwardedForIgnored', message: expect.stringContaining('198.51.100.4 is not a trusted proxy') },
    ]);
    const noPeer = explainAuthorization({ cookies: new Map(), forwardedFor: ['10.0.0.1'] }, 0);
    expect(noPeer.forwardedFor.reason).toBe('no socket peer is known, so no trusted proxy vouches for the header');
    expect(noPeer.clientAddress).toBeNull();
  });

  it('says the walk stopped at an unreadable entry', () => {
    const explained = explainAuthorization({ cookies: new Map(), peer: '127.0.0.1', forwardedFor: ['10.0.0.5, unknown'] }, 0);
    expect(explained.clientAddress).toBeNull();
    expect(explained.issues).toMatchObject([{ code: 'auth.unreadableForwardedFor' }]);
  });

  it('marks the rule that decided and the rules that apply but came later', () => {
    const explained = explainAuthorization(
      {
        cookies: new Map([
          ['hb-test', ''],
          ['.at', jwt({ cgid: 26 })],
        ]),
        override: 'unauthorized',
      },
      0,
    );
    expect(explained.rules.map((rule) => [rule.name, rule.applies, rule.decided])).toEqual([
      ['override', true, true],
      ['private-network', false, false],
      ['test-cookie', true, false],
      ['access-token', true, false],
      ['none', false, false],
    ]);
  });

  it('reports a past exp of an unverified token without changing the decision', () => {
    const explained = explainAuthorization({ cookies: new Map([['.at', jwt({ cgid: 5, exp: 100 })]]) }, 200);
    expect(explained.decision).toEqual({ isAuthorized: true, reason: 'access-token' });
    expect(explained.accessToken).toEqual({ cookie: '.at', cgid: 5, exp: 100, expired: true, unreadable: null });
    expect(explained.issues).toMatchObject([{ code: 'auth.tokenExpired', path: ['cookie', '.at', 'exp'] }]);
  });

  it('§6 rule 4: says why a token that is not a readable JWT cannot authorize', () => {
    // A one-character signature is no base64url at all (4n+1 characters).
    const token = `${jwt({ cgid: 5 }).slice(0, -1)}.x`;
    const explained = explainAuthorization({ cookies: new Map([['access-token', token]]) }, 0);
    expect(explained.decision).toEqual({ isAuthorized: false, reason: 'none' });
    expect(explained.accessToken).toEqual({
      cookie: 'access-token',
      cgid: null,
      exp: null,
      expired: null,
      unreadable: 'the signature is not base64url',
    });
    expect(explained.rules[3]?.detail).toBe(
      'the access-token cookie is not a readable JWT (the signature is not base64url), so it cannot authorize',
    );
    expect(explained.issues).toEqual([
      {
        code: 'auth.unreadableToken',
        message: 'the access-token cookie is not a readable JWT: the signature is not base64url',
        path: ['cookie', 'access-token'],
      },
    ]);
  });

  it('§6 rule 5: names the rule that decided first when it does not apply', () => {
    const explained = explainAuthorization({ cookies: new Map([['hb-test', '1']]) }, 0);
    expect(explained.rules[4]).toEqual({ rule: 5, name: 'none', applies: false, decided: false, detail: 'rule 3 decided first' });
  });

  const address = fc.oneof(fc.ipV4(), fc.constantFrom('10.0.0.1', '127.0.0.1', '172.16.5.4', '192.168.1.1', '::1', 'unknown', ''));
  test.prop([
    fc.option(address, { nil: undefined }),
    fc.array(
      fc.array(address, { maxLength: 4 }).map((list) => list.join(', ')),
      { maxLength: 3 },
    ),
    fc.boolean(),
  ])('agrees with decideAuthorization and resolveClientAddress, and never throws', (peer, forwardedFor, testCookie) => {
    const input = { cookies: new Map(testCookie ? [['hb-test', '1']] : []), forwardedFor, ...(peer === undefined ? {} : { peer }) };
    const explained = explainAuthorization(input, 0);
    expect(explained.decision).toEqual(decideAuthorization(input));
    const client = resolveClientAddress(input);
    expect(explained.clientAddress).toBe(client === null ? null : formatIpAddress(client));
    expect(explained.rules.filter((rule) => rule.decided).length).toBeLessThanOrEqual(1);
  });
});
