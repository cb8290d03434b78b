import { describe, it, expect } from 'vitest';
import { decideAuthorization, testCookieName } from '../../../core/auth/decide-authorization';
import type { AuthorizationInput } from '../../../core/auth/decide-authorization';
import { parseCidr } from '../../../core/auth/cidr';
import { defaultSiteConfig } from '../../../core/site/site-config';
import { jwt } from './jwt-fixture';

const GOOD_TOKEN = jwt('{"cgid":5}');
const PUBLIC_PEER = '203.0.113.7';
const PROXY = '127.0.0.1';
/** TRUSTED_PROXIES of a deployment whose proxies sit in the private ranges. */
const LISTED = ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((text) => {
  const parsed = parseCidr(text);
  if (!parsed.ok) throw new Error(`fixture ${text}`);
  return parsed.value;
});

const cookies = (...entries: [string, string][]) => new Map(entries);
const none = { isAuthorized: false, reason: 'none' };

describe('§6 authorization', () => {
  it('is not authorized by default (rule 5)', () => {
    expect(decideAuthorization({ cookies: cookies() })).toEqual(none);
  });

  it("names the test cookie after the brand prefix: 'hb-test'", () => {
    expect(testCookieName(defaultSiteConfig)).toBe('hb-test');
  });
});

describe('§6 rule 1 environment override beats every other rule', () => {
  it.each<[string, AuthorizationInput, boolean]>([
    ['authorized, nothing else', { override: 'authorized', cookies: cookies() }, true],
    ['authorized, from a public peer', { override: 'authorized', peer: PUBLIC_PEER, cookies: cookies() }, true],
    ['unauthorized beats a private network', { override: 'unauthorized', peer: '10.0.0.1', cookies: cookies() }, false],
    ['unauthorized beats a valid test cookie', { override: 'unauthorized', cookies: cookies(['hb-test', '1']) }, false],
    ['unauthorized beats a valid access token', { override: 'unauthorized', cookies: cookies(['access-token', GOOD_TOKEN]) }, false],
    [
      'unauthorized beats all of them at once',
      { override: 'unauthorized', peer: PROXY, forwardedFor: ['10.0.0.1'], cookies: cookies(['hb-test', ''], ['.at', GOOD_TOKEN]) },
      false,
    ],
  ])('%s', (_name, input, isAuthorized) => {
    expect(decideAuthorization(input)).toEqual({ isAuthorized, reason: 'override' });
  });
});

describe('§6 rule 2 and §9 private networks 10.0.0.0/8 and 172.16.0.0/12', () => {
  it.each([
    ['10.0.0.1', true],
    ['10.255.255.255', true],
    ['172.15.255.255', false],
    ['172.16.0.0', true],
    ['172.20.0.1', true],
    ['172.29.255.255', true],
    ['172.31.255.255', true],
    ['172.32.0.0', false],
    ['172.2.3.4', false],
    ['172.200.1.1', false],
    ['100.0.0.1', false],
    ['192.168.1.1', false],
    ['010.0.0.1', false],
    ['0xa.0.0.1', false],
    ['10.1', false],
    ['::ffff:10.0.0.1', true],
    ['[::ffff:10.0.0.1]:443', true],
    ['10.0.0.1:8080', true],
    ['172.2.3.4:80', false],
    ['unknown', false],
    ['', false],
  ])('a forwarded client %j from a trusted proxy is authorized: %s', (client, isAuthorized) => {
    const decision = decideAuthorization({ peer: PROXY, forwardedFor: [client], cookies: cookies() });
    expect(decision).toEqual(isAuthorized ? { isAuthorized, reason: 'private-network' } : none);
  });

  it.each([
    ['10.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['172.16.0.0', true],
    ['172.32.0.0', false],
    ['127.0.0.1', false],
    ['::1', false],
    [PUBLIC_PEER, false],
  ])('a direct peer %s without a forwarded header is authorized: %s', (peer, isAuthorized) => {
    const decision = decideAuthorization({ peer, cookies: cookies() });
    expect(decision).toEqual(isAuthorized ? { isAuthorized, reason: 'private-network' } : none);
  });

  it.each<[string, Omit<AuthorizationInput, 'cookies'>, boolean]>([
    ['a spoofed private header from an untrusted peer', { peer: PUBLIC_PEER, forwardedFor: ['10.0.0.1'] }, false],
    ['a private header without any peer', { forwardedFor: ['10.0.0.1'] }, false],
    ['a forged private entry left of the real public client', { peer: PROXY, forwardedFor: ['10.0.0.1, 198.51.100.1'] }, false],
    [
      'a public client forwarded by an internal proxy',
      { peer: PROXY, forwardedFor: ['198.51.100.1, 10.0.0.9'], trustedProxies: LISTED },
      false,
    ],
    ['an internal client through internal proxies', { peer: '10.0.0.2', forwardedFor: ['172.16.5.5, 10.0.0.9'] }, true],
    ['several headers, the last one public', { peer: PROXY, forwardedFor: ['10.0.0.1', '198.51.100.1'] }, false],
    ['several headers, all internal', { peer: PROXY, forwardedFor: ['10.0.0.1', '10.0.0.9'] }, true],
    ['junk before trusted entries', { peer: PROXY, forwardedFor: ['unknown, 10.0.0.1'], trustedProxies: LISTED }, false],
    ['an empty trusted-proxy list ignores the header', { peer: PROXY, forwardedFor: ['10.0.0.1'], trustedProxies: [] }, false],
  ])('%s -> authorized: %s', (_name, input, isAuthorized) => {
    const decision = decideAuthorization({ ...input, cookies: cookies() });
    expect(decision).toEqual(isAuthorized ? { isAuthorized, reason: 'private-network' } : none);
  });

  it('comes before the test cookie', () => {
    expect(decideAuthorization({ peer: '10.0.0.1', cookies: cookies(['hb-test', '']) })).toEqual({
      isAuthorized: true,
      reason: 'private-network',
    });
  });
});

describe("§6 rule 3 the '{brand-prefix}-test' cookie is present", () => {
  it.each<[string, Map<string, string>, boolean]>([
    ['with an empty value', cookies(['hb-test', '']), true],
    ['with any value', cookies(['hb-test', 'false']), true],
    ['another case', cookies(['HB-test', '1']), false],
    ['another name', cookies(['hb_test', '1']), false],
    ['a trailing space in the name', cookies(['hb-test ', '1']), false],
    ['the other brand cookie', cookies(['hb_EU', '1']), false],
  ])('%s -> authorized: %s', (_name, jar, isAuthorized) => {
    const decision = decideAuthorization({ peer: PUBLIC_PEER, cookies: jar });
    expect(decision).toEqual(isAuthorized ? { isAuthorized, reason: 'test-cookie' } : none);
  });

  it('follows the configured brand prefix', () => {
    const site = { ...defaultSiteConfig, brandPrefix: 'xy' };
    expect(decideAuthorization({ site, cookies: cookies(['xy-test', '']) })).toEqual({ isAuthorized: true, reason: 'test-cookie' });
    expect(decideAuthorization({ site, cookies: cookies(['hb-test', '']) })).toEqual(none);
  });

  it('comes before the access token', () => {
    expect(decideAuthorization({ cookies: cookies(['hb-test', ''], ['access-token', GOOD_TOKEN]) })).toEqual({
      isAuthorized: true,
      reason: 'test-cookie',
    });
  });
});

describe("§6 rule 4 the 'access-token' JWT with cgid 5 or 26", () => {
  it.each([
    ['cgid 5', jwt('{"cgid":5}'), true],
    ['cgid 26', jwt('{"cgid":26}'), true],
    ['cgid 5.0 (JSON.parse reads 5)', jwt('{"cgid":5.0}'), true],
    ['alg none with no signature (unverified: cgid decides)', jwt('{"cgid":26}', '{"alg":"none"}', ''), true],
    ['cgid 27', jwt('{"cgid":27}'), false],
    ['cgid "5"', jwt('{"cgid":"5"}'), false],
    ['cgid [5]', jwt('{"cgid":[5]}'), false],
    ['no cgid', jwt('{"sub":"x"}'), false],
    ['cgid behind __proto__', jwt('{"__proto__":{"cgid":5}}'), false],
    ['two parts', jwt('{"cgid":5}').split('.').slice(0, 2).join('.'), false],
    ['four parts', `${jwt('{"cgid":5}')}.x`, false],
    ['bad base64url', `${jwt('{"cgid":5}').split('.')[0]}.eyJjZ2lkIjo1fQ==.sig`, false],
    ['a non-JSON payload', jwt('cgid: 5'), false],
    ['a non-JSON header', jwt('{"cgid":5}', 'HS256'), false],
    ['an empty cookie', '', false],
  ])('%s -> authorized: %s', (_name, token, isAuthorized) => {
    const decision = decideAuthorization({ peer: PUBLIC_PEER, cookies: cookies(['access-token', token]) });
    expect(decision).toEqual(isAuthorized ? { isAuthorized, reason: 'access-token' } : none);
  });

  it.each([
    ['access-token', true],
    // SPEC §3 registry: key 'access-token', cookie name '.at'.
    ['.at', true],
    ['access_token', false],
    ['.atinfo', false],
  ])('reads the token from the cookie %j: %s', (name, isAuthorized) => {
    const decision = decideAuthorization({ cookies: cookies([name, GOOD_TOKEN]) });
    expect(decision).toEqual(isAuthorized ? { isAuthorized, reason: 'access-token' } : none);
  });

  it('authorizes when either cookie name holds a good token', () => {
    expect(decideAuthorization({ cookies: cookies(['.at', 'junk'], ['access-token', GOOD_TOKEN]) })).toEqual({
      isAuthorized: true,
      reason: 'access-token',
    });
  });
});

describe('§6 rule 5 any failure means not authorized', () => {
  it('returns not authorized when the cookie map itself throws', () => {
    const hostile = new Map<string, string>();
    hostile.has = () => {
      throw new Error('boom');
    };
    expect(decideAuthorization({ cookies: hostile })).toEqual(none);
  });
});
