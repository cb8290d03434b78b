/**
 * Component status in the portal (over the real app and the shipped content): every
 * public component page shows its status badge with its meaning and 'Since', its code page a Changelog of the
 * entries that touched it, newest first with version and date; the Components section links the Component status
 * page, which lists exactly the components the reader may see (SPEC §6: internal ones for authorized readers only,
 * in HTML and page data alike).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortalData } from '../../core/portal';
import { COMPONENT_STATUS_ROUTE } from '../../core/portal';
import { hrefOf } from '../../core/site/addresses';
import { BUILD_TIMEOUT_MS, createTestApp, loadShippedPortal, type ShippedPortal } from './portal-fixture';

let portal: ShippedPortal;
let app: ReturnType<typeof createTestApp>['app'];
beforeAll(async () => {
  portal = await loadShippedPortal();
  app = createTestApp(portal).app;
}, BUILD_TIMEOUT_MS);

const AUTHORIZED = { cookie: 'hb-test=1' };
const html = async (route: string, headers: Record<string, string> = {}) => (await app.request(hrefOf(route), { headers })).text();
const data = async (route: string, headers: Record<string, string> = {}) =>
  (await (await app.request(hrefOf(route), { headers: { ...headers, accept: 'application/json' } })).json()) as PortalData;
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('component status on component pages', () => {
  it('shows every public component page a status badge with its meaning, and the version that first shipped it', async () => {
    const manifest = portal.bundle.components;
    expect(manifest?.components.length).toBeGreaterThan(50);
    const publicTopics = Object.values(portal.bundle.pages).filter(
      (page) =>
        page.isPublic &&
        manifest?.components.some((entry) => entry.route !== null && portal.bundle.pages[entry.route]?.topic === page.topic),
    );
    expect(publicTopics.length).toBeGreaterThan(30);
    for (const page of publicTopics) {
      const markup = await html(page.route);
      expect(markup, page.route).toMatch(
        /class="status-badge status-badge--(stable|beta|experimental|deprecated)"[^>]*aria-describedby="([^"]+)"/,
      );
      expect(markup, page.route).toMatch(/role="tooltip"[^>]*>(Stable|Beta|Experimental|Deprecated): /);
      expect(markup, page.route).toContain('Since <!-- -->0.1.0');
    }
  });

  it('gives the Carousel code page a Changelog of the entries that touched it, newest first, with version and date', async () => {
    const markup = await html('/components/carousel-code');
    const changelog = /<section class="component-changelog"[\s\S]*?<\/section>/.exec(markup)?.[0] ?? '';
    expect(text(changelog)).toContain('Changelog');
    expect(text(changelog)).toContain('0.2.0 26 November 2026Carousel: the arrows and dots page a whole view at a time.');
    expect(changelog).toContain('<time dateTime="2026-11-26">');
    // No Changelog on a Design tab.
    expect(await html('/components/carousel-design')).not.toContain('component-changelog');
  });
});

describe('component status in search', () => {
  it("shows a component result's status, and none on other pages' results", async () => {
    const response = await app.request('/designsystem/api/search?term=Carousel&limit=20');
    const { results } = (await response.json()) as { results: { path: string; status?: string }[] };
    expect(results.find((result) => result.path === '/components/carousel-code')?.status).toBe('stable');
    expect(results.find((result) => result.path === '/components/carousel-design')?.status).toBe('stable');
    const colours = (await (await app.request('/designsystem/api/search?term=Colors&limit=20')).json()) as {
      results: { path: string; status?: string }[];
    };
    const foundation = colours.results.find((result) => result.path.startsWith('/foundations/'));
    expect(foundation).toBeDefined();
    expect(foundation?.status).toBeUndefined();
  });
});

describe('the Component status page', () => {
  it('is linked from the Components section page by a link named "Component status"', async () => {
    expect(await html('/components')).toMatch(new RegExp(`<a[^>]*href="${hrefOf(COMPONENT_STATUS_ROUTE)}"[^>]*>Component status</a>`));
  });

  it('lists every component an anonymous reader may see and no internal one; an authorized reader sees them all', async () => {
    const entries = portal.bundle.components?.components ?? [];
    const isPublic = (route: string | null) => route !== null && portal.bundle.pages[route]?.isPublic === true;
    const publicNames = entries.filter((entry) => isPublic(entry.route)).map((entry) => entry.name);
    const internal = entries.filter((entry) => !isPublic(entry.route));
    expect(internal.map((entry) => entry.name)).toContain('ProductTile');

    const anonymous = await data(COMPONENT_STATUS_ROUTE);
    expect(anonymous.view.kind).toBe('component-status');
    const rows = anonymous.view.kind === 'component-status' ? anonymous.view.rows : [];
    expect(rows.map((row) => row.name)).toEqual(publicNames);
    const page = await html(COMPONENT_STATUS_ROUTE);
    for (const entry of internal) {
      expect(page).not.toContain(`>${entry.name}<`);
      if (entry.route !== null) expect(page).not.toContain(hrefOf(entry.route));
    }

    const authorized = await data(COMPONENT_STATUS_ROUTE, AUTHORIZED);
    const all = authorized.view.kind === 'component-status' ? authorized.view.rows : [];
    expect(all.map((row) => row.name)).toEqual(entries.map((entry) => entry.name));
    expect(await html(COMPONENT_STATUS_ROUTE, AUTHORIZED)).toContain('>ProductTile<');
  });

  it('shows status, since, last change and props documented as n of m', async () => {
    const rows = await data(COMPONENT_STATUS_ROUTE);
    const button = rows.view.kind === 'component-status' ? rows.view.rows.find((row) => row.name === 'Button') : undefined;
    const entry = portal.bundle.components?.components.find((candidate) => candidate.name === 'Button');
    expect(button).toMatchObject({
      status: 'stable',
      since: '0.1.0',
      lastChange: { version: '0.2.0', date: '2026-11-26' },
      route: '/components/button-code',
    });
    expect(button?.props).toBe(entry?.props.length);
    expect(text(await html(COMPONENT_STATUS_ROUTE))).toMatch(
      new RegExp(`0\\.1\\.00\\.2\\.0 \\(2026-11-26\\)${button?.documented} of ${button?.props}`),
    );
  });
});
