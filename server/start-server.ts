/**
 * Starts the portal on Node (@hono/node-server): loads the built data and the
 * client manifest, builds the app, serves the client's hashed assets, sets the
 * request limits on the Node server and stops it gracefully. Everything
 * Node-specific of the server lives here; main.ts only calls it.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createSearchEngine } from '../core/search';
import { warmUpSearch } from './search-warm-up';
import { warmUpRendering } from './render-warm-up';
import { createPageProducer } from './page-route';
import { fail, ok, type Result } from '../core/result';
import { ASSETS_DIRECTORY, ASSETS_PATH, BASE_PATH } from '../core/site';
import { CLIENT_BUILD_DIR } from '../core/content/build-output';
import type { RenderDocument } from '../viewer/ssr-contract';
import { createApp, pageProducerOptions } from './app';
import { NO_CLIENT_ASSETS } from './client-manifest';
import type { ServerConfig } from './config';
import { readClientAssets, readPortalFiles } from './data-fs';
import type { ServerLog } from './server-log';

/** Where `vite build` writes the client, relative to the working directory. */
export const DEFAULT_CLIENT_DIR = CLIENT_BUILD_DIR;

/** Request limits, set explicitly rather than left to Node's defaults (docs/reliability.md). */
export const SERVER_LIMITS = {
  /** Request line plus headers; cookies of the store fit comfortably. */
  maxHeaderSize: 16 * 1024,
  /** Time to receive the complete request headers. */
  headersTimeoutMs: 10_000,
  /** Time to receive the whole request. */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** In-flight requests get this long to finish on shutdown before their connections are cut. */
  shutdownGraceMs: 10_000,
} as const;

export interface StartServerOptions {
  readonly config: ServerConfig;
  readonly render: RenderDocument;
  readonly log: ServerLog;
  readonly clientDir?: string;
  readonly shutdownGraceMs?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:3000/designsystem */
  readonly url: string;
  readonly port: number;
  /** Stops accepting, lets in-flight requests finish (bounded), then resolves. */
  readonly close: () => Promise<void>;
}

function listen(options: Parameters<typeof serve>[0]): Promise<Server> {
  return new Promise((resolveListening, rejectListening) => {
    const server = serve(options, () => resolveListening(server as Server)) as Server;
    server.once('error', rejectListening);
  });
}

/**
 * Keeps track of the responses under way, so a shutdown can end keep-alive.
 * Node goes on answering new requests on a busy keep-alive connection after
 * close() (and with `Connection: keep-alive`), so under steady load a server
 * never got idle and the grace period ran out on requests in flight (found by
 * the SIGTERM-under-load test, docs/reliability.md). Once closing, every answer not yet
 * begun says `Connection: close` and closes its connection after it; a
 * connection that stays idle is closed by the keep-alive timeout.
 */
function trackResponses(server: Server): { readonly beginClosing: () => void } {
  const active = new Set<ServerResponse>();
  let closing = false;
  const endKeepAlive = (response: ServerResponse) => {
    // Before the headers go out this makes Node send `Connection: close` and close the socket after the answer.
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  // Prepended: the app may write its headers synchronously inside its own listener.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (closing) endKeepAlive(response);
    active.add(response);
    response.once('close', () => active.delete(response));
  });
  return {
    beginClosing: () => {
      closing = true;
      for (const response of active) endKeepAlive(response);
    },
  };
}

/** Logged when requests outlast the grace period and their connections are cut. */
export const GRACE_PERIOD_RAN_OUT = 'shutdown grace period ran out: closing the connections still open';

function closeGracefully(server: Server, responses: ReturnType<typeof trackResponses>, graceMs: number, log: ServerLog): Promise<void> {
  return new Promise((resolveClosed) => {
    responses.beginClosing();
    // Stop accepting; Node also closes idle keep-alive connections here. In-flight requests finish...
    server.close(() => {
      clearTimeout(deadline);
      resolveClosed();
    });
    server.closeIdleConnections();
    // ...unless they outlast the grace period.
    const deadline = setTimeout(() => {
      log.warn(GRACE_PERIOD_RAN_OUT, { graceMs });
      server.closeAllConnections();
    }, graceMs);
    deadline.unref();
  });
}

export async function startServer(options: StartServerOptions): Promise<Result<RunningServer>> {
  const { config, log } = options;
  const files = readPortalFiles(config.dataDir);
  if (!files.ok) return files;

  const clientDir = resolve(options.clientDir ?? DEFAULT_CLIENT_DIR);
  const clientAssets = readClientAssets(clientDir);
  if (!clientAssets.ok) {
    log.warn('serving without client JavaScript: the pages render but do not hydrate; run `npm run build:client`', {
      reason: clientAssets.issues.map((issue) => issue.message).join('; '),
    });
  }

  const search = createSearchEngine(files.value.searchIndex, files.value.bundle.sections);
  warmUpSearch(search, files.value.searchIndex);
  const assets = clientAssets.ok ? clientAssets.value : NO_CLIENT_ASSETS;
  // For the readers right after a deploy (render-warm-up.ts); a development or test server has none to spare it for.
  if (config.environment === 'production') {
    const pages = createPageProducer(pageProducerOptions({ config, bundle: files.value.bundle, render: options.render, assets, search }));
    await warmUpRendering(pages.produce, files.value.bundle);
  }
  const app = createApp({
    config,
    bundle: files.value.bundle,
    search,
    render: options.render,
    assets,
    // Only files inside dist/client/assets: the request path is cut to what follows /designsystem/assets,
    // and serveStatic refuses '..', '//', backslashes and percent-encoded paths. The client build writes each text
    // file's brotli and gzip copies beside it (vite.config.ts), sent as they are to a reader that accepts them.
    staticAssets: serveStatic({
      root: resolve(clientDir, ASSETS_DIRECTORY),
      rewriteRequestPath: (path) => path.slice(ASSETS_PATH.length),
      precompressed: true,
    }),
    log,
    tokenFiles: files.value.tokenFiles,
  });

  let server: Server;
  try {
    server = await listen({
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: { maxHeaderSize: SERVER_LIMITS.maxHeaderSize },
    });
  } catch (error) {
    return fail({ code: 'server.listen', message: `cannot listen on ${config.host}:${config.port}: ${(error as Error).message}` });
  }
  const responses = trackResponses(server);
  server.headersTimeout = SERVER_LIMITS.headersTimeoutMs;
  server.requestTimeout = SERVER_LIMITS.requestTimeoutMs;
  server.keepAliveTimeout = SERVER_LIMITS.keepAliveTimeoutMs;

  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}${BASE_PATH}`;
  log.info('listening', { url, buildVersion: config.buildVersion });
  return ok({ url, port, close: () => closeGracefully(server, responses, options.shutdownGraceMs ?? SERVER_LIMITS.shutdownGraceMs, log) });
}
