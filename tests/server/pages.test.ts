/**
 * SPEC §2 routes and common layout as the server serves them: pages, page
 * data for client navigation, titles and description tags, dev mode and theme
 * from cookies, canonical redirects, the 404 page, and no-store (§7).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPortalData, type PortalData } from '../../core/portal';
import type { NavigationItem } from '../../core/navigation';
import { displayBuildVersion, formatPageTitle } from '../../core/page';
import { hrefOf } from '../../core/site';
import { PORTAL_DATA_ELEMENT_ID } from '../../viewer/ssr-contract';
import { HOME_LEAD } from '../../viewer/document/home-lead';
import { BUILD_TIMEOUT_MS, baseConfig, createTestApp, loadShippedPortal, type ShippedPortal, type TestApp } from './portal-fixture';

const PUBLIC_PAGE = '/components/button-design';
const PRIVATE_PAGE = '/foundations/logos';

let portal: ShippedPortal;
let app: TestApp['app'];

beforeAll(async () => {
  portal = await loadShippedPortal();
  app = createTestApp(portal).app;
}, BUILD_TIMEOUT_MS);

const decodeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? '',
  );

function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1] === undefined ? undefined : decodeHtml(match[1]);
}

function descriptionsOf(html: string): string[] {
  return [...html.matchAll(/<meta name="description" content="([^"]*)"\/?>/g)].map((match) => decodeHtml(match[1] ?? ''));
}

function hydrationDataOf(html: string): PortalData {
  const match = new RegExp(`<script type="application/json" id="${PORTAL_DATA_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  if (match?.[1] === undefined) throw new Error('no hydration data');
  return JSON.parse(match[1]) as PortalData;
}

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('§2 route shapes: the links the viewer renders take no redirect hop', () => {
  it('answers the header logo link with 200, and the home page data the client fetches with 200', async () => {
    const html = await (await get('/designsystem/components')).text();
    const logoHref = /<a[^>]*class="header__logo"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*class="header__logo"/.exec(html);
    const href = logoHref?.[1] ?? logoHref?.[2];
    expect(href).toBe(hrefOf('/'));
    const page = await get(href ?? '');
    expect(page.status).toBe(200);
    const data = await get(hrefOf('/'), { accept: 'application/json' });
    expect(data.status).toBe(200);
    expect(((await data.json()) as PortalData).view.kind).toBe('home');
  });
});

describe('§2 route shapes: home, sections and every page of the bundle', () => {
  it('serves home at /designsystem', async () => {
    const response = await get('/designsystem');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
    expect(hydrationDataOf(await response.text()).view.kind).toBe('home');
  });

  it.each(['/get-started', '/foundations', '/patterns', '/components', '/develop'])('serves the section %s', async (section) => {
    const response = await get(`/designsystem${section}`);
    expect(response.status).toBe(200);
    expect(hydrationDataOf(await response.text()).view).toMatchObject({ kind: 'section', section: { link: section } });
  });

  it('serves every public page of the bundle with 200 and every private one with 403', async () => {
    const statuses = await Promise.all(
      Object.values(portal.bundle.pages).map(
        async (page) => [page.route, page.isPublic, (await get(`/designsystem${page.route}.json`)).status] as const,
      ),
    );
    expect(statuses.filter(([, isPublic, status]) => status !== (isPublic ? 200 : 403))).toEqual([]);
  });

  it('redirects / to /designsystem', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/designsystem');
  });
});

describe('§2 route shapes: trailing slashes and case variants redirect to the canonical route', () => {
  it.each([
    ['/designsystem/', '/designsystem'],
    ['/designsystem/components/', '/designsystem/components'],
    ['/designsystem/Components', '/designsystem/components'],
    ['/designsystem/components/Button-Design', '/designsystem/components/button-design'],
    ['/designsystem/COMPONENTS/BUTTON-DESIGN//', '/designsystem/components/button-design'],
    ['/designsystem/components/button-design.JSON', '/designsystem/components/button-design.json'],
    ['/designsystem/Components?from=search', '/designsystem/components?from=search'],
  ])('%s redirects to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(to);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('does not redirect an unknown path, it answers 404 at once', async () => {
    expect((await get('/designsystem/No-Such-Page/')).status).toBe(404);
  });
});

describe('§2 common layout: the browser tab title and the description meta tag', () => {
  it('titles a page "{page title} - Design System - {variant}"', async () => {
    const html = await (await get(`/designsystem${PUBLIC_PAGE}`)).text();
    expect(titleOf(html)).toBe('Button - Design System - Alpine');
    expect(titleOf(html)).toBe(formatPageTitle({ pageTitle: portal.bundle.pages[PUBLIC_PAGE]?.title ?? null, contextId: 'alpine-light' }));
  });

  it('leaves the page-title part out on home', async () => {
    expect(titleOf(await (await get('/designsystem')).text())).toBe('Design System - Alpine');
  });

  it('takes the variant from the theme: Lakeside with a lakeside theme cookie', async () => {
    const html = await (await get(`/designsystem${PUBLIC_PAGE}`, { cookie: '.themeshade=lakeside-dark' })).text();
    expect(titleOf(html)).toBe('Button - Design System - Lakeside');
  });

  it('sets the description tag from the trimmed description of the page', async () => {
    const page = portal.bundle.pages[PUBLIC_PAGE];
    const html = await (await get(`/designsystem${PUBLIC_PAGE}`)).text();
    expect(descriptionsOf(html)).toEqual([page?.description.trim()]);
  });

  it('describes home with its lead sentence (the text the home page shows under its heading)', async () => {
    expect(descriptionsOf(await (await get('/designsystem')).text())).toEqual([HOME_LEAD]);
  });

  it.each(['/designsystem/components', `/designsystem${PRIVATE_PAGE}`, '/designsystem/no-such-page'])(
    'sets no description tag where the text is empty: %s',
    async (path) => {
      expect(descriptionsOf(await (await get(path)).text())).toEqual([]);
    },
  );

  it('does not give away a private page title in the tab title', async () => {
    const html = await (await get(`/designsystem${PRIVATE_PAGE}`)).text();
    expect(titleOf(html)).toBe('Not authorized - Design System - Alpine');
  });
});

describe('§2 client navigation: page data from the page URL', () => {
  it.each([
    ['a .json suffix', `/designsystem${PUBLIC_PAGE}.json`, {}],
    ['Accept: application/json', `/designsystem${PUBLIC_PAGE}`, { accept: 'application/json' }],
  ])('answers %s with the PortalData core builds for the request', async (_label, path, headers) => {
    const response = await get(path, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('vary')).toMatch(/Accept/);
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(await response.json()).toEqual(
      buildPortalData(portal.bundle, {
        route: PUBLIC_PAGE,
        isAuthorized: false,
        isDevMode: false,
        theme: 'alpine-light',
        // No theme cookie: the shade follows the system's colour scheme until the reader picks one.
        followsSystemShade: true,
        buildVersion: displayBuildVersion(baseConfig.buildVersion),
      }),
    );
  });

  it('serves home data at /designsystem.json', async () => {
    const response = await get('/designsystem.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ route: '/', view: { kind: 'home' } });
  });

  it("embeds the page data in the HTML for hydration, less the article's tree and the entries' terms (docs/performance.md, First paint)", async () => {
    const [html, data] = await Promise.all([get(`/designsystem${PUBLIC_PAGE}`), get(`/designsystem${PUBLIC_PAGE}.json`)]);
    const { deferredBody, ...embedded } = hydrationDataOf(await html.text()) as PortalData & { deferredBody?: { types: string[] } };
    const whole = (await data.json()) as PortalData;
    if (whole.view.kind !== 'page') throw new Error(`${PUBLIC_PAGE} is not a page`);
    expect(whole.view.page.body.length).toBeGreaterThan(0);
    expect(deferredBody?.types).toEqual(expect.arrayContaining(['heading', 'variants', 'example']));
    const noTerms = (items: readonly NavigationItem[]): NavigationItem[] =>
      items.map((item) => ({ ...item, terms: [], ...(item.children === undefined ? {} : { children: noTerms(item.children) }) }));
    expect(embedded).toEqual({
      ...whole,
      navigation: Object.fromEntries(Object.entries(whole.navigation).map(([section, items]) => [section, noTerms(items)])),
      view: { ...whole.view, page: { ...whole.view.page, body: [] } },
    });
  });

  it('prefers HTML when the browser accepts both', async () => {
    const response = await get(`/designsystem${PUBLIC_PAGE}`, {
      accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('gives page data the page status: 403 private, 404 unknown', async () => {
    expect((await get(`/designsystem${PRIVATE_PAGE}.json`)).status).toBe(403);
    const missing = await get('/designsystem/no-such-page', { accept: 'application/json' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ view: { kind: 'not-found' } });
  });

  it('shows the footer build version without "merge_" and "master_" (SPEC §9)', async () => {
    expect(await (await get('/designsystem.json')).json()).toMatchObject({ buildVersion: '2026.03.05-41' });
  });
});

describe('§4 dev mode from the dev-mode cookie (.dsdevmode, value "true")', () => {
  it.each([
    ['.dsdevmode=true', true],
    ['other=1; .dsdevmode=true', true],
    ['.dsdevmode=false', false],
    ['.dsdevmode=TRUE', false],
    ['.dsdevmode=1', false],
    ['.dsdevmode=', false],
    ['design-system-dev-mode=true', false],
    ['.dsdevmode=false; .dsdevmode=true', false],
    ['', false],
  ])('Cookie "%s" -> isDevMode %s', async (cookie, isDevMode) => {
    const response = await get(`/designsystem${PUBLIC_PAGE}.json`, cookie === '' ? {} : { cookie });
    expect(((await response.json()) as PortalData).isDevMode).toBe(isDevMode);
  });

  it('renders the first paint with dev mode on', async () => {
    const html = await (await get(`/designsystem${PUBLIC_PAGE}`, { cookie: '.dsdevmode=true' })).text();
    expect(hydrationDataOf(html).isDevMode).toBe(true);
  });
});

describe('§3 theme from the theme-shade cookie (.themeshade)', () => {
  // Without a valid choice the page is marked to follow the system's shade from the first paint (no cookie written).
  it.each([
    ['', 'alpine-light', true],
    ['.themeshade=dark', 'alpine-dark', false],
    ['.themeshade=light', 'alpine-light', false],
    ['.themeshade=lakeside-dark', 'lakeside-dark', false],
    ['.themeshade=lakeside-light', 'lakeside-light', false],
    ['.themeshade=purple', 'alpine-light', true],
    ['.themeshade=DARK', 'alpine-light', true],
    ['.themeshade="><script>', 'alpine-light', true],
  ])('Cookie "%s" -> theme %s, on <html data-theme> at first paint', async (cookie, theme, followsSystem) => {
    const html = await (await get('/designsystem', cookie === '' ? {} : { cookie })).text();
    const auto = followsSystem ? ' data-shade-auto=""' : '';
    expect(html).toContain(`<html lang="en-CH" data-theme="${theme}"${auto}>`);
    expect(hydrationDataOf(html).theme).toBe(theme);
    expect(hydrationDataOf(html).followsSystemShade === true).toBe(followsSystem);
  });
});

describe('§2 unknown routes: a real 404 page with navigation', () => {
  it.each(['/designsystem/no-such-page', '/designsystem/components/no-such-component', '/elsewhere', '/designsystem/assets-not'])(
    '%s answers 404 with the layout and the top navigation',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page not found');
      for (const section of portal.bundle.sections) expect(html).toContain(`href="/designsystem${section.link}"`);
    },
  );

  it.each(['/components/button-design', PUBLIC_PAGE, PRIVATE_PAGE, '/components', `${PUBLIC_PAGE}.json`, `${PUBLIC_PAGE}.md`])(
    'serves nothing outside /designsystem as a page: %s is the 404 page, for any method',
    async (path) => {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const response = await app.request(path, { method, headers: { cookie: 'hb-test=1' } });
        expect({ method, status: response.status }).toEqual({ method, status: 404 });
      }
      const html = await (await app.request(path, { headers: { cookie: 'hb-test=1' } })).text();
      expect(html).toContain('Page not found');
      const data = (await (await app.request(path, { headers: { accept: 'application/json' } })).json()) as { view: { kind: string } };
      expect(data.view.kind).toBe('not-found');
    },
  );

  it('serves / and /robots.txt outside /designsystem, as the README says', async () => {
    expect((await app.request('/')).status).toBe(302);
    expect((await app.request('/robots.txt')).status).toBe(200);
  });
});

describe('§7 page requests: pages, page data and Markdown answer GET and HEAD only', () => {
  const addresses = [
    '/designsystem',
    '/designsystem/components',
    `/designsystem${PUBLIC_PAGE}`,
    `/designsystem${PUBLIC_PAGE}.json`,
    `/designsystem${PUBLIC_PAGE}.md`,
    `/designsystem${PRIVATE_PAGE}`,
    '/designsystem/no-such-page',
  ];

  it.each(addresses)('%s answers GET and HEAD', async (path) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await app.request(path, { method, headers: { cookie: 'hb-test=1' } });
      expect({ method, ok: response.status < 405 }).toEqual({ method, ok: true });
    }
  });

  it.each(addresses)('%s answers any other method with 405 and Allow: GET, HEAD, even for an internal reader', async (path) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const response = await app.request(path, { method, headers: { cookie: 'hb-test=1' } });
      expect({ method, status: response.status, allow: response.headers.get('allow') }).toEqual({
        method,
        status: 405,
        allow: 'GET, HEAD',
      });
      expect(await response.text()).not.toContain('<');
    }
  });
});

describe('§7 page requests: Cache-Control no-store', () => {
  it.each([
    '/designsystem',
    '/designsystem/components',
    `/designsystem${PUBLIC_PAGE}`,
    `/designsystem${PUBLIC_PAGE}.json`,
    `/designsystem${PRIVATE_PAGE}`,
    '/designsystem/no-such-page',
    '/designsystem/',
    '/designsystem/api/search?term=button&limit=101',
    '/designsystem/api/search?limit=0',
    '/designsystem/healthz',
    '/designsystem/assets/missing.js',
  ])('%s', async (path) => {
    expect((await get(path)).headers.get('cache-control')).toBe('no-store');
  });
});
