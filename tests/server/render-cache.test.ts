/**
 * README, Performance render cache (server/render-cache.ts): a page is rendered once per
 * route, authorization, dev mode, theme and build version, and every response
 * still gets its own CSP nonce. What must hold: a page rendered for an
 * authorized reader never reaches an anonymous one, the nonce is fresh per
 * response and matches the CSP header, and the HTML is otherwise the
 * viewer's own render, byte for byte.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { displayBuildVersion } from '../../core/page';
import { buildPortalData, type PortalData } from '../../core/portal';
import { createRenderCache } from '../../server/render-cache';
import type { RenderDocument, RenderRequest } from '../../viewer/ssr-contract';
import { renderDocument } from '../../viewer/entry-server';
import { buttonPage, portalData } from '../viewer/portal-data-fixture';
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

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';

let portal: ShippedPortal;
/** One app, so one cache, for every request of the app tests: readers take turns on the same routes. */
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

describe('render cache in the app', () => {
  it('never serves the page an authorized reader got to an anonymous reader of the same private route', async () => {
    const page = privatePages(portal)[0];
    if (page === undefined) throw new Error('the shipped content has no private page');
    const path = `/designsystem${page.route}`;
    for (let turn = 0; turn < 3; turn++) {
      const authorized = await get(path, AUTHORIZED);
      const anonymous = await get(path, ANONYMOUS);
      expect(authorized.response.status).toBe(200);
      expect(authorized.html).toContain(page.title);
      expect(anonymous.response.status).toBe(403);
      expect(anonymous.html).toContain('Not authorized');
      expect(anonymous.html).not.toContain(`"isAuthorized":true`);
    }
  });

  it('never gives an anonymous reader the internal links an authorized reader got on a public page', async () => {
    const page = Object.values(portal.bundle.pages).find((candidate) => candidate.isPublic && candidate.figmaUrl !== null);
    if (page?.figmaUrl == null) throw new Error('the shipped content has no public page with a design-tool link');
    const path = `/designsystem${page.route}`;
    const authorized = await get(path, AUTHORIZED);
    const anonymous = await get(path, ANONYMOUS);
    expect(authorized.html).toContain(page.figmaUrl.replace(/&/g, '&amp;'));
    expect(anonymous.html).not.toContain(page.figmaUrl.replace(/&/g, '&amp;'));
    expect(anonymous.html.replace(/&amp;/g, '&')).not.toContain(page.figmaUrl);
  });

  it('answers each request with a fresh nonce that matches its CSP, and otherwise the same HTML', async () => {
    const first = await get('/designsystem/components/button-code', ANONYMOUS);
    const second = await get('/designsystem/components/button-code', ANONYMOUS);
    const [a, b] = [nonceOf(first.response), nonceOf(second.response)];
    expect(a).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(a).not.toBe(b);
    for (const [html, nonce] of [
      [first.html, a],
      [second.html, b],
    ] as const) {
      const attributes = html.match(/nonce="[^"]*"/g) ?? [];
      expect(attributes.length).toBeGreaterThanOrEqual(2);
      expect(new Set(attributes)).toEqual(new Set([`nonce="${nonce}"`]));
    }
    expect(first.html.replaceAll(a, 'N')).toBe(second.html.replaceAll(b, 'N'));
  });

  it('sends a cached page byte for byte as the viewer renders it', async () => {
    await get('/designsystem/components/button-design', ANONYMOUS);
    const { response, html } = await get('/designsystem/components/button-design', ANONYMOUS);
    const data = buildPortalData(portal.bundle, {
      route: '/components/button-design',
      isAuthorized: false,
      isDevMode: false,
      theme: portal.bundle.site.defaultTheme,
      buildVersion: displayBuildVersion(baseConfig.buildVersion),
    });
    const direct = await new Response(await renderDocument({ data, nonce: nonceOf(response), assets: TEST_ASSETS })).text();
    expect(html).toBe(direct);
  });

  it.each([
    ['theme', { cookie: '.themeshade=lakeside-dark' }, 'data-theme="lakeside-dark"'],
    ['dev mode', { cookie: '.dsdevmode=true' }, '"isDevMode":true'],
  ])('keeps pages for another %s apart', async (_name, headers, marker) => {
    const plain = await get('/designsystem/components/button-design', ANONYMOUS);
    const other = await get('/designsystem/components/button-design', { ...ANONYMOUS, ...headers });
    const plainAgain = await get('/designsystem/components/button-design', ANONYMOUS);
    expect(other.html).toContain(marker);
    expect(plain.html).not.toContain(marker);
    expect(plainAgain.html).not.toContain(marker);
  });
});

/** A render that counts its calls and returns a small document with the nonce on two scripts. */
function countingRender(size = 0): { render: RenderDocument; calls: () => number } {
  let calls = 0;
  const render: RenderDocument = async ({ data, nonce }) => {
    calls += 1;
    const html = `<script nonce="${nonce}"></script><p>${data.route} ${data.isAuthorized} ${data.theme}${'x'.repeat(size)}</p><script nonce="${nonce}"></script>`;
    return new Response(html).body as ReadableStream<Uint8Array>;
  };
  return { render, calls: () => calls };
}

const request = (data: PortalData, nonce = 'n0nce'): RenderRequest => ({ data, nonce, assets: TEST_ASSETS });
const page = (overrides: Partial<PortalData> = {}) => portalData({ kind: 'page', page: buttonPage }, overrides);
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('createRenderCache', () => {
  it('renders a page once and puts each request own nonce where the render put its nonce', async () => {
    const { render, calls } = countingRender();
    const cache = createRenderCache(render);
    const first = text(await cache.render(request(page(), 'first')));
    const second = text(await cache.render(request(page(), 'second')));
    expect(calls()).toBe(1);
    expect(first).toBe(second.replaceAll('second', 'first'));
    expect(second.match(/nonce="second"/g)).toHaveLength(2);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it.each([
    ['authorization', { isAuthorized: true }],
    ['dev mode', { isDevMode: true }],
    ['theme', { theme: 'lakeside-dark' }],
    ['build version', { buildVersion: '2026.03.06-1' }],
    ['route', { route: '/components/button-code' }],
  ])('renders again for another %s', async (_name, overrides) => {
    const { render, calls } = countingRender();
    const cache = createRenderCache(render);
    await cache.render(request(page()));
    await cache.render(request(page(overrides)));
    expect(calls()).toBe(2);
  });

  it('keeps no not-found page: its key would be any path anyone asks for', async () => {
    const { render, calls } = countingRender();
    const cache = createRenderCache(render);
    const notFound = portalData({ kind: 'not-found' }, { route: '/no/such/page' });
    await cache.render(request(notFound));
    await cache.render(request(notFound));
    expect(calls()).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('drops the least recently used page when over its byte bound', async () => {
    const { render, calls } = countingRender(1000);
    const cache = createRenderCache(render, { maxBytes: 2500 });
    const routes = ['/a', '/b', '/c'].map((route) => page({ route }));
    await cache.render(request(routes[0]!));
    await cache.render(request(routes[1]!));
    await cache.render(request(routes[0]!)); // /a is now the most recent
    await cache.render(request(routes[2]!)); // evicts /b
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(2500);
    await cache.render(request(routes[0]!));
    expect(calls()).toBe(3);
    await cache.render(request(routes[1]!));
    expect(calls()).toBe(4);
  });

  it('renders once for concurrent first requests, and not at all into the cache when the render fails', async () => {
    const { render, calls } = countingRender();
    const cache = createRenderCache(render);
    const bodies = await Promise.all(['a', 'b', 'c'].map((nonce) => cache.render(request(page(), nonce))));
    expect(calls()).toBe(1);
    expect(bodies.map(text).map((html) => /nonce="(\w)"/.exec(html)?.[1])).toEqual(['a', 'b', 'c']);

    let failures = 0;
    const failing = createRenderCache(async () => {
      failures += 1;
      throw new Error('render failed');
    });
    await expect(failing.render(request(page()))).rejects.toThrow('render failed');
    await expect(failing.render(request(page()))).rejects.toThrow('render failed');
    expect(failures).toBe(2);
  });

  it('escapes a nonce as an attribute value, as the render would', async () => {
    const cache = createRenderCache(countingRender().render);
    await cache.render(request(page()));
    expect(text(await cache.render(request(page(), 'a"b<c')))).toContain('nonce="a&#34;b&#60;c"');
  });
});
