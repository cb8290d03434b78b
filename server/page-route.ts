/**
 * Documentation pages (SPEC §2, §6, §7 Page requests): the server-rendered
 * HTML and, for client-side navigation and prefetching, the same page's data
 * as JSON (a `.json` suffix or `Accept: application/json`). Both come from
 * core's buildPortalData and nothing else, so whatever a requester may not
 * see is absent from both, and both carry the same status.
 *
 * For a known route both are served from the page cache (body-cache.ts),
 * keyed by everything buildPortalData is given: the viewer class. A 404 is
 * kept the same way, under the same key with the path added, in a cache of its
 * own (notFoundCache): the 404 page names the path and suggests pages for its
 * words with the reader's own visibility, so it is a function of the path and
 * the viewer class. Its own cache, small and bounded by bytes, keeps a flood of
 * mistyped paths from pushing real pages out of the page cache.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { ContentBundle } from '../core/bundle';
import { isGpcHeaderSet } from '../core/consent';
import { displayBuildVersion } from '../core/page';
import { buildPortalData, statusOf, type PortalData, type PortalRequest } from '../core/portal';
import { playgroundComponentOf } from '../core/playground';
import { suggestPages, type SearchEngine } from '../core/search';
import type { DocumentAssets, RenderDocument } from '../viewer/ssr-contract';
import type { AppEnv } from './app-env';
import type { RequestViewer } from './request-viewer';
import { chooseContentCoding } from './content-coding';
import { readPageAddress } from './page-address';
import { encodedBody, type BodyCache } from './body-cache';

export interface PageRouteOptions {
  readonly bundle: ContentBundle;
  readonly render: RenderDocument;
  /** Bodies of known routes per viewer class. */
  readonly cache: BodyCache;
  /** 404 bodies per path and viewer class (NOT_FOUND_CACHE_BYTES by default in app.ts). */
  readonly notFoundCache: BodyCache;
  readonly assets: DocumentAssets;
  readonly buildVersion: string;
  /** Suggests pages on the 404 page, with the reader's own visibility. */
  readonly search: SearchEngine;
  /** ServerConfig editUrlBase: authorized readers get an 'Edit this page' link under it. */
  readonly editUrlBase: string | null;
  /** ServerConfig publicOrigin; null: canonical and share links use the request's origin. */
  readonly publicOrigin: string | null;
  /** What one page's rendering may take; PAGE_BUDGET unless a test sets its own. */
  readonly budget?: PageBudget;
}

/** The most one page's answer may weigh and its rendering may take (docs/deploy.md, Request budgets). */
export interface PageBudget {
  /** Bytes of HTML or page data, before compression. */
  readonly maxBytes: number;
  /** Milliseconds from the page data to the whole body, measured around the render. */
  readonly maxRenderMs: number;
}

/**
 * The largest shipped page has about 230 KB of HTML: nine times that keeps every page that is meant to be, and
 * turns one that is not into a small error page instead of megabytes sent on, and cached, for every reader. The
 * time is wall time, awaits included (a page's first render also loads its live examples' modules), which on a
 * 2-core machine under a load average of 90 reached 4.3 s for a page that held the event loop far less: a
 * backstop, not the bound on the event loop, which comes from the bounds on what a request may ask for
 * (docs/deploy.md, Request budgets).
 */
export const PAGE_BUDGET: PageBudget = { maxBytes: 2 * 1024 * 1024, maxRenderMs: 10_000 };

/** A page over its budget: app.ts's error handler answers the plain 500 page and logs this message. */
export class PageBudgetError extends Error {
  override readonly name = 'PageBudgetError';
}

/**
 * A 404 page is 3-5 KB in brotli (5 KB when its path names a section, whose navigation it carries): 512 KB keeps the
 * last hundred or more mistyped paths of all reader kinds, the ones asked for again (a stale link, a bot retrying),
 * for less than a tenth of the page cache.
 */
export const NOT_FOUND_CACHE_BYTES = 512 * 1024;

const HTML_TYPE = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json';

function wantsPageData(c: Context): boolean {
  return accepts(c, { header: 'Accept', supports: ['text/html', JSON_TYPE], default: 'text/html' }) === JSON_TYPE;
}

/** What one page body is made for: the route, who asks and how (everything but the cache). */
export interface PageBodyRequest {
  readonly route: string;
  readonly viewer: Pick<RequestViewer, 'isAuthorized' | 'isDevMode' | 'theme' | 'followsSystemShade'>;
  /** A playground's state (docs/playground.md); '' on every other page. */
  readonly query: string;
  /** The request's path: a 404 page suggests pages for its words. */
  readonly path: string;
  /** Render the 404 view whatever the route names. */
  readonly notFound: boolean;
  /** The request carried the Global Privacy Control signal. */
  readonly gpc: boolean;
  /** Page data as JSON rather than the HTML document. */
  readonly json: boolean;
  readonly origin: string;
}

/** The page data's input for a request: the whole input of the render, and so of a cached body's key. */
export type PageInput = PortalRequest & { readonly query: string };

/**
 * Makes page bodies: core's page data for the request, and the HTML document or the JSON of it, within the page
 * budget. The page route caches what it makes; the start-up warm-up (render-warm-up.ts) drops it.
 */
export function createPageProducer(options: Omit<PageRouteOptions, 'cache' | 'notFoundCache'>) {
  const { bundle, render, assets } = options;
  const budget = options.budget ?? PAGE_BUDGET;
  const buildVersion = displayBuildVersion(options.buildVersion);
  // A section's name is in every path of it: it says nothing about which page was meant.
  const sectionWords = bundle.sections.map((section) => section.link.slice(1).toLowerCase());

  const inputOf = (request: Pick<PageBodyRequest, 'route' | 'viewer' | 'query'>): PageInput => ({
    route: request.route,
    isAuthorized: request.viewer.isAuthorized,
    isDevMode: request.viewer.isDevMode,
    theme: request.viewer.theme,
    followsSystemShade: request.viewer.followsSystemShade,
    buildVersion,
    editUrlBase: options.editUrlBase,
    query: request.query,
  });

  const produce = async (
    request: PageBodyRequest,
  ): Promise<{ readonly status: number; readonly body: Uint8Array<ArrayBuffer> | string }> => {
    const { viewer, route } = request;
    const built = buildPortalData(bundle, inputOf(request));
    const portalData: PortalData = request.notFound ? { ...built, view: { kind: 'not-found', suggestions: [] }, editUrl: null } : built;
    const found = request.gpc ? { ...portalData, globalPrivacyControl: true as const } : portalData;
    const data: PortalData =
      found.view.kind === 'not-found'
        ? {
            ...found,
            view: {
              kind: 'not-found',
              suggestions: suggestPages(
                options.search,
                request.path,
                { isAuthorized: viewer.isAuthorized, isDevMode: viewer.isDevMode },
                sectionWords,
              ),
            },
          }
        : found;
    const status = statusOf(data.view);
    const started = performance.now();
    const body = request.json
      ? JSON.stringify(data)
      : new Uint8Array(await new Response(await render({ data, assets, origin: request.origin })).arrayBuffer());
    // React renders synchronously, so nothing can stop a render midway: the bounds on what a request may ask
    // for (a playground's query, docs/playground.md) keep it short; this keeps what does go wrong from being
    // sent or cached.
    const ms = performance.now() - started;
    const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    if (bytes > budget.maxBytes || ms > budget.maxRenderMs)
      throw new PageBudgetError(
        `${route} is over the page budget: ${bytes} bytes in ${Math.round(ms)} ms, where a page may have ${budget.maxBytes} bytes and ${budget.maxRenderMs} ms`,
      );
    return { status, body };
  };
  return { inputOf, produce };
}

export function createPageRenderer(options: PageRouteOptions) {
  const { bundle, cache } = options;
  const isKnownRoute = knownRouteTest(bundle);
  const pages = createPageProducer(options);
  // A playground's state is in the query (docs/playground.md); on other pages the query changes nothing.
  const playgroundRoutes = new Set(
    Object.values(bundle.pages)
      .filter((page) => playgroundComponentOf(bundle, page) !== undefined)
      .map((page) => page.route),
  );

  /**
   * Renders a route for this requester: its view decides the status (200, 403 or 404). `notFound` renders the 404
   * view whatever the route names: a path outside the base path is never a page, even when its text is a route.
   */
  return async function renderRoute(c: Context<AppEnv>, route: string, asData: boolean, notFound = false): Promise<Response> {
    const viewer = c.get('viewer');
    const search = new URL(c.req.url).search;
    const query = search !== '' && playgroundRoutes.has(route) ? search : '';
    const input = pages.inputOf({ route, viewer, query });
    // Canonical and share links are absolute; the origin is part of the page (and of its cache key).
    const origin = options.publicOrigin ?? new URL(c.req.url).origin;
    // The viewer cannot read request headers: the Global Privacy Control signal travels in the page.
    const gpc = isGpcHeaderSet(c.req.header('sec-gpc'));
    const json = asData || wantsPageData(c);
    // The answer depends on the representation asked for and on who asks (cookies, the GPC signal).
    c.header('Vary', 'Accept, Cookie, Sec-GPC');
    const produce = () => pages.produce({ route, viewer, query, path: c.req.path, notFound, gpc, json, origin });
    if (query !== '') {
      // Not kept: the key space of a playground's states is whatever anyone asks for; compress.ts compresses these.
      const { status, body } = await produce();
      return c.body(body, status as 200, { 'Content-Type': json ? JSON_TYPE : HTML_TYPE });
    }
    // Every input of the page data is in the key, so no class ever gets another's body.
    const classKey = [
      json,
      input.route,
      input.isAuthorized,
      input.isDevMode,
      input.theme,
      input.followsSystemShade,
      input.buildVersion,
      gpc,
      origin,
    ];
    const known = !notFound && isKnownRoute(route);
    // A 404's key adds the path its suggestions come from; hashed, as the path is as long as anyone makes it and the
    // cache counts the bodies' bytes, not the keys'.
    const key = known
      ? JSON.stringify(classKey)
      : createHash('sha256')
          .update(JSON.stringify([...classKey, c.req.path]))
          .digest('base64');
    const stored = await (known ? cache : options.notFoundCache).body(key, produce);
    const coding = chooseContentCoding(c.req.header('Accept-Encoding'));
    c.header('Vary', 'Accept, Cookie, Sec-GPC, Accept-Encoding');
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
