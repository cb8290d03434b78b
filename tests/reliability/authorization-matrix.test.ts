/**
 * Reliability test 2 (docs/reliability.md), SPEC §6 "Roles on the documentation site" through the real
 * HTTP server: a matrix of forwarded addresses, socket peers, test cookies,
 * access tokens and duplicate cookies, each observed as the status of a
 * private page (200 authorized, 403 not). Requests go over a raw socket so
 * several X-Forwarded-For or Cookie headers reach the server as sent. The
 * loopback peer of these tests is a trusted proxy by default, so servers with
 * TRUSTED_PROXIES set to a narrow list and to 'none' show the untrusted-peer path.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS } from '../server/portal-fixture';
import { buildPortalFiles, removePortalFiles, startRealServer, type PortalFiles, type RealServer } from '../support/real-portal';
import { rawRequest, type RawResponse } from '../support/raw-http';

const PRIVATE_PAGE = '/designsystem/foundations/logos';
const SECRET = 'reliability-matrix-secret-of-at-least-32-characters';

type ServerName = 'default' | 'lan' | 'narrow' | 'none' | 'secret' | 'ipv6';
const ENVIRONMENTS: Record<ServerName, Record<string, string>> = {
  /** Loopback only is a trusted proxy (the default): X-Forwarded-For from this test's loopback peer is believed. */
  default: {},
  /** A chain of proxies inside 10.0.0.0/8 behind the loopback one: entries in that range are skipped as proxies. */
  lan: { TRUSTED_PROXIES: '127.0.0.0/8,10.0.0.0/8' },
  /** Only 192.0.2.0/24 is a proxy: the loopback peer is an untrusted client. */
  narrow: { TRUSTED_PROXIES: '192.0.2.0/24' },
  none: { TRUSTED_PROXIES: 'none' },
  secret: { ACCESS_TOKEN_SECRET: SECRET },
  /** Listening on [::1]: the peer is the IPv6 loopback, trusted by default. */
  ipv6: { HOST: '::1' },
};

let files: PortalFiles;
const servers = new Map<ServerName, RealServer>();
let requestsMade = 0;

beforeAll(async () => {
  files = await buildPortalFiles({ client: false });
  for (const [name, env] of Object.entries(ENVIRONMENTS) as [ServerName, Record<string, string>][]) {
    servers.set(name, await startRealServer(files, env));
  }
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  for (const server of servers.values()) await server.close();
  if (files !== undefined) removePortalFiles(files);
  console.log(`authorization matrix: ${cases.length} cases, ${requestsMade} requests over HTTP`);
});

type Header = readonly [string, string];

async function send(server: ServerName, target: string, headers: readonly Header[]): Promise<RawResponse> {
  const running = servers.get(server);
  if (running === undefined) throw new Error(`server ${server} is not running`);
  requestsMade += 1;
  return rawRequest(running.port, { target, headers }, server === 'ipv6' ? '::1' : '127.0.0.1');
}

/** The status of the private page for these headers; the page data must agree with it. */
async function privatePageStatus(server: ServerName, headers: readonly Header[]): Promise<number> {
  const html = await send(server, PRIVATE_PAGE, headers);
  const data = await send(server, `${PRIVATE_PAGE}.json`, headers);
  expect(data.status, 'page data and HTML disagree').toBe(html.status);
  expect((JSON.parse(data.text) as { isAuthorized: boolean }).isAuthorized).toBe(html.status === 200);
  return html.status;
}

// ---- access tokens, signed in the test with node:crypto ----
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const token = (payloadJson: string, headerJson = '{"alg":"HS256","typ":"JWT"}', signature = 'c2lnbmF0dXJl') =>
  `${b64(headerJson)}.${b64(payloadJson)}.${signature}`;
function signHs256(payloadJson: string, secret: string): string {
  const head = `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(payloadJson)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const unsigned = (payloadJson: string) => token(payloadJson, '{"alg":"none","typ":"JWT"}', '');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const xff = (...values: string[]): Header[] => values.map((value) => ['X-Forwarded-For', value]);
const cookie = (...values: string[]): Header[] => values.map((value) => ['Cookie', value]);

interface Case {
  readonly label: string;
  readonly server: ServerName;
  readonly headers: () => Header[];
  readonly expected: 200 | 403;
}
const row = (server: ServerName, label: string, expected: 200 | 403, headers: () => Header[]): Case => ({
  server,
  label,
  expected,
  headers,
});

const cases: readonly Case[] = [
  // §6 rule 5: nothing at all.
  row('default', 'no header, no cookie (loopback peer is not a private network)', 403, () => []),
  // §6 rule 2 behind a trusted proxy (the loopback peer): the forwarded address decides.
  row('default', 'forwarded 10.0.0.1', 200, () => xff('10.0.0.1')),
  row('default', 'forwarded 172.15.255.255 (just below 172.16.0.0/12)', 403, () => xff('172.15.255.255')),
  row('default', 'forwarded 172.16.0.0 (first of 172.16.0.0/12)', 200, () => xff('172.16.0.0')),
  row('default', 'forwarded 172.31.255.255 (last of 172.16.0.0/12)', 200, () => xff('172.31.255.255')),
  row('default', 'forwarded 172.32.0.0 (just above)', 403, () => xff('172.32.0.0')),
  row('default', "forwarded 172.2.3.4 (the SPEC's string prefix '172.2' would admit it; public)", 403, () => xff('172.2.3.4')),
  row('default', 'forwarded 172.200.1.1 (public, same prefix)', 403, () => xff('172.200.1.1')),
  row('default', 'forwarded 100.0.0.1 (carrier-grade NAT, not a SPEC network)', 403, () => xff('100.0.0.1')),
  row('default', 'forwarded 010.0.0.1 (zero-padded: not an address)', 403, () => xff('010.0.0.1')),
  row('default', 'forwarded 0xa.0.0.1 (hex: not an address)', 403, () => xff('0xa.0.0.1')),
  row('default', 'forwarded 10.1 (short form: not an address)', 403, () => xff('10.1')),
  row('default', 'forwarded ::ffff:10.0.0.1 (IPv4-mapped)', 200, () => xff('::ffff:10.0.0.1')),
  row('default', 'forwarded 10.0.0.1:443 (with a port)', 200, () => xff('10.0.0.1:443')),
  row('default', 'forwarded [::ffff:10.0.0.1]:8080 (bracketed with a port)', 200, () => xff('[::ffff:10.0.0.1]:8080')),
  row('default', 'forwarded 172.32.0.1:80 (public with a port)', 403, () => xff('172.32.0.1:80')),
  row('default', "forwarded 'unknown'", 403, () => xff('unknown')),
  row('default', 'an empty X-Forwarded-For', 403, () => xff('')),
  row('lan', 'a list with an empty entry in front of the proxy', 403, () => xff('10.1.2.3, , 10.0.0.9')),
  row('default', 'two X-Forwarded-For headers, both private', 200, () => xff('10.1.2.3', '172.16.5.4')),
  row('default', 'two X-Forwarded-For headers, a public client appended last', 403, () => xff('10.1.2.3', '203.0.113.5')),
  row('lan', 'two X-Forwarded-For headers, a forged private entry after a public client', 403, () => xff('203.0.113.5', '10.1.2.3')),
  row('lan', "two X-Forwarded-For headers, 'unknown' first", 403, () => xff('unknown', '10.1.2.3')),
  row('default', 'a private entry left of a public one in one header (forged by the client)', 403, () => xff('10.1.2.3, 203.0.113.7')),
  // Untrusted peer: whatever X-Forwarded-For says is the client's own claim.
  row('narrow', 'spoofed forwarded 10.0.0.1 from an untrusted peer', 403, () => xff('10.0.0.1')),
  row('narrow', 'spoofed forwarded 172.16.0.1 from an untrusted peer', 403, () => xff('172.16.0.1')),
  row('narrow', 'spoofed, several headers from an untrusted peer', 403, () => xff('10.1.2.3', '10.0.0.2')),
  row('narrow', 'the test cookie from an untrusted peer (rule 3 still applies)', 200, () => cookie('hb-test=1')),
  row('none', 'spoofed forwarded 10.0.0.1 with TRUSTED_PROXIES=none', 403, () => xff('10.0.0.1')),
  row('none', 'spoofed forwarded ::ffff:10.0.0.1 with TRUSTED_PROXIES=none', 403, () => xff('::ffff:10.0.0.1')),
  row('ipv6', 'no header from [::1]', 403, () => []),
  row('ipv6', 'forwarded 10.0.0.1 through the IPv6 loopback proxy', 200, () => xff('10.0.0.1')),
  row('ipv6', 'forwarded 172.32.0.0 through the IPv6 loopback proxy', 403, () => xff('172.32.0.0')),
  // §6 rule 3: present is enough, the name must match exactly.
  row('default', 'hb-test=1', 200, () => cookie('hb-test=1')),
  row('default', 'hb-test= (empty value)', 200, () => cookie('hb-test=')),
  row('default', 'hb-test="" (quoted empty value)', 200, () => cookie('hb-test=""')),
  row('default', 'hb-test with quotes, backslashes and a semicolon-free odd value', 200, () => cookie('hb-test="\\"a\\\\b"')),
  row('default', 'hb-test in a second Cookie header', 200, () => cookie('.sid=abc', 'hb-test=1')),
  row('default', "'hb-test' without '='", 403, () => cookie('hb-test')),
  row('default', 'HB-TEST=1 (names are case-sensitive)', 403, () => cookie('HB-TEST=1')),
  row('default', 'hb-testing=1 (a longer name)', 403, () => cookie('hb-testing=1')),
  row('default', 'hb-test%3D1 (an encoded "=")', 403, () => cookie('hb-test%3D1')),
  // §6 rule 4 without a key: decoded unverified, cgid must be the number 5 or 26.
  row('default', 'alg none, cgid 5 (unverified by the SPEC)', 200, () => cookie(`.at=${unsigned('{"cgid":5}')}`)),
  row('default', "cgid 26 in the SPEC's access-token cookie", 200, () => cookie(`access-token=${token('{"cgid":26}')}`)),
  row('default', 'cgid 5.0', 200, () => cookie(`.at=${token('{"cgid":5.0}')}`)),
  row('default', 'a JWT of 2 parts', 403, () => cookie(`.at=${b64('{"alg":"none"}')}.${b64('{"cgid":5}')}`)),
  row('default', 'a JWT of 4 parts', 403, () => cookie(`.at=${token('{"cgid":5}')}.c2ln`)),
  row('default', 'a payload in standard base64 (a ' + ', not base64url)', 403, () =>
    cookie(`.at=${b64('{"alg":"none"}')}.${Buffer.from('{"cgid":5}?>').toString('base64')}.`),
  ),
  row('default', 'a payload that is not JSON', 403, () => cookie(`.at=${token('{cgid:5}')}`)),
  row('default', 'cgid "5" (a string)', 403, () => cookie(`.at=${token('{"cgid":"5"}')}`)),
  row('default', 'cgid [5]', 403, () => cookie(`.at=${token('{"cgid":[5]}')}`)),
  row('default', 'no cgid', 403, () => cookie(`.at=${token('{"sub":"someone"}')}`)),
  row('default', 'duplicate .at cookies, cgid 4 first', 403, () => cookie(`.at=${token('{"cgid":4}')}; .at=${token('{"cgid":5}')}`)),
  row('default', 'duplicate .at cookies, cgid 5 first', 200, () => cookie(`.at=${token('{"cgid":5}')}; .at=${token('{"cgid":4}')}`)),
  row('default', 'duplicate .at cookies in two Cookie headers, cgid 4 first', 403, () =>
    cookie(`.at=${token('{"cgid":4}')}`, `.at=${token('{"cgid":5}')}`),
  ),
  // §6 rule 4 with ACCESS_TOKEN_SECRET: only a genuine signature counts.
  row('secret', 'a token signed with the secret (node:crypto HMAC)', 200, () =>
    cookie(`.at=${signHs256(`{"cgid":5,"exp":${inAnHour()}}`, SECRET)}`),
  ),
  row('secret', 'a genuine token with cgid 26 expiring in an hour', 200, () =>
    cookie(`.at=${signHs256(`{"cgid":26,"exp":${inAnHour()}}`, SECRET)}`),
  ),
  // With a key, exp is required and at most a day ahead (server/access-token-verification.ts).
  row('secret', 'a genuine token with cgid 26 and no expiry', 403, () => cookie(`.at=${signHs256('{"cgid":26}', SECRET)}`)),
  row('secret', 'a genuine token with exp 1e300', 403, () => cookie(`.at=${signHs256('{"cgid":5,"exp":1e300}', SECRET)}`)),
  row('secret', 'a forged token (signed with another secret)', 403, () => cookie(`.at=${signHs256('{"cgid":5}', `${SECRET}-forged`)}`)),
  row('secret', 'an unsigned alg none token', 403, () => cookie(`.at=${unsigned('{"cgid":5}')}`)),
  row('secret', 'a genuine token with cgid 4', 403, () => cookie(`.at=${signHs256('{"cgid":4}', SECRET)}`)),
  row('secret', 'an expired genuine token', 403, () => cookie(`.at=${signHs256(`{"cgid":5,"exp":${inAnHour() - 7200}}`, SECRET)}`)),
  row('secret', 'a forged first .at before a genuine one', 403, () =>
    cookie(`.at=${signHs256('{"cgid":5}', 'x'.repeat(40))}; .at=${signHs256(`{"cgid":5,"exp":${inAnHour()}}`, SECRET)}`),
  ),
  row('secret', 'a genuine token whose payload was edited', 403, () => {
    const [head = '', , signature = ''] = signHs256('{"cgid":4}', SECRET).split('.');
    return cookie(`.at=${head}.${b64('{"cgid":5}')}.${signature}`);
  }),
];

describe('§6 authorization matrix over HTTP', () => {
  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map((entry) => [`${entry.server}: ${entry.label}`, entry] as const))('%s', async (_name, entry) => {
    expect(await privatePageStatus(entry.server, entry.headers())).toBe(entry.expected);
  });
});

describe('§6 duplicate cookies: the first wins on every lookup path', () => {
  // What the server decides from cookies: authorization (pages, page data, search, the 404 page's navigation) and dev mode.
  async function observe(headers: readonly Header[]) {
    const html = await send('default', PRIVATE_PAGE, headers);
    const json = await send('default', `${PRIVATE_PAGE}.json`, headers);
    const accept = await send('default', PRIVATE_PAGE, [...headers, ['Accept', 'application/json']]);
    const search = await send('default', '/designsystem/api/search?term=Logos&limit=101', headers);
    // A mistyped path in the Foundations section: its 404 page carries that section's navigation.
    const missing = await send('default', '/designsystem/foundations/no-such-page.json', headers);
    const home = await send('default', '/designsystem.json', headers);
    const results = (JSON.parse(search.text) as { results: { path: string }[] }).results.map((result) => result.path);
    const navigation = JSON.stringify((JSON.parse(missing.text) as { navigation: unknown }).navigation);
    return {
      html: html.status,
      json: json.status,
      accept: accept.status,
      search: results.includes('/foundations/logos'),
      notFoundNavigation: navigation.includes('/foundations/logos'),
      devMode: (JSON.parse(home.text) as { isDevMode: boolean }).isDevMode,
    };
  }
  const authorized = { html: 200, json: 200, accept: 200, search: true, notFoundNavigation: true };
  const anonymous = { html: 403, json: 403, accept: 403, search: false, notFoundNavigation: false };

  it('a genuine first .at authorizes everywhere, a later forged one does not shadow it', async () => {
    expect(await observe(cookie(`.at=${token('{"cgid":5}')}; .at=${token('{"cgid":4}')}`))).toMatchObject(authorized);
  });

  it('an unauthorizing first .at is not overridden by a later one, anywhere', async () => {
    expect(await observe(cookie(`.at=${token('{"cgid":4}')}`, `.at=${token('{"cgid":5}')}`))).toMatchObject(anonymous);
  });

  it('the first dev-mode cookie decides dev mode', async () => {
    expect((await observe(cookie('.dsdevmode=false; .dsdevmode=true'))).devMode).toBe(false);
    expect((await observe(cookie('.dsdevmode=true', '.dsdevmode=false'))).devMode).toBe(true);
  });
});
