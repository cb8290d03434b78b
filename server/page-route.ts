/**
 * Documentation pages (SPEC §2, §6, §7 Page requests): the server-rendered
 * HTML and, for client-side navigation and prefetching, the same page's data
 * as JSON (a `.json` suffix or `Accept: application/json`). Both come from
 * core's buildPortalData and nothing else, so whatever a requester may not
 * see is absent from both, and both carry the same status.
 *
 * For a known route both are served from the page cache (body-cache.ts),
 * keyed by everything buildPortalData is given: the viewer class.
 */
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { ContentBundle } from '../core/bundle';
import { displayBuildVersion } from '../core/page';
import { buildPortalData, statusOf } from '../core/portal';
import type { DocumentAssets, RenderDocument } from '../viewer/ssr-contract';
import type { AppEnv } from './app-env';
import { chooseContentCoding } from './content-coding';
import { readPageAddress } from './page-address';
import { encodedBody, type BodyCache } from './body-cache';

export interface PageRouteOptions {
  readonly bundle: ContentBundle;
  readonly render: RenderDocument;
  /** Bodies of known routes per viewer class; 404 pages are rendered each time. */
  readonly cache: BodyCache;
  readonly assets: DocumentAssets;
  readonly buildVersion: string;
}

const HTML_TYPE = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json';

function wantsPageData(c: Context): boolean {
  return accepts(c, { header: 'Accept', supports: ['text/html', JSON_TYPE], default: 'text/html' }) === JSON_TYPE;
}

export function createPageRenderer(options: PageRouteOptions) {
  const { bundle, render, assets, cache } = options;
  const buildVersion = displayBuildVersion(options.buildVersion);
  const isKnownRoute = knownRouteTest(bundle);

  /** Renders a route for this requester: its view decides the status (200, 403 or 404). */
  return async function renderRoute(c: Context<AppEnv>, route: string, asData: boolean): Promise<Response> {
    const viewer = c.get('viewer');
    const input = { route, isAuthorized: viewer.isAuthorized, isDevMode: viewer.isDevMode, theme: viewer.theme, buildVersion };
    const json = asData || wantsPageData(c);
    // The answer depends on the representation asked for and on who asks (cookies).
    c.header('Vary', 'Accept, Cookie');
    const produce = async () => {
      const data = buildPortalData(bundle, input);
      const status = statusOf(data.view);
      if (json) return { status, body: JSON.stringify(data) };
      return { status, body: new Uint8Array(await new Response(await render({ data, assets })).arrayBuffer()) };
    };
    if (!isKnownRoute(route)) {
      // Not kept: the key space of unknown paths is whatever anyone asks for; compress.ts compresses these.
      const { status, body } = await produce();
      return c.body(body, status as 404, { 'Content-Type': json ? JSON_TYPE : HTML_TYPE });
    }
    // Every input of buildPortalData is in the key, so no class ever gets another's body.
    const key = JSON.stringify([json, input.route, input.isAuthorized, input.isDevMode, input.theme, input.buildVersion]);
    const stored = await cache.body(key, produce);
    const coding = chooseContentCoding(c.req.header('Accept-Encoding'));
    c.header('Vary', 'Accept, Cookie, Accept-Encoding');
    if (coding !== 'identity') c.header('Content-Encoding', coding);
    return c.body(encodedBody(stored, coding), stored.status as 200, { 'Content-Type': json ? JSON_TYPE : HTML_TYPE });
  };
}

/** Whether a route is home, a section or a page of the bundle, whoever asks. */
export function knownRouteTest(bundle: ContentBundle): (route: string) => boolean {
  const routes = new Set<string>(['/', ...bundle.sections.map((section) => section.link), ...Object.keys(bundle.pages)]);
  return (route) => routes.has(route);
}

export function createPageHandler(options: PageRouteOptions) {
  const renderRoute = createPageRenderer(options);
  const isKnownRoute = knownRouteTest(options.bundle);
  return async (c: Context<AppEnv>): Promise<Response> => {
    const address = readPageAddress(c.req.path, isKnownRoute);
    if (address.kind === 'redirect') {
      // 308 keeps the method; the query string goes along.
      return c.redirect(`${address.location}${new URL(c.req.url).search}`, 308);
    }
    return renderRoute(c, address.route, address.asData);
  };
}
