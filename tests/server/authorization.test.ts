/**
 * SPEC §6 "Roles on the documentation site" as the server applies it to every
 * request, and the usual ways around it: a private page answers 200 to an
 * authorized requester and 403 'Not authorized' to everyone else.
 */
import { generateKeyPairSync } from 'node:crypto';
import { sign } from 'hono/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCidr } from '../../core/auth';
import { MAX_ACCESS_TOKEN_LIFETIME_SECONDS, UNVERIFIED_ACCESS_TOKEN_WARNING } from '../../server/access-token-verification';
import type { AppConfig } from '../../server/app';
import type { PeerOf } from '../../server/request-viewer';
import { jwt } from '../core/auth/jwt-fixture';
import { BUILD_TIMEOUT_MS, createTestApp, loadShippedPortal, peerIs, type ShippedPortal } from './portal-fixture';

const PRIVATE_ROUTE = '/foundations/logos';
const SECRET = 'a-shared-secret-of-at-least-32-characters';

let portal: ShippedPortal;
beforeAll(async () => {
  portal = await loadShippedPortal();
  expect(portal.bundle.pages[PRIVATE_ROUTE]?.isPublic).toBe(false);
}, BUILD_TIMEOUT_MS);

interface Probe {
  readonly headers?: Record<string, string>;
  readonly peer?: string;
  readonly config?: Partial<AppConfig>;
}

/** The status of the private page's data for a request: 200 authorized, 403 not. */
async function statusFor(probe: Probe): Promise<number> {
  const peerOf: PeerOf = probe.peer === undefined ? () => undefined : peerIs(probe.peer);
  const { app } = createTestApp(portal, { peerOf, ...(probe.config === undefined ? {} : { config: probe.config }) });
  const response = await app.request(`/designsystem${PRIVATE_ROUTE}.json`, { headers: probe.headers ?? {} });
  const data = (await response.json()) as { isAuthorized: boolean; view: { kind: string } };
  // The status and the data must agree.
  expect(data.isAuthorized).toBe(response.status === 200);
  expect(data.view.kind).toBe(response.status === 200 ? 'page' : 'not-authorized');
  return response.status;
}

const cidrs = (...texts: string[]) =>
  texts.map((text) => {
    const parsed = parseCidr(text);
    if (!parsed.ok) throw new Error(text);
    return parsed.value;
  });

const unsigned = (payload: string) => jwt(payload, '{"alg":"none","typ":"JWT"}', '');

describe('§6 rule 5: the default is not authorized', () => {
  it('refuses a request with no peer, no header and no cookie', async () => {
    expect(await statusFor({})).toBe(403);
  });

  it('refuses a request from a public address', async () => {
    expect(await statusFor({ peer: '203.0.113.9' })).toBe(403);
  });
});

describe('§6 rule 1: the environment override', () => {
  it('authorizes everyone with AUTH_OVERRIDE=authorized', async () => {
    expect(await statusFor({ config: { authOverride: 'authorized' } })).toBe(200);
  });

  it('refuses everyone with AUTH_OVERRIDE=unauthorized, even a private network and the test cookie', async () => {
    expect(await statusFor({ config: { authOverride: 'unauthorized' }, peer: '10.0.0.5', headers: { cookie: 'hb-test=1' } })).toBe(403);
  });
});

describe('§6 rule 2: private networks, with X-Forwarded-For believed only from trusted proxies', () => {
  it.each([
    ['a direct peer in 10.0.0.0/8', '10.0.0.5', undefined],
    ['a direct peer in 172.16.0.0/12', '172.31.255.1', undefined],
    ['an IPv4-mapped IPv6 peer', '::ffff:10.0.0.5', undefined],
    ['a private client behind a loopback proxy', '127.0.0.1', '10.1.2.3'],
    ['a private client behind a private proxy', '10.0.0.2', '172.20.1.1'],
    ['a private client behind two trusted proxies', '127.0.0.1', '172.16.0.9, 10.0.0.2'],
  ])('authorizes %s', async (_label, peer, forwardedFor) => {
    expect(await statusFor({ peer, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } })).toBe(200);
  });

  it.each([
    ['a spoofed private X-Forwarded-For from an untrusted public peer', '203.0.113.9', '10.1.2.3'],
    ['a spoofed X-Forwarded-For when the peer is unknown', undefined, '10.1.2.3'],
    ['a private entry left of a public client (forged by the client)', '127.0.0.1', '10.1.2.3, 203.0.113.7'],
    ["172.2.3.4, which the SPEC's string prefix '172.2' would admit but is public", '127.0.0.1', '172.2.3.4'],
    ['172.200.1.1, another public address behind that prefix', '127.0.0.1', '172.200.1.1'],
    ['a junk entry in front of the trusted proxy', '127.0.0.1', '10.1.2.3, unknown'],
    ['a zero-padded address', '127.0.0.1', '010.1.2.3'],
    ['a loopback client', '127.0.0.1', undefined],
    ['192.168.0.0/16, private but not a SPEC prefix', '192.168.1.20', undefined],
  ])('refuses %s', async (_label, peer, forwardedFor) => {
    const probe: Probe = {
      ...(peer === undefined ? {} : { peer }),
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    };
    expect(await statusFor(probe)).toBe(403);
  });

  it('trusts only the proxies of TRUSTED_PROXIES when it is set', async () => {
    const config = { trustedProxies: cidrs('192.0.2.0/24') };
    expect(await statusFor({ config, peer: '127.0.0.1', headers: { 'x-forwarded-for': '10.1.2.3' } })).toBe(403);
    expect(await statusFor({ config, peer: '192.0.2.10', headers: { 'x-forwarded-for': '10.1.2.3' } })).toBe(200);
  });

  it('believes no X-Forwarded-For with TRUSTED_PROXIES=none', async () => {
    expect(await statusFor({ config: { trustedProxies: [] }, peer: '127.0.0.1', headers: { 'x-forwarded-for': '10.1.2.3' } })).toBe(403);
  });
});

describe('§6 rule 3: the {brand-prefix}-test cookie', () => {
  it.each([
    ['with a value', 'hb-test=1'],
    ['with an empty value (present is enough)', 'hb-test='],
    ['among other cookies', '.sid=abc; hb-test=yes; .consent=pe1fu1ma1e'],
  ])('authorizes the cookie %s', async (_label, cookie) => {
    expect(await statusFor({ headers: { cookie } })).toBe(200);
  });

  it.each([
    ['in upper case (cookie names are case-sensitive)', 'HB-TEST=1'],
    ['without "="', 'hb-test'],
    ['of another brand prefix', 'xx-test=1'],
    ['as a prefix of another name', 'hb-testing=1'],
  ])('refuses the cookie %s', async (_label, cookie) => {
    expect(await statusFor({ headers: { cookie } })).toBe(403);
  });
});

describe('§6 rule 4: the access-token JWT, decoded without verification when no key is set', () => {
  it.each([
    ['cgid 5 in the registry cookie .at', `.at=${jwt('{"cgid":5}')}`],
    ['cgid 26 in the registry cookie .at', `.at=${jwt('{"cgid":26}')}`],
    ["cgid 5 in the SPEC's 'access-token' cookie", `access-token=${jwt('{"cgid":5}')}`],
    ['an unsigned alg "none" token (the SPEC decodes without verification)', `.at=${unsigned('{"cgid":5}')}`],
  ])('authorizes %s', async (_label, cookie) => {
    expect(await statusFor({ headers: { cookie } })).toBe(200);
  });

  it.each([
    ['cgid "5" as a string', `.at=${jwt('{"cgid":"5"}')}`],
    ['cgid 4', `.at=${jwt('{"cgid":4}')}`],
    ['cgid [5]', `.at=${jwt('{"cgid":[5]}')}`],
    ['no cgid', `.at=${jwt('{"sub":"someone"}')}`],
    ['a cgid inherited through __proto__', `.at=${jwt('{"__proto__":{"cgid":5}}')}`],
    ['a malformed token', '.at=not-a-jwt'],
    ['a token with four parts', `.at=${jwt('{"cgid":5}')}.extra`],
    ['a payload that is not base64url JSON', '.at=eyJhbGciOiJIUzI1NiJ9.%%%%.c2ln'],
    ['a payload that is JSON but not an object', `.at=${jwt('5')}`],
  ])('refuses %s', async (_label, cookie) => {
    expect(await statusFor({ headers: { cookie } })).toBe(403);
  });

  it('lets the first of duplicate cookies win, so a later planted cookie cannot authorize', async () => {
    expect(await statusFor({ headers: { cookie: `.at=${jwt('{"cgid":4}')}; .at=${jwt('{"cgid":5}')}` } })).toBe(403);
    expect(await statusFor({ headers: { cookie: `.at=${jwt('{"cgid":5}')}; .at=${jwt('{"cgid":4}')}` } })).toBe(200);
  });

  it('logs one warning at start-up that access-token claims are not verified', () => {
    const { logLines } = createTestApp(portal);
    const warnings = logLines.filter(([level, line]) => level === 'warn' && line.includes('access-token'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[1]).toContain(UNVERIFIED_ACCESS_TOKEN_WARNING);
  });
});

describe('§6 rule 3, the test cookie, is a test-system flag (TEST_COOKIE_ACCESS)', () => {
  const off: Partial<AppConfig> = { testCookieAccess: false };

  it.each(['hb-test=1', 'hb-test=', 'other=1; hb-test=1'])('opens nothing with %s when test-cookie access is off', async (cookie) => {
    expect(await statusFor({ config: off, headers: { cookie } })).toBe(403);
    expect(await statusFor({ config: off, headers: { cookie, accept: 'application/json' } })).toBe(403);
  });

  it('still lets the other rules authorize when it is off', async () => {
    expect(await statusFor({ config: off, headers: { cookie: `hb-test=1; .at=${jwt('{"cgid":5}')}` } })).toBe(200);
  });

  it('counts when it is on, as the SPEC says', async () => {
    expect(await statusFor({ config: { testCookieAccess: true }, headers: { cookie: 'hb-test=1' } })).toBe(200);
  });

  it('logs at start-up which way it is', () => {
    for (const testCookieAccess of [true, false]) {
      const { logLines } = createTestApp(portal, { config: { testCookieAccess } });
      const lines = logLines.map(([, line]) => JSON.parse(line) as { msg: string; testCookieAccess?: boolean });
      expect(lines.filter((line) => line.msg.startsWith('test-cookie access is'))).toEqual([
        expect.objectContaining({ msg: expect.stringContaining(testCookieAccess ? 'is on' : 'is off'), testCookieAccess }),
      ]);
    }
  });
});

describe('§6 rule 4 with ACCESS_TOKEN_SECRET: only a genuine token counts', () => {
  const config: Partial<AppConfig> = { accessTokenVerification: { key: SECRET, algorithm: 'HS256' } };
  const now = () => Math.floor(Date.now() / 1000);

  it('authorizes a token signed with the secret', async () => {
    expect(await statusFor({ config, headers: { cookie: `.at=${await sign({ cgid: 5, exp: now() + 600 }, SECRET, 'HS256')}` } })).toBe(200);
  });

  it.each([
    ['an unsigned alg "none" token', async () => unsigned('{"cgid":5}')],
    ['a token signed with another secret', async () => sign({ cgid: 5 }, 'another-secret-of-at-least-32-characters!', 'HS256')],
    ['a token with a forged signature', async () => jwt('{"cgid":5}')],
    ['an expired token', async () => sign({ cgid: 5, exp: now() - 10 }, SECRET, 'HS256')],
    ['a token not valid yet', async () => sign({ cgid: 5, nbf: now() + 600 }, SECRET, 'HS256')],
    ['a genuine token with cgid "5" as a string', async () => sign({ cgid: '5' }, SECRET, 'HS256')],
    ['a token of another algorithm', async () => sign({ cgid: 5 }, SECRET, 'HS512')],
  ])('refuses %s', async (_label, token) => {
    expect(await statusFor({ config, headers: { cookie: `.at=${await token()}` } })).toBe(403);
  });

  it("verifies §6 rule 4's 'access-token' cookie too, the alias of the §3 registry's .at: a forged token there grants nothing", async () => {
    const forged = `access-token=${jwt('{"cgid":5}')}`;
    expect(await statusFor({ config, headers: { cookie: forged } })).toBe(403);
    expect(await statusFor({ config, headers: { cookie: `access-token=${unsigned('{"cgid":5}')}` } })).toBe(403);
    expect(await statusFor({ config, headers: { cookie: `.at=${jwt('{"cgid":4}')}; ${forged}` } })).toBe(403);
    const genuine = await sign({ cgid: 5, exp: now() + 600 }, SECRET, 'HS256');
    expect(await statusFor({ config, headers: { cookie: `access-token=${genuine}` } })).toBe(200);
  });

  it('drops a forged first cookie instead of falling back to a later one', async () => {
    const genuine = await sign({ cgid: 5, exp: now() + 600 }, SECRET, 'HS256');
    expect(await statusFor({ config, headers: { cookie: `.at=${jwt('{"cgid":5}')}; .at=${genuine}` } })).toBe(403);
  });

  it('still applies the other rules', async () => {
    expect(await statusFor({ config, headers: { cookie: 'hb-test=1' } })).toBe(200);
  });

  it('logs no warning about unverified claims', () => {
    const { logLines } = createTestApp(portal, { config });
    expect(logLines.filter(([level, line]) => level === 'warn' && line.includes('access-token'))).toEqual([]);
  });
});

describe('§6 rule 4 with a verification key: exp is required and bounded (as §5 drops an atInfo without expiresAt)', () => {
  const config: Partial<AppConfig> = { accessTokenVerification: { key: SECRET, algorithm: 'HS256' } };
  const now = () => Math.floor(Date.now() / 1000);
  const lifetime = MAX_ACCESS_TOKEN_LIFETIME_SECONDS;

  it.each([
    ['without exp', () => ({ cgid: 5 }), 'has no exp claim'],
    ['with exp 1e300', () => ({ cgid: 5, exp: 1e300 }), `expected at most ${lifetime} seconds`],
    ['with exp beyond the longest lifetime', () => ({ cgid: 5, exp: now() + lifetime + 3600 }), `expected at most ${lifetime} seconds`],
    ['with an exp that is no whole number', () => ({ cgid: 5, exp: now() + 600.5 }), 'expected a whole number of seconds'],
    ['with exp as a string', () => ({ cgid: 5, exp: String(now() + 600) }), 'expected a whole number of seconds'],
  ])('refuses a genuine token %s, and logs what was wrong', async (_label, payload, reason) => {
    const token = await sign(payload(), SECRET, 'HS256');
    const { app, logLines } = createTestApp(portal, { config });
    const response = await app.request(`/designsystem${PRIVATE_ROUTE}.json`, { headers: { cookie: `.at=${token}` } });
    expect(response.status).toBe(403);
    const refusals = logLines
      .map(([, line]) => JSON.parse(line) as { msg: string; reason?: string })
      .filter((line) => line.msg === 'access token refused');
    expect(refusals).toEqual([expect.objectContaining({ reason: expect.stringContaining(reason) })]);
  });

  it('accepts a genuine token that expires within the longest lifetime', async () => {
    const token = await sign({ cgid: 5, exp: now() + lifetime - 60 }, SECRET, 'HS256');
    expect(await statusFor({ config, headers: { cookie: `.at=${token}` } })).toBe(200);
  });
});

describe('§6 rule 4 with ACCESS_TOKEN_PUBLIC_KEY', () => {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const config: Partial<AppConfig> = { accessTokenVerification: { key: keys.publicKey, algorithm: 'RS256' } };

  it('authorizes a token signed with the private key', async () => {
    const token = await sign({ cgid: 26, exp: Math.floor(Date.now() / 1000) + 600 }, keys.privateKey, 'RS256');
    expect(await statusFor({ config, headers: { cookie: `.at=${token}` } })).toBe(200);
  });

  it('refuses an HS256 token keyed with the public key (algorithm confusion, RFC 8725 §2.1)', async () => {
    const confused = await sign({ cgid: 26 }, keys.publicKey, 'HS256');
    expect(await statusFor({ config, headers: { cookie: `.at=${confused}` } })).toBe(403);
  });

  it('refuses an unsigned token', async () => {
    expect(await statusFor({ config, headers: { cookie: `.at=${unsigned('{"cgid":26}')}` } })).toBe(403);
  });
});
