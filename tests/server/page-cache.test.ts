/**
 * Pages, page data and search answers kept compressed per viewer class
 * (server/body-cache.ts, page-route.ts, search-route.ts). What must hold: a
 * body made for an authorized reader never reaches an anonymous one (SPEC §6),
 * each class is rendered once, a 404 is kept per path and reader kind within its bound, and every encoding a
 * client can ask for is the viewer's own render, byte for byte.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { displayBuildVersion } from '../../core/page';
import { buildPortalData } from '../../core/portal';
import { createBodyCache } from '../../server/body-cache';
import { renderDocument } from '../../viewer/entry-server';
import type { RenderDocument } from '../../viewer/ssr-contract';
import {
  BUILD_TIMEOUT_MS,
  TEST_ASSETS,
  baseConfig,
  createTestApp,
  loadShippedPortal,
  peerIs,
  privatePages,
  type ShippedPortal,
  type TestApp,
} from './portal-fixture';

const AUTHORIZED = { 'x-forwarded-for': '10.1.2.3' };
const ANONYMOUS = { 'x-forwarded-for': '203.0.113.7' };
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

let portal: ShippedPortal;
/** One app, so one cache, for every request: readers take turns on the same routes. */
let app: TestApp['app'];

beforeAll(async () => {
  portal = await loadShippedPortal();
  // The socket peer is a trusted proxy (loopback), so X-Forwarded-For decides who the reader is (SPEC §6 rule 2).
  app = createTestApp(portal, { peerOf: peerIs('127.0.0.1') }).app;
}, BUILD_TIMEOUT_MS);

async function get(path: string, headers: Record<string, string>) {
  const response = await app.request(path, { headers });
  return { response, html: await response.text() };
}

/** The body a browser gets, decoded as the browser would. */
async function decoded(path: string, headers: Record<string, string>): Promise<string> {
  const response = await app.request(path, { headers: { ...headers, ...BROWSER } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const coding = response.headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (coding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

function privatePage() {
  const page = privatePages(portal)[0];
  if (page === undefined) throw new Error('the shipped content has no private page');
  return page;
}

describe('page cache in the app (SPEC §6: a private page never reaches an anonymous reader)', () => {
  it('never serves the page an authorized reader got to an anonymous reader of the same private route, in any encoding', async () => {
    const page = privatePage();
    const path = `/designsystem${page.route}`;
    for (let turn = 0; turn < 3; turn++) {
      for (const headers of [{}, BROWSER, { 'accept-encoding': 'gzip' }]) {
        const authorized = await get(path, { ...AUTHORIZED, ...headers });
        const anonymous = await get(path, { ...ANONYMOUS, ...headers });
        expect(authorized.response.status).toBe(200);
        expect(anonymous.response.status).toBe(403);
      }
      const authorizedHtml = await decoded(path, AUTHORIZED);
      const anonymousHtml = await decoded(path, ANONYMOUS);
      expect(authorizedHtml).toContain(page.title);
      expect(anonymousHtml).toContain('Not authorized');
      expect(anonymousHtml).not.toContain(`"isAuthorized":true`);
    }
  });

  it('keeps page data apart from HTML and per reader', async () => {
    const page = privatePage();
    const path = `/designsystem${page.route}.json`;
    const authorized = JSON.parse(await decoded(path, AUTHORIZED)) as { isAuthorized: boolean; view: { kind: string } };
    const anonymous = JSON.parse(await decoded(path, ANONYMOUS)) as { isAuthorized: boolean; view: { kind: string } };
    expect(authorized).toMatchObject({ isAuthorized: true, view: { kind: 'page' } });
    expect(anonymous).toMatchObject({ isAuthorized: false, view: { kind: 'not-authorized' } });
    expect((await decoded(`/designsystem${page.route}`, ANONYMOUS)).startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('never gives an anonymous reader the internal links an authorized reader got on a public page', async () => {
    const page = Object.values(portal.bundle.pages).find((candidate) => candidate.isPublic && candidate.figmaUrl !== null);
    if (page?.figmaUrl == null) throw new Error('the shipped content has no public page with a design-tool link');
    const path = `/designsystem${page.route}`;
    const authorized = await decoded(path, AUTHORIZED);
    const anonymous = await decoded(path, ANONYMOUS);
    expect(authorized).toContain(page.figmaUrl.replace(/&/g, '&amp;'));
    expect(anonymous.replace(/&amp;/g, '&')).not.toContain(page.figmaUrl);
  });

  it('sends a cached page, in brotli, gzip and plain, byte for byte as the viewer renders it', async () => {
    const path = '/designsystem/components/button-design';
    const data = buildPortalData(portal.bundle, {
      route: '/components/button-design',
      isAuthorized: false,
      isDevMode: false,
      theme: portal.bundle.site.defaultTheme,
      // No theme cookie: the page follows the system's shade until the reader picks one.
      followsSystemShade: true,
      buildVersion: displayBuildVersion(baseConfig.buildVersion),
    });
    const direct = await new Response(await renderDocument({ data, assets: TEST_ASSETS, origin: 'http://localhost' })).text();
    const br = await app.request(path, { headers: { ...ANONYMOUS, 'accept-encoding': 'br' } });
    const gzip = await app.request(path, { headers: { ...ANONYMOUS, 'accept-encoding': 'gzip' } });
    const plain = await app.request(path, { headers: ANONYMOUS });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(direct);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(direct);
    expect(await plain.text()).toBe(direct);
  });

  it.each([
    // The page's own theme, on <html>: a Design tab's "All themes" figures name every theme inside the article.
    ['theme', { cookie: '.themeshade=lakeside-dark' }, '<html lang="en-CH" data-theme="lakeside-dark"'],
    ['dev mode', { cookie: '.dsdevmode=true' }, '"isDevMode":true'],
  ])('keeps pages for another %s apart', async (_name, headers, marker) => {
    const path = '/designsystem/components/button-design';
    const plain = await decoded(path, ANONYMOUS);
    const other = await decoded(path, { ...ANONYMOUS, ...headers });
    const plainAgain = await decoded(path, ANONYMOUS);
    expect(other).toContain(marker);
    expect(plain).not.toContain(marker);
    expect(plainAgain).not.toContain(marker);
  });
});

describe('render count per viewer class', () => {
  /** An app whose render counts its calls per route. */
  function countingApp() {
    const calls = new Map<string, number>();
    const render: RenderDocument = async (request) => {
      calls.set(request.data.route, (calls.get(request.data.route) ?? 0) + 1);
      return renderDocument(request);
    };
    const pageCache = createBodyCache();
    const notFoundCache = createBodyCache();
    return { app: createTestApp(portal, { render, pageCache, notFoundCache }).app, calls, pageCache, notFoundCache };
  }

  it('renders a known page once for many readers of one class, and again for another class', async () => {
    const { app: counted, calls, pageCache } = countingApp();
    const path = '/designsystem/components/button-code';
    await Promise.all([1, 2, 3].map(() => counted.request(path, { headers: BROWSER })));
    await counted.request(path);
    expect(calls.get('/components/button-code')).toBe(1);
    await counted.request(path, { headers: { cookie: '.themeshade=alpine-dark' } });
    expect(calls.get('/components/button-code')).toBe(2);
    expect(pageCache.stats()).toMatchObject({ entries: 2, hits: 3, misses: 2 });
  });

  it('renders a mistyped path once per reader kind, and a second request for it is served from the cache', async () => {
    const { app: counted, calls, notFoundCache } = countingApp();
    for (let i = 0; i < 3; i++) expect((await counted.request('/designsystem/no/such/page', { headers: BROWSER })).status).toBe(404);
    expect(calls.get('/no/such/page')).toBe(1);
    // Another reader kind (a theme cookie changes the HTML) gets a render of its own.
    const dark = await counted.request('/designsystem/no/such/page', { headers: { cookie: '.themeshade=alpine-dark' } });
    expect(dark.status).toBe(404);
    expect(await dark.text()).toContain('data-theme="alpine-dark"');
    expect(calls.get('/no/such/page')).toBe(2);
    expect(notFoundCache.stats()).toMatchObject({ entries: 2, hits: 2, misses: 2 });
  });
});

describe('not-found pages kept per reader kind (SPEC §2 Route shapes, §6)', () => {
  it('never gives an anonymous reader the private suggestions an authorized reader got for the same mistyped path', async () => {
    // A private page whose title's words are its own: search suggests it to a reader who may read it.
    const page = portal.bundle.pages['/develop/graphql-tutorial'];
    if (page === undefined || page.isPublic) throw new Error('the shipped content has no private page /develop/graphql-tutorial');
    const path = '/designsystem/graphql-tutorail';
    for (let turn = 0; turn < 2; turn++) {
      const authorized = await decoded(path, AUTHORIZED);
      const anonymous = await decoded(path, ANONYMOUS);
      expect(authorized).toContain(`href="/designsystem${page.route}"`);
      expect(anonymous).not.toContain(`/designsystem${page.route}"`);
      expect(anonymous).not.toContain(`"link":"${page.route}"`);
    }
  });

  it('stays within its byte bound under a flood of distinct mistyped paths, the newest kept', async () => {
    // A 404 page outside any section carries no navigation: a few KB in each of its codings.
    const notFoundCache = createBodyCache({ maxBytes: 8 * 1024 });
    const { app: flooded } = createTestApp(portal, { notFoundCache });
    const flood = 16;
    for (let i = 0; i < flood; i++) expect((await flooded.request(`/designsystem/no-such-page-${i}`)).status).toBe(404);
    const { entries, bytes, maxBytes } = notFoundCache.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(flood);
    await flooded.request(`/designsystem/no-such-page-${flood - 1}`);
    expect(notFoundCache.stats().hits).toBe(1);
  });
});

describe('search answers kept per query and authorization (SPEC §6, §7 Search)', () => {
  it('never gives an anonymous reader a search answer made for an authorized one', async () => {
    const page = privatePage();
    const term = encodeURIComponent(page.title);
    const path = `/designsystem/api/search?term=${term}&limit=101`;
    type Answer = { results: { path: string }[]; meta: { total: number } };
    for (let turn = 0; turn < 2; turn++) {
      const authorized = JSON.parse(await decoded(path, AUTHORIZED)) as Answer;
      const anonymous = JSON.parse(await decoded(path, ANONYMOUS)) as Answer;
      expect(authorized.results.map((result) => result.path)).toContain(page.route);
      expect(anonymous.results.map((result) => result.path)).not.toContain(page.route);
      expect(anonymous.meta.total).toBeLessThan(authorized.meta.total);
    }
  });
});
