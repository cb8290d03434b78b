/**
 * Documentation pages (SPEC §2, §6, §7 Page requests): the server-rendered
 * HTML and, for client-side navigation and prefetching, the same page's data
 * as JSON (a `.json` suffix or `Accept: application/json`). Both come from
 * core's buildPortalData and nothing else, so whatever a requester may not
 * see is absent from both, and both carry the same status.
 */
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { ContentBundle } from '../core/bundle';
import { displayBuildVersion } from '../core/page';
import { buildPortalData, statusOf, type PortalData } from '../core/portal';
import { suggestPages, type SearchEngine } from '../core/search';
import type { DocumentAssets, RenderRequest } from '../viewer/ssr-contract';
import type { AppEnv } from './app-env';
import { readPageAddress } from './page-address';

export interface PageRouteOptions {
  readonly bundle: ContentBundle;
  /** The viewer's RenderDocument, or the app's render cache in front of it (render-cache.ts), whose body is one buffer. */
  readonly render: (request: RenderRequest) => Promise<ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>>;
  readonly assets: DocumentAssets;
  readonly buildVersion: string;
  /** Suggests pages on the 404 page, with the reader's own visibility. */
  readonly search: SearchEngine;
  /** ServerConfig editUrlBase: authorized readers get an 'Edit this page' link under it. */
  readonly editUrlBase: string | null;
  /** ServerConfig publicOrigin; null: canonical and share links use the request's origin. */
  readonly publicOrigin: string | null;
}

const PAGE_DATA_TYPE = 'application/json';

function wantsPageData(c: Context): boolean {
  return accepts(c, { header: 'Accept', supports: ['text/html', PAGE_DATA_TYPE], default: 'text/html' }) === PAGE_DATA_TYPE;
}

export function createPageRenderer(options: PageRouteOptions) {
  const { bundle, render, assets } = options;
  const buildVersion = displayBuildVersion(options.buildVersion);
  // A section's name is in every path of it: it says nothing about which page was meant.
  const sectionWords = bundle.sections.map((section) => section.link.slice(1).toLowerCase());

  /** Renders a route for this requester: its view decides the status (200, 403 or 404). */
  return async function renderRoute(c: Context<AppEnv>, route: string, asData: boolean): Promise<Response> {
    const viewer = c.get('viewer');
    const found = buildPortalData(bundle, {
      route,
      isAuthorized: viewer.isAuthorized,
      isDevMode: viewer.isDevMode,
      theme: viewer.theme,
      buildVersion,
      editUrlBase: options.editUrlBase,
    });
    const data: PortalData =
      found.view.kind === 'not-found'
        ? {
            ...found,
            view: {
              kind: 'not-found',
              suggestions: suggestPages(
                options.search,
                c.req.path,
                { isAuthorized: viewer.isAuthorized, isDevMode: viewer.isDevMode },
                sectionWords,
              ),
            },
          }
        : found;
    const status = statusOf(data.view);
    // The answer depends on the representation asked for and on who asks (cookies).
    c.header('Vary', 'Accept, Cookie');
    if (asData || wantsPageData(c)) return c.json(data, status);
    const origin = options.publicOrigin ?? new URL(c.req.url).origin;
    const body = await render({ data, nonce: c.get('secureHeadersNonce') ?? '', assets, origin });
    return c.body(body, status, { 'Content-Type': 'text/html; charset=utf-8' });
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
