/**
 * What the server puts in a page for readers who share, link and get lost:
 * the canonical and share tags of the head and the app locale (SPEC §2 Common
 * layout title format, §9 App locale en-CH), the 'Edit this page' address
 * only for authorized readers (§6), and the 404 page's suggestions, which
 * come from search and so never name a private page to an anonymous reader.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortalData } from '../../core/portal';
import { PORTAL_DATA_ELEMENT_ID } from '../../viewer/ssr-contract';
import { BUILD_TIMEOUT_MS, createTestApp, loadShippedPortal, privatePages, type ShippedPortal } from './portal-fixture';

const ORIGIN = 'https://www.alpine-shop.example';
const EDIT_BASE = 'https://gitlab.harbor.example/harbor/design-system/-/edit/main/content';
const AUTHORIZED = { cookie: 'hb-test=1' };

let portal: ShippedPortal;
let app: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  portal = await loadShippedPortal();
  app = createTestApp(portal, { config: { publicOrigin: ORIGIN, editUrlBase: EDIT_BASE } }).app;
}, BUILD_TIMEOUT_MS);

async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  return (await app.request(path, { headers })).text();
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
function metaOf(page: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}
function dataOf(page: string): PortalData {
  const match = new RegExp(`<script type="application/json" id="${PORTAL_DATA_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(page);
  return JSON.parse(match?.[1] ?? 'null') as PortalData;
}

describe('§2 head of every page: canonical, OpenGraph and Twitter tags, §9 locale', () => {
  it('gives a page its canonical address, share title in the tab-title format, description, site name and brand image', async () => {
    const page = await html('/designsystem/components/button-design');
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en-CH"/);
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/designsystem/components/button-design"/>`);
    expect(metaOf(page, 'og:title')).toBe('Button - Design System - Alpine');
    expect(metaOf(page, 'twitter:title')).toBe('Button - Design System - Alpine');
    const description = portal.bundle.pages['/components/button-design']?.description.trim();
    expect(description).toBeTruthy();
    expect(metaOf(page, 'og:description')).toBe(description);
    expect(metaOf(page, 'twitter:description')).toBe(description);
    expect(metaOf(page, 'og:url')).toBe(`${ORIGIN}/designsystem/components/button-design`);
    expect(metaOf(page, 'og:site_name')).toBe('Harbor Design System');
    expect(metaOf(page, 'og:type')).toBe('article');
    // The release's build version makes a redrawn image a new address (the assets path is cached as immutable).
    const { buildVersion } = dataOf(page);
    expect(buildVersion).not.toBe('');
    expect(metaOf(page, 'og:image')).toBe(`${ORIGIN}/designsystem/assets/share/alpine.png?v=${encodeURIComponent(buildVersion)}`);
    expect(metaOf(page, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(page, 'robots')).toBeUndefined();
  });

  it('takes the share image and the title variant from the brand of the theme', async () => {
    const page = await html('/designsystem/components', { cookie: '.themeshade=lakeside-dark' });
    expect(metaOf(page, 'og:image')).toBe(
      `${ORIGIN}/designsystem/assets/share/lakeside.png?v=${encodeURIComponent(dataOf(page).buildVersion)}`,
    );
    expect(metaOf(page, 'og:title')).toBe('Components - Design System - Lakeside');
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/designsystem/components"/>`);
  });

  it('gives home the portal root without a trailing slash', async () => {
    expect(await html('/designsystem')).toContain(`<link rel="canonical" href="${ORIGIN}/designsystem"/>`);
  });

  it('§6 gives a private page no canonical address and no title of its own for an anonymous reader, and asks not to be indexed', async () => {
    const page = await html('/designsystem/foundations/logos');
    expect(page).not.toContain('rel="canonical"');
    expect(metaOf(page, 'og:title')).toBe('Not authorized - Design System - Alpine');
    expect(metaOf(page, 'robots')).toBe('noindex');
    expect(page).not.toContain('Logos');
  });

  it("uses the request's own origin when PUBLIC_ORIGIN is not set", async () => {
    const plain = createTestApp(portal).app;
    const page = await (await plain.request('http://docs.internal:8080/designsystem/components/chip-design')).text();
    expect(page).toContain('<link rel="canonical" href="http://docs.internal:8080/designsystem/components/chip-design"/>');
  });
});

describe("§6 'Edit this page': the source file only for authorized readers", () => {
  it('gives an authorized reader the edit address of the page source under EDIT_URL_BASE', async () => {
    const data = dataOf(await html('/designsystem/components/button-design', AUTHORIZED));
    expect(data.editUrl).toBe(`${EDIT_BASE}/components/button/design.md`);
  });

  it('gives an anonymous reader neither the edit address nor the source path in the page data', async () => {
    const page = await html('/designsystem/components/button-design');
    const data = dataOf(page);
    expect(data.editUrl).toBeNull();
    expect(data.view.kind === 'page' ? data.view.page.source : 'not a page').toBe('');
    expect(page).not.toContain('button/design.md');
  });

  it("points into the content folder under site.json's repoRoot when EDIT_URL_BASE is not set", async () => {
    const plain = createTestApp(portal).app;
    const data = dataOf(await (await plain.request('/designsystem/components/button-design', { headers: AUTHORIZED })).text());
    expect(portal.bundle.site.repoRoot).toMatch(/^https:\/\//);
    // In the code host's editor (GitLab's /-/edit/), not its read view.
    expect(data.editUrl).toBe(`${portal.bundle.site.repoRoot.replace('/-/tree/', '/-/edit/')}/content/components/button/design.md`);
    const anonymous = dataOf(await (await plain.request('/designsystem/components/button-design')).text());
    expect(anonymous.editUrl).toBeNull();
  });
});

describe('§2 404 page: up to five pages whose titles are close to the words of the path', () => {
  it('suggests the page a typo in the path meant', async () => {
    const response = await app.request('/designsystem/components/buton-desgn.json');
    expect(response.status).toBe(404);
    const data = (await response.json()) as PortalData;
    const suggestions = data.view.kind === 'not-found' ? (data.view.suggestions ?? []) : [];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions[0]?.title).toBe('Button');
    expect(suggestions[0]?.link).toMatch(/^\/components\/button-(design|code)$/);
  });

  it.each(['/designsystem/foundations/colr', '/designsystem/foundations/colour'])(
    'suggests Colors for %s, though search matched it through other words than its title',
    async (path) => {
      const data = (await (await app.request(`${path}.json`)).json()) as PortalData;
      const suggestions = data.view.kind === 'not-found' ? (data.view.suggestions ?? []) : [];
      expect(suggestions[0]?.title).toBe('Colors');
      // Only titles close to the path: not every page search ranks for it.
      for (const suggestion of suggestions) expect(suggestion.title).toMatch(/^Colou?rs?\b/);
    },
  );

  it('§6 never suggests a private page to an anonymous reader, and does to an authorized one', async () => {
    const suggested = async (headers: Record<string, string>) => {
      const data = (await (await app.request('/designsystem/foundations/logoss.json', { headers })).json()) as PortalData;
      return data.view.kind === 'not-found' ? (data.view.suggestions ?? []).map((suggestion) => suggestion.link) : [];
    };
    expect(portal.bundle.pages['/foundations/logos']?.isPublic).toBe(false);
    expect(await suggested(AUTHORIZED)).toContain('/foundations/logos');
    expect(await suggested({})).not.toContain('/foundations/logos');
    expect(await html('/designsystem/foundations/logoss')).not.toContain('>Logos<');
  });

  it('§6 names no private title in any anonymous suggestion for paths made of private titles', async () => {
    const privateTitles = new Set(privatePages(portal).map((page) => page.title));
    const publicTitles = new Set(
      Object.values(portal.bundle.pages)
        .filter((page) => page.isPublic)
        .map((page) => page.title),
    );
    for (const page of privatePages(portal).slice(0, 20)) {
      const response = await app.request(`/designsystem${page.route}x.json`);
      const data = (await response.json()) as PortalData;
      const titles = data.view.kind === 'not-found' ? (data.view.suggestions ?? []).map((suggestion) => suggestion.title) : [];
      for (const title of titles) expect(privateTitles.has(title) && !publicTitles.has(title)).toBe(false);
    }
  });
});
