/**
 * Issue 7 test 1, SPEC §6: nothing of a private page reaches an anonymous
 * reader of the real HTTP server. For every private page of the shipped
 * content the test collects its title, route, headings, terms, description
 * and body sentences (less what public pages and the layout say anyway,
 * tests/support/private-strings.ts), then asks as an anonymous reader for
 * every page (HTML, `.json` and `Accept: application/json`), the search API
 * with each private title and term (with and without each filter and
 * mode=dev), 404 pages, the health check and every file of the client build
 * (source maps included), and finds none of the strings in any answer's
 * headers or body — a private page's own 403 may name its own route, nothing
 * else. The same requests as an authorized reader find every string, so the
 * test can fail.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRecord } from '../../core/bundle';
import { BUILD_TIMEOUT_MS, type ShippedPortal } from '../server/portal-fixture';
import { found, publicMaterialOf, secretsOf, type PrivateString } from '../support/private-strings';
import { buildPortalFiles, removePortalFiles, startRealServer, type PortalFiles, type RealServer } from '../support/real-portal';
import { rawRequest, type RawResponse } from '../support/raw-http';
import { SECURITY_HEADER_CHECKS } from '../support/security-header-checks';

const AUTHORIZED_COOKIE = 'hb-test=1';
/** Requests in flight at once. */
const CONCURRENCY = 4;

let files: PortalFiles;
let server: RealServer;
let privatePages: PageRecord[];
/** The strings to look for, each a secret of one private page. */
let secrets: PrivateString[];
let skippedAsPublic = 0;

beforeAll(async () => {
  files = await buildPortalFiles({ sourcemap: true });
  server = await startRealServer(files);
  const portal: ShippedPortal = { bundle: files.bundle, searchIndex: files.searchIndex, searchDocuments: [] };
  privatePages = Object.values(files.bundle.pages).filter((page) => !page.isPublic);
  const publicMaterial = await publicMaterialOf(portal);
  const all = privatePages.flatMap((page) => secretsOf(page, { terms: true, sentences: 5 }));
  secrets = all.filter((secret) => !found(publicMaterial, secret.text));
  skippedAsPublic = all.length - secrets.length;
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
  if (files !== undefined) removePortalFiles(files);
});

interface Probe {
  readonly target: string;
  readonly accept?: string;
}

/** The answers to all probes, a few at a time; each as its headers and body in one text. */
async function ask(probes: readonly Probe[], cookie?: string): Promise<{ probe: Probe; response: RawResponse; text: string }[]> {
  const answers: { probe: Probe; response: RawResponse; text: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next];
      next += 1;
      if (probe === undefined) break;
      const headers: [string, string][] = [];
      if (probe.accept !== undefined) headers.push(['Accept', probe.accept]);
      if (cookie !== undefined) headers.push(['Cookie', cookie]);
      const response = await rawRequest(server.port, { target: probe.target, headers });
      const head = [...response.headers].map(([name, values]) => `${name}: ${values.join(', ')}`).join('\n');
      answers.push({ probe, response, text: `${head}\n\n${response.text}` });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

const pathOf = (route: string) => (route === '/' ? '/designsystem' : `/designsystem${route}`);
const pageProbes = (route: string): Probe[] => [
  { target: pathOf(route) },
  { target: `${pathOf(route)}.json` },
  { target: pathOf(route), accept: 'application/json' },
];

function searchProbes(queries: readonly string[], sectionLinks: readonly string[]): Probe[] {
  const filterSets = [[], ...sectionLinks.map((link) => [link]), sectionLinks];
  return queries.flatMap((query) =>
    filterSets.flatMap((filters) =>
      ['', '&mode=dev'].map((mode) => ({
        target: `/designsystem/api/search?term=${encodeURIComponent(query)}&limit=101${filters.map((link) => `&filter=${encodeURIComponent(link)}`).join('')}${mode}`,
      })),
    ),
  );
}

/** A private page's own answers may carry its own route (it was asked for); masked where it stands as a whole route. */
function withoutOwnRoute(text: string, route: string): string {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`${escaped}(?![\\w/-])`, 'g'), '<own route>');
}

describe('§6 leak test over the real HTTP server (issue 7)', () => {
  let anonymousRequests = 0;
  let authorizedRequests = 0;

  it('finds no string of any private page in any answer to an anonymous reader, and every one as an authorized reader', async () => {
    const sections = files.bundle.sections.map((section) => section.link);
    const publicRoutes = ['/', ...sections, ...Object.values(files.bundle.pages).filter((page) => page.isPublic).map((page) => page.route)];
    const queries = [...new Set(privatePages.flatMap((page) => [page.title, ...page.terms]))];
    const assets = readdirSync(join(files.clientDir, 'assets'));
    expect(assets.some((name) => name.endsWith('.map'))).toBe(true);

    const shared: Probe[] = [
      ...publicRoutes.flatMap(pageProbes),
      ...searchProbes(queries, sections),
      { target: '/designsystem/no-such-page' },
      { target: '/designsystem/foundations/logos-nope' },
      { target: '/designsystem/no-such-page.json' },
      { target: '/nope' },
      { target: '/designsystem/assets/missing.js' },
      { target: '/designsystem/healthz' },
      ...assets.map((name) => ({ target: `/designsystem/assets/${name}` })),
    ];
    const own = privatePages.map((page) => ({
      route: page.route,
      probes: [...pageProbes(page.route), { target: pathOf(page.route.toUpperCase()) }],
    }));

    // Anonymous: one haystack of every distinct answer, private pages' own answers with their own route masked.
    const sharedAnswers = await ask(shared);
    const ownAnswers = (await Promise.all(own.map(async ({ route, probes }) => (await ask(probes)).map((answer) => ({ ...answer, route }))))).flat();
    anonymousRequests = sharedAnswers.length + ownAnswers.length;

    for (const { probe, response } of [...sharedAnswers, ...ownAnswers]) {
      expect(response.status, probe.target).toBeLessThan(500);
      if ((response.headers.get('content-type')?.[0] ?? '').startsWith('text/html')) {
        for (const [name, check] of SECURITY_HEADER_CHECKS) expect(check(response.headers.get(name)?.join(', ')), `${name} on ${probe.target}`).toBe(true);
      }
    }
    for (const { probe, response, route } of ownAnswers) {
      const status = probe.target === pathOf(route.toUpperCase()) ? 308 : 403;
      expect(response.status, `${probe.target} for an anonymous reader`).toBe(status);
    }
    const distinct = new Map<string, string>();
    for (const text of [...sharedAnswers.map((answer) => answer.text), ...ownAnswers.map((answer) => withoutOwnRoute(answer.text, answer.route))]) {
      distinct.set(createHash('sha256').update(text).digest('hex'), text);
    }
    const anonymousHaystack = [...distinct.values()].join('\n\u0000\n');
    const leaks = secrets.filter((secret) => found(anonymousHaystack, secret.text)).map((secret) => `${secret.route} ${secret.label}: '${secret.text}'`);

    // Authorized: each private page and a search for its title; every string must turn up.
    const authorizedAnswers = await ask(
      [...privatePages.flatMap((page) => pageProbes(page.route)), ...searchProbes([...new Set(privatePages.map((page) => page.title))], [])],
      AUTHORIZED_COOKIE,
    );
    authorizedRequests = authorizedAnswers.length;
    const authorizedHaystack = authorizedAnswers.map((answer) => answer.text).join('\n\u0000\n');
    const missing = secrets.filter((secret) => !found(authorizedHaystack, secret.text)).map((secret) => `${secret.route} ${secret.label}: '${secret.text}'`);

    console.log(
      `leak test: ${secrets.length} strings from ${privatePages.length} private pages (${skippedAsPublic} more skipped as public), ` +
        `${anonymousRequests} anonymous requests (${queries.length} search terms), ${authorizedRequests} authorized; leaks found: ${leaks.length}`,
    );
    expect(leaks).toEqual([]);
    expect(missing, 'an authorized reader must see every collected string, or the test proves nothing').toEqual([]);
    expect(secrets.length).toBeGreaterThan(privatePages.length * 3);
  }, 240_000);
});
