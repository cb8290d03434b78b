/**
 * Warms page rendering before a production server listens, as
 * search-warm-up.ts warms search: the home page, every section, the component
 * status page, pages spread over the content and a 404 are made once each,
 * for anonymous and authorized readers, some as page data, and dropped.
 * Without it the first readers after a start paid for React's server renderer
 * and the page data running in V8's interpreter and being compiled: the first
 * five requests of the bench's mix took 261 ms of server time (median of five
 * starts), against 83 ms after the warm-up (docs/performance.md: memory).
 * What the warm-up compiles and builds (code, type feedback, the shared
 * anonymous copies of its pages) every server builds within its first
 * requests anyway. Nothing made here reaches a cache or a reader, so no
 * reader's class can get another's body.
 */
import { COMPONENT_STATUS_ROUTE } from '../core/portal';
import type { ContentBundle } from '../core/bundle';
import { hrefOf } from '../core/site';
import type { PageBodyRequest } from './page-route';

/** Pages spread over the content, beside home, the sections and the component status page. */
export const WARM_UP_PAGES = 12;

/** Not a route of any content: the 404 page, with suggestions for its words. */
const MISSING_ROUTE = '/components/buton-desing';

/** The warm-up's requests for a bundle: the same every start for the same content. */
export function renderWarmUpRequests(bundle: ContentBundle): PageBodyRequest[] {
  const routes = Object.keys(bundle.pages);
  const step = Math.max(1, Math.floor(routes.length / WARM_UP_PAGES));
  const spread = routes.filter((_, i) => i % step === 0).slice(0, WARM_UP_PAGES);
  const chosen = ['/', ...bundle.sections.map((section) => section.link), COMPONENT_STATUS_ROUTE, ...spread];
  const requests: PageBodyRequest[] = chosen.map((route, i) => ({
    route,
    viewer: { isAuthorized: i % 2 === 1, isDevMode: i % 4 === 3, theme: bundle.site.defaultTheme, followsSystemShade: true },
    query: '',
    path: hrefOf(route),
    notFound: false,
    gpc: false,
    json: i % 3 === 2,
    origin: 'http://localhost',
  }));
  requests.push({ ...requests[0]!, route: MISSING_ROUTE, path: hrefOf(MISSING_ROUTE), notFound: true });
  return requests;
}

/**
 * Makes each warm-up body in turn and drops it; returns how many were made. A page that fails to render does not
 * stop the start: the page route answers it with the error page and logs it when a reader asks.
 */
export async function warmUpRendering(produce: (request: PageBodyRequest) => Promise<unknown>, bundle: ContentBundle): Promise<number> {
  let made = 0;
  for (const request of renderWarmUpRequests(bundle)) {
    try {
      await produce(request);
      made += 1;
    } catch {
      // Left for the page route to report (app.ts onError), with the request that asked for it.
    }
  }
  return made;
}
