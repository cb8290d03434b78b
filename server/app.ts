/**
 * The portal server as a Hono app built from configuration and loaded data
 * (docs/style.md: the server is an app factory). It uses Web-standard Request and
 * Response only; everything Node-specific (the socket, the file system,
 * static files) is passed in by main.ts, so tests call `app.request()`.
 * The app holds no rules of its own: authorization, page data, titles and
 * search come from core/.
 */
import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { ContentBundle } from '../core/bundle';
import { editUrlBaseOf } from '../core/portal';
import type { SearchEngine } from '../core/search';
import {
  API_PATH,
  ASSETS_PATH,
  BASE_PATH,
  HEALTH_PATH,
  MCP_PATH,
  PAGE_DATA_SUFFIX,
  PRIVATE_ASSETS_PATH,
  SEARCH_API_PATH,
  TOKENS_PATH,
} from '../core/site';
import type { DocumentAssets, RenderDocument } from '../viewer/ssr-contract';
import { accessLog } from './access-log';
import { UNVERIFIED_ACCESS_TOKEN_WARNING } from './access-token-verification';
import type { AppEnv } from './app-env';
import type { ServerConfig } from './config';
import { createDiscoveryRoutes, isMarkdownPath } from './discovery-routes';
import { serverErrorPage } from './error-page';
import { createPageHandler, createPageRenderer, NOT_FOUND_CACHE_BYTES, type PageBudget, type PageRouteOptions } from './page-route';
import { createBodyCache, type BodyCache } from './body-cache';
import { PUBLIC_ORIGIN_UNSET_WARNING, requestHostCheck } from './request-host';
import { createViewerResolver, socketPeerOf, testCookieAccessMessage, type PeerOf } from './request-viewer';
import { harborMcpServerFactory } from './mcp/harbor-mcp-server';
import { createMcpHandler } from './mcp/mcp-route';
import { mcpSourcesOf } from './mcp/mcp-sources';
import { createSearchHandler } from './search-route';
import { createSearchQueryParser } from './search-query';
import { securityHeaders } from './security-headers';
import { createTokensHandler, tokensCrossOrigin } from './tokens-route';
import { silentLog, type ServerLog } from './server-log';

export type AppConfig = Pick<
  ServerConfig,
  'authOverride' | 'trustedProxies' | 'accessTokenVerification' | 'buildVersion' | 'publicOrigin' | 'testCookieAccess'
> &
  Partial<Pick<ServerConfig, 'editUrlBase'>>;

export interface AppOptions {
  readonly config: AppConfig;
  readonly bundle: ContentBundle;
  readonly search: SearchEngine;
  readonly render: RenderDocument;
  readonly assets: DocumentAssets;
  /** Serves the built client under /designsystem/assets (Node's serveStatic in main.ts); absent: every asset is 404. */
  readonly staticAssets?: MiddlewareHandler;
  /** The socket peer of a request; defaults to @hono/node-server's getConnInfo (unknown under app.request()). */
  readonly peerOf?: PeerOf;
  readonly log?: ServerLog;
  /** The cache of compressed pages; one of its own by default (pass one to read its stats). */
  readonly pageCache?: BodyCache;
  /** The cache of compressed 404 pages; one of NOT_FOUND_CACHE_BYTES by default (pass one to read its stats). */
  readonly notFoundCache?: BodyCache;
  /** The built token files ('alpine-light.css' → text), served under /designsystem/tokens; absent: every token file is 404. */
  readonly tokenFiles?: ReadonlyMap<string, string>;
  /** What one page's rendering may take (page-route.ts PAGE_BUDGET by default). */
  readonly pageBudget?: PageBudget;
}

/** SPEC §7: no page or API response is stored by any cache. */
export const NO_STORE = 'no-store';
/** Vite's output under /designsystem/assets is content-hashed, so a URL never changes meaning. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/** A private example's chunk: content-hashed too, but for the reader's own cache only. */
export const PRIVATE_ASSET = 'private, max-age=31536000, immutable';

/** What the app's pages are made from, without their caches: the page route's, and the start-up warm-up's (render-warm-up.ts). */
export function pageProducerOptions(options: {
  readonly config: AppConfig;
  readonly bundle: ContentBundle;
  readonly render: RenderDocument;
  readonly assets: DocumentAssets;
  readonly search: SearchEngine;
  readonly pageBudget?: PageBudget | undefined;
}): Omit<PageRouteOptions, 'cache' | 'notFoundCache'> {
  const { config, bundle } = options;
  return {
    bundle,
    render: options.render,
    assets: options.assets,
    buildVersion: config.buildVersion,
    search: options.search,
    editUrlBase: editUrlBaseOf(bundle.site, config.editUrlBase ?? null),
    publicOrigin: config.publicOrigin,
    ...(options.pageBudget === undefined ? {} : { budget: options.pageBudget }),
  };
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { config, bundle, log = silentLog } = options;
  if (config.accessTokenVerification === null) log.warn(UNVERIFIED_ACCESS_TOKEN_WARNING);
  if (config.publicOrigin === null) log.warn(PUBLIC_ORIGIN_UNSET_WARNING);
  log.info(testCookieAccessMessage(config.testCookieAccess, bundle.site.brandPrefix), { testCookieAccess: config.testCookieAccess });

  const resolveViewer = createViewerResolver({ config, site: bundle.site, peerOf: options.peerOf ?? socketPeerOf, log });
  // Pages and page data are rendered and compressed once per viewer class (body-cache.ts), 404 pages once per path too.
  const pageOptions = {
    ...pageProducerOptions(options),
    cache: options.pageCache ?? createBodyCache(),
    notFoundCache: options.notFoundCache ?? createBodyCache({ maxBytes: NOT_FOUND_CACHE_BYTES }),
  };
  const renderRoute = createPageRenderer(pageOptions);
  const withViewer: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('viewer', await resolveViewer(c));
    await next();
  };

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(accessLog(log));
  // Without PUBLIC_ORIGIN the request's Host is written into absolute URLs: only a host[:port] gets that far.
  if (config.publicOrigin === null) app.use(requestHostCheck());
  app.use(`${TOKENS_PATH}/*`, tokensCrossOrigin());
  app.use(securityHeaders());
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', NO_STORE);
  });
  app.use(compress({ encoding: 'gzip' }));

  app.get('/', (c) => c.redirect(BASE_PATH, 302));
  app.get(HEALTH_PATH, (c) => c.json({ status: 'ok', buildVersion: config.buildVersion }));

  // Chunks of live examples on private pages (viewer/examples/example-modules.ts) reach authorized readers only (SPEC §6),
  // and no shared cache may keep them.
  app.get(`${PRIVATE_ASSETS_PATH}/*`, withViewer, async (c, next) => {
    if (!c.get('viewer').isAuthorized) return c.text('Not found', 404, { 'Cache-Control': NO_STORE });
    await next();
    c.res.headers.set('Cache-Control', PRIVATE_ASSET);
  });
  app.get(`${ASSETS_PATH}/*`, async (c) => {
    if (options.staticAssets !== undefined) {
      c.header('Cache-Control', IMMUTABLE_ASSET);
      const found = await options.staticAssets(c, async () => {});
      if (found instanceof Response) return found;
    }
    return c.text('Not found', 404, { 'Cache-Control': NO_STORE });
  });

  // The MCP endpoint takes POST (and answers every other method with 405 itself), so it sits before every GET-only rule of the pages.
  const resolveMcpReader = createViewerResolver({
    config,
    site: bundle.site,
    peerOf: options.peerOf ?? socketPeerOf,
    bearerToken: true,
    log,
  });
  const serverFor = harborMcpServerFactory({
    sources: mcpSourcesOf(bundle, options.search, options.tokenFiles ?? new Map()),
    version: config.buildVersion,
    onToolFailure: (tool, error) =>
      log.error('MCP tool failed', { tool, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  });
  app.all(MCP_PATH, createMcpHandler({ serverFor, resolveViewer: resolveMcpReader, publicOrigin: config.publicOrigin }));

  app.get(
    SEARCH_API_PATH,
    withViewer,
    createSearchHandler(options.search, createSearchQueryParser(bundle.sections.map((s) => s.link)), undefined, log),
  );
  app.get(`${TOKENS_PATH}/:file`, createTokensHandler(options.tokenFiles ?? new Map()));
  app.all(`${API_PATH}/*`, (c) => c.json({ error: `no such API: ${c.req.method} ${c.req.path}` }, 404));

  // Discovery files and Markdown copies (discovery-routes.ts), before the pages they describe.
  const discovery = createDiscoveryRoutes({ bundle, publicOrigin: config.publicOrigin });
  app.get('/robots.txt', discovery.robotsTxt);
  app.get(`${BASE_PATH}/sitemap.xml`, discovery.sitemap);
  app.get(`${BASE_PATH}/llms.txt`, withViewer, discovery.llmsTxt);
  app.get(`${BASE_PATH}/llms-full.txt`, withViewer, discovery.llmsFullTxt);
  app.get(`${BASE_PATH}/*`, async (c, next) => {
    // Only a Markdown copy stops here; the reader is resolved once, by the page route, for everything else.
    if (!isMarkdownPath(c.req.path)) return next();
    c.set('viewer', await resolveViewer(c));
    return discovery.markdownPage(c);
  });

  const pageHandler = createPageHandler(pageOptions);
  app.get(BASE_PATH, withViewer, pageHandler);
  app.get(`${BASE_PATH}${PAGE_DATA_SUFFIX}`, withViewer, pageHandler);
  app.get(`${BASE_PATH}/*`, withViewer, pageHandler);

  // Pages, page data and Markdown copies are only read (RFC 9110 §15.5.6: a 405 names the methods that are allowed).
  // GET handlers above also answer HEAD (Hono), so only other methods get here.
  const readOnly: Handler<AppEnv> = (c) =>
    c.text(`${c.req.method} is not allowed here: this address answers GET and HEAD`, 405, {
      Allow: 'GET, HEAD',
      'Cache-Control': NO_STORE,
    });
  app.all(BASE_PATH, readOnly);
  app.all(`${BASE_PATH}/*`, readOnly);

  // Anything else is the 404 page with navigation (SPEC §2): outside /designsystem nothing but / and /robots.txt is
  // served, so a path such as /components/button-design is not its page, whatever its text says.
  app.notFound(async (c) => {
    c.set('viewer', await resolveViewer(c));
    return renderRoute(c, c.req.path, false, true);
  });

  app.onError((error, c) => {
    const id = c.get('requestId');
    log.error('request failed', {
      requestId: id,
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    if (c.req.path.startsWith(`${API_PATH}/`)) {
      return c.json({ error: `internal server error (request id ${id})` }, 500, { 'Cache-Control': NO_STORE });
    }
    return c.html(serverErrorPage(id), 500, { 'Cache-Control': NO_STORE });
  });

  return app;
}
