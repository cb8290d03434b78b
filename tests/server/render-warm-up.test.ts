/**
 * The page-rendering warm-up a production server runs before it listens
 * (server/render-warm-up.ts): which bodies it makes, that each is made by the
 * page route's own producer over the shipped content, and that a page failing
 * to render does not stop the start.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPONENT_STATUS_ROUTE } from '../../core/portal';
import { createSearchEngine } from '../../core/search';
import { createPageProducer, type PageBodyRequest } from '../../server/page-route';
import { renderWarmUpRequests, WARM_UP_PAGES, warmUpRendering } from '../../server/render-warm-up';
import { renderDocument } from '../../viewer/entry-server';
import { BUILD_TIMEOUT_MS, loadShippedPortal, TEST_ASSETS, type ShippedPortal } from './portal-fixture';

let portal: ShippedPortal;
beforeAll(async () => {
  portal = await loadShippedPortal();
}, BUILD_TIMEOUT_MS);

describe('renderWarmUpRequests', () => {
  it('covers home, every section, the component status page, pages spread over the content and a 404, the same every start', () => {
    const requests = renderWarmUpRequests(portal.bundle);
    expect(requests).toEqual(renderWarmUpRequests(portal.bundle));
    const routes = requests.map((request) => request.route);
    expect(routes).toContain('/');
    for (const section of portal.bundle.sections) expect(routes).toContain(section.link);
    expect(routes).toContain(COMPONENT_STATUS_ROUTE);
    const pages = routes.filter((route) => Object.hasOwn(portal.bundle.pages, route));
    expect(pages).toHaveLength(WARM_UP_PAGES);
    expect(new Set(pages.map((route) => route.split('/')[1])).size).toBe(portal.bundle.sections.length);
    expect(requests.filter((request) => request.notFound)).toHaveLength(1);
    // Both reader kinds and both representations, as the first readers ask.
    expect(new Set(requests.map((request) => request.viewer.isAuthorized))).toEqual(new Set([false, true]));
    expect(new Set(requests.map((request) => request.json))).toEqual(new Set([false, true]));
  });
});

describe('warmUpRendering', () => {
  it('makes every body with the page route producer: pages answer 200 and the mistyped path 404', async () => {
    const pages = createPageProducer({
      bundle: portal.bundle,
      render: renderDocument,
      assets: TEST_ASSETS,
      buildVersion: 'test',
      search: createSearchEngine(portal.searchIndex, portal.bundle.sections),
      editUrlBase: null,
      publicOrigin: null,
    });
    const statuses: number[] = [];
    const made = await warmUpRendering(async (request: PageBodyRequest) => {
      const { status } = await pages.produce(request);
      statuses.push(status);
    }, portal.bundle);
    expect(made).toBe(renderWarmUpRequests(portal.bundle).length);
    expect(statuses.at(-1)).toBe(404);
    expect(statuses.filter((status) => status === 404)).toHaveLength(1);
  });

  it('goes on past a page that fails to render, and counts only the bodies made', async () => {
    const failing = renderWarmUpRequests(portal.bundle)[1]!.route;
    const made = await warmUpRendering(async (request) => {
      if (request.route === failing) throw new Error('render failed');
    }, portal.bundle);
    expect(made).toBe(renderWarmUpRequests(portal.bundle).length - 1);
  });
});
