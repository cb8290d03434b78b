/**
 * The dev server behind `npm run dev` (`dsp dev`): the production Hono app (routes, rendering, authorization) over
 * the content as the author saves it, with Vite in middleware mode on the same port for the viewer's modules and hot
 * module replacement. Vite's own watcher reports saves (docs/style.md, The author's loop): a Markdown save goes
 * through the incremental build (site-build/incremental-build.ts); a token save runs the token build once, in this
 * process (token-save.ts): its tokens.css is written first, which Vite swaps in place in the open pages, then the
 * content is assembled with the new tokens and the rest of the token package and the portal's token files are
 * written. Viewer and component code are Vite's. After each rebuild the open pages are told the content's problems
 * (core/dev) and refetch their data, without a reload. No bad input stops the server: a build that fails keeps the
 * last good app serving, and bad token files keep the last good tokens.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { ViteDevServer } from 'vite';
import { BENCH_DIR } from '../bench/bench-config';
import {
  CONTENT_STATE_REQUEST_EVENT,
  CONTENT_UPDATE_EVENT,
  createDevRequestClassifier,
  devProblemsOf,
  type ContentUpdate,
  type DevProblem,
} from '../core/dev';
import { CLIENT_BUILD_DIR, DEFAULT_CONTENT_DIR, DEFAULT_DATA_DIR, EXAMPLES_OUTPUT_DIR, SERVER_BUNDLE } from '../core/content/build-output';
import type { ContentBundle } from '../core/bundle';
import { buildSearchIndex, createSearchEngine, type SearchEngine } from '../core/search';
import { BASE_PATH } from '../core/site';
import { createApp } from '../server/app';
import type { ServerConfig } from '../server/config';
import { createViewerResolver } from '../server/request-viewer';
import type { ServerLog } from '../server/server-log';
import type { ContentBuild } from '../site-build/build-content';
import { startIncrementalBuild, type IncrementalBuild } from '../site-build/incremental-build';
import { generatedModuleChanges } from '../site-build/generated-module-fs';
import { writeExampleModules } from '../site-build/write-examples-fs';
import type { DocumentAssets, RenderDocument } from '../viewer/ssr-contract';
import { loadPrebuiltRenderer, type PrebuiltRenderer } from './prebuilt-renderer';
import { createTokenSaves, tokenStylesheetPlugin } from './token-save';
import { unwatchedPaths } from './unwatched-folders';

export interface DevServerOptions {
  readonly config: ServerConfig;
  /** The repository root: vite.config.ts, the viewer and the folders below live here. */
  readonly root: string;
  readonly contentDir: string;
  readonly tokensDir: string;
  readonly log: ServerLog;
}

export interface RunningDevServer {
  readonly url: string;
  readonly port: number;
  /** Settles once Vite is up and saves are watched; rejects when Vite cannot start (the server should then stop). */
  readonly ready: Promise<void>;
  readonly close: () => Promise<void>;
}

/** The dev client entry (viewer/dev/entry-dev.ts) after Vite's own client, served by Vite under the base path. */
export const DEV_ASSETS: DocumentAssets = {
  scripts: [`${BASE_PATH}/@vite/client`, `${BASE_PATH}/viewer/dev/entry-dev.ts`],
  stylesheets: [],
};

/** How long the first build's token files wait for the first page to be answered. */
const FIRST_ANSWER_WAIT_MS = 3000;

/** The viewer's server entry, relative to the repository root. */
const SERVER_ENTRY = 'viewer/entry-server.tsx';

type FetchApp = { readonly fetch: (request: Request, env?: unknown) => Response | Promise<Response> };

/** A file's text, or null when it cannot be read. */
function textOf(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Under the repository root, '/'-separated, or null outside it. */
function inRepository(root: string, file: string): string | null {
  const path = relative(root, resolve(file));
  return path.startsWith('..') || path.startsWith(sep) ? null : path.split(sep).join('/');
}

/**
 * Folders whose files Vite never serves, from the repository root or absolute: the content being served and the
 * repository's own content/ (private pages' Markdown and front matter, which the app serves to authorized readers
 * only), and the build output and bench copies that hold private pages too (the data folder, the client and server
 * builds with private examples' chunks, the bench's content copies and built data).
 */
function neverServedFolders(contentDir: string): string[] {
  const folders = [resolve(contentDir), DEFAULT_CONTENT_DIR, DEFAULT_DATA_DIR, CLIENT_BUILD_DIR, dirname(SERVER_BUNDLE), BENCH_DIR];
  // The same folder under its real name, when the content folder is reached through a link.
  try {
    folders.push(realpathSync(contentDir));
  } catch {
    // A content folder that does not exist has no other name; the build reports it.
  }
  return folders;
}

/** Vite's own `server.fs.deny` list, which a configured list replaces rather than extends. */
const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

/** A folder as a glob for Vite's `server.fs.deny`, which matches absolute paths: its characters taken literally. */
function denyGlob(root: string, folder: string): string {
  return `${resolve(root, folder)
    .split(sep)
    .join('/')
    .replace(/[\\*?[\]{}()!+@|]/g, '\\$&')}/**`;
}

export async function startDevServer(options: DevServerOptions): Promise<RunningDevServer> {
  const { config, root, log } = options;
  // Each start-up step's milliseconds, from the process's start (performance.now()), for the log line at listening.
  const steps: Record<string, number> = { processMs: Math.round(performance.now()) };
  const step = (name: string, from: number) => {
    steps[name] = Math.round(performance.now() - from);
    return performance.now();
  };
  let stepFrom = performance.now();
  const contentFolder = inRepository(root, options.contentDir) ?? options.contentDir;
  const http: Server = createHttpServer();
  const neverServed = neverServedFolders(options.contentDir);
  const tokenSaves = createTokenSaves({ root, tokensDir: options.tokensDir });
  // The first pages are rendered by the server entry's bundle (prebuilt-renderer.ts) while its files are as it holds
  // them; Vite compiles the entry only once one of them changes, on the next page rendered after that.
  let prebuilt: Promise<PrebuiltRenderer | null> | null = null;
  const loadRenderer = () => {
    const from = performance.now();
    return loadPrebuiltRenderer({ root, entry: SERVER_ENTRY, listed: [EXAMPLES_OUTPUT_DIR] }).then(
      (loaded) => {
        log.info(`${loaded.bundled ? 'bundled' : 'loaded'} the server renderer in ${Math.round(performance.now() - from)} ms`);
        return loaded;
      },
      (error: unknown) => {
        log.warn('the server renderer could not be bundled; Vite compiles it on the first page', { error: String(error) });
        return null;
      },
    );
  };
  // Loaded beside Vite's start and the content build: esbuild, when it must bundle, works in a process of its own.
  prebuilt = loadRenderer();
  // Vite's notice about its future native config loader says nothing an author can act on.
  process.env['VITE_CONFIG_NATIVE_IGNORE_WARNING'] ??= 'true';
  const { createServer, searchForWorkspaceRoot } = await import('vite');
  // A token folder outside the repository (a copy) is served for its built package, besides what Vite allows.
  const allow = inRepository(root, tokenSaves.distDir) === null ? [searchForWorkspaceRoot(root), tokenSaves.distDir] : undefined;
  // Vite starts beside the content build: its config bundle and dependency scan run off this thread.
  const viteStarting: Promise<ViteDevServer> = createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    clearScreen: false,
    logLevel: 'warn',
    server: {
      middlewareMode: true,
      hmr: { server: http },
      // The token build's output is pushed to the page by the token save itself (rebuild, below), as soon as it is
      // written; the watcher's own report of the write would only send it a second time.
      // Nor does it watch the bench's copies and the build output (unwatched-folders.ts).
      watch: { ignored: [denyGlob(root, tokenSaves.distDir), unwatchedPaths(root, [options.contentDir, options.tokensDir])] },
      // Behind the request guard below, which keeps these folders from Vite whatever the spelling: Vite refuses them
      // too, should a path reach it another way.
      fs: {
        deny: [...VITE_DEFAULT_DENY, ...neverServed.map((folder) => denyGlob(root, folder))],
        ...(allow === undefined ? {} : { allow }),
      },
    },
    plugins: [tokenStylesheetPlugin(tokenSaves.distDir)],
    // Without an index.html Vite finds the viewer's dependencies only as the first page asks for them, and then reloads
    // that page once it has bundled them: scanning from the client entry and the examples' modules at start-up
    // bundles them before the first visit.
    optimizeDeps: { entries: ['viewer/dev/entry-dev.ts', `${EXAMPLES_OUTPUT_DIR}/**/*.tsx`] },
  });
  const render: RenderDocument = async (request) => {
    const bundled = prebuilt === null ? null : await prebuilt;
    if (bundled !== null && prebuilt !== null) return bundled.render(request);
    const entry = (await (await viteReady).ssrLoadModule(`/${SERVER_ENTRY}`)) as typeof import('../viewer/entry-server');
    return entry.renderDocument(request);
  };
  const stopPrebuilt = (path: string, event: string) => {
    const current = prebuilt;
    if (current === null) return;
    void current.then((bundled) => {
      // A file the bundle holds, or a module added or removed where the viewer's modules are, unless the files are
      // back as the bundle holds them.
      const touched = bundled !== null && (bundled.inputs.has(path) || (event !== 'change' && /^(viewer|ui|icons)\//.test(path)));
      if (touched && prebuilt === current && !bundled.isCurrent()) prebuilt = null;
    });
  };

  /** Called when the first answer is sent (or after FIRST_ANSWER_WAIT_MS without one). */
  let answered: () => void = () => {};
  const firstAnswer = new Promise<void>((resolveAnswer) => {
    answered = resolveAnswer;
  });
  const started = performance.now();
  let builder: IncrementalBuild;
  try {
    // The highlighter for saves loads once the first page is answered, not while it is rendered.
    builder = await startIncrementalBuild({ contentDir: options.contentDir, tokensDir: options.tokensDir, warmUpAfter: firstAnswer });
  } catch (error) {
    void viteStarting.then((vite) => vite.close()).catch(() => {});
    throw error;
  }
  log.info(`read the content in ${Math.round(performance.now() - started)} ms`, { ...builder.firstBuildTimings });
  stepFrom = step('contentMs', stepFrom);
  // Vite is waited for only by what needs it: the server listens once the content is served, and a page's address
  // never goes through Vite (isPageAddress), so the first page is not behind what Vite's start has left to do (0.1 to
  // 0.7 s beyond the content build). Its modules, its socket and the watcher's saves follow when it is up.
  let vite: ViteDevServer | null = null;
  const viteReady: Promise<ViteDevServer> = viteStarting.then((started) => {
    vite = started;
    log.info(`Vite ready ${Math.round(performance.now())} ms after the process started`);
    return started;
  });
  // Its failure is the caller's to see, through `ready`; until then it must not count as unhandled.
  viteReady.catch(() => {});
  let version = 0;
  let latest: ContentUpdate = { version, problems: [] };
  let app: FetchApp | null = null;
  let bundle: ContentBundle | null = null;
  type TokenFiles = { readonly tokens: ContentBuild['tokens']; readonly files: ReadonlyMap<string, string> };
  let tokenFiles: TokenFiles | null = null;
  /** The first build's token files while they are still to be made, after the server listens. */
  let firstTokenFiles: TokenFiles | null = null;
  let firstTokenFilesMade: Promise<void> = Promise.resolve();
  // Each rebuild makes a new app; its start-up warnings (an unverified access token) are worth saying once.
  const warned = new Set<string>();
  const once =
    (write: ServerLog['warn']): ServerLog['warn'] =>
    (message, fields) => {
      if (warned.has(message)) return;
      warned.add(message);
      write(message, fields);
    };
  const appLog: ServerLog = {
    ...log,
    warn: once(log.warn),
    // The access log's lines are all called 'request'; the app's other notes are start-up notes.
    info: (message, fields) => (message === 'request' ? log.info(message, fields) : once(log.info)(message, fields)),
  };

  const problemsOf = (build: ContentBuild): DevProblem[] => [
    ...devProblemsOf(build.issues, contentFolder),
    ...tokenSaves.problems(build.tokens),
  ];
  const publish = (problems: readonly DevProblem[]) => {
    latest = { version: ++version, problems };
    // Before Vite is up no page is connected: each asks for the latest state once it is (below).
    vite?.ws.send(CONTENT_UPDATE_EVENT, latest);
    for (const problem of problems) log.warn(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`);
  };
  /** A fresh app over the build (its page cache starts empty, so viewer code changes show too). */
  const serve = async (build: ContentBuild) => {
    if (build.draft === null) return;
    bundle = build.draft;
    writeExampleModules(build.draft, join(root, EXAMPLES_OUTPUT_DIR));
    // The index is made when the first search after a save asks, not before the saved page is shown.
    const sections = build.draft.sections;
    let engine: SearchEngine | null = null;
    const made = () => {
      engine ??= createSearchEngine(buildSearchIndex(build.searchDocuments, build.searchSynonyms, builder.termCounts), sections);
      return engine;
    };
    const search: SearchEngine = { search: (query) => made().search(query), searchJson: (query) => made().searchJson(query) };
    // The token files are made once per token build; a token save makes them after its page data is sent (rebuild).
    // The first build's are made once the server listens (below), when the page's stylesheet is on disk already.
    if (tokenFiles === null && build.tokens.catalogue !== null) {
      tokenFiles = existsSync(tokenSaves.stylesheet)
        ? { tokens: build.tokens, files: new Map() }
        : { tokens: build.tokens, files: await tokenSaves.portalFiles(build.tokens) };
      firstTokenFiles = tokenFiles.files.size === 0 ? tokenFiles : null;
    }
    app = createApp({
      config,
      bundle: build.draft,
      search,
      render,
      assets: DEV_ASSETS,
      log: appLog,
      tokenFiles: tokenFiles?.files ?? new Map(),
    });
  };
  const changesBefore = generatedModuleChanges();
  await serve(builder.current());
  const modulesChanged = generatedModuleChanges() !== changesBefore;
  publish(problemsOf(builder.current()));
  stepFrom = step('appMs', stepFrom);
  // The first build's token files (the token routes', the MCP's, and the token package's other platforms), made once
  // the first page is answered: they hold the thread for a second or more. A stylesheet they change is sent to the open
  // pages as a token save's is.
  const first = firstTokenFiles as TokenFiles | null;
  if (first !== null) {
    const before = textOf(tokenSaves.stylesheet);
    firstTokenFilesMade = firstAnswer
      .then(() => tokenSaves.portalFiles(first.tokens))
      .then(
        async (files) => {
          firstTokenFiles = null;
          if (tokenFiles !== first) return;
          tokenFiles = { tokens: first.tokens, files };
          if (textOf(tokenSaves.stylesheet) !== before) await sendStylesheet();
          await serve(builder.current());
        },
        (error: unknown) => log.error('making the token files failed', { error: String(error) }),
      );
  }
  // The bundle holds the example modules the first build has just written: one it loaded before they changed is
  // loaded again (a kept bundle of the same modules, or bundled anew), and so is one that failed while the build
  // rewrote the files esbuild was reading (another content's modules: a file it had read was gone). When the build
  // wrote none, the bundle's files are as it read them, and hashing them all again would hold the thread before the
  // server listens.
  if (prebuilt !== null && modulesChanged) prebuilt = prebuilt.then((loaded) => (loaded?.isCurrent() === true ? loaded : loadRenderer()));

  /** Examples and props tables are type-checked after the page is shown; their problems follow. */
  const checkLiveContentInBackground = () => {
    void builder.checkLiveContent().then(
      async (checked) => {
        if (checked === null) return;
        await serve(checked);
        publish(problemsOf(checked));
      },
      (error: unknown) => log.error('checking the live examples failed', { error: String(error) }),
    );
  };

  // One rebuild at a time; saves during a rebuild are folded into the next one.
  interface RebuildRequest {
    readonly tokens: boolean;
    /** Content-relative paths of changed pages; null when the folder must be read whole (a file added or removed). */
    readonly saved: readonly string[] | null;
    /** When the first save of the request was noticed. */
    readonly noticedAt: number;
  }
  let running: Promise<void> | null = null;
  let pending: RebuildRequest | null = null;
  const sendStylesheet = async () => {
    const modules = await viteReady;
    for (const module of modules.moduleGraph.getModulesByFile(tokenSaves.stylesheet) ?? []) {
      await modules.reloadModule(module);
      // Transformed now, before the content and the other platforms take the process: the page's request for it
      // is answered from this result.
      await modules.transformRequest(module.url);
    }
  };
  const rebuild = async (request: RebuildRequest) => {
    try {
      // The new tokens.css is written here, before the content is assembled: the page's variables change first. Its
      // update is sent at once rather than when the watcher reports the write, which can take a second under load.
      // The first build's token files are written before a save's, never over them.
      if (request.tokens) await firstTokenFilesMade;
      const saved = request.tokens ? await tokenSaves.load() : null;
      if (saved?.stylesheetChanged === true) await sendStylesheet();
      const tokens = saved?.tokens ?? null;
      const started = performance.now();
      const before = (request.saved ?? []).map((path) => [path, fileVersion(path)] as const);
      const { build, reparsed, timings } = await builder.update({
        tokens: tokens ?? false,
        ...(request.saved === null ? {} : { saved: request.saved }),
      });
      const built = performance.now();
      // A page written while the build read it is read again: an editor empties a file, then writes it, and the
      // watcher may report only the first step when the two come close together (it drops a second event within 5 ms).
      const rewritten = before.filter(([path, version]) => fileVersion(path) !== version).map(([path]) => path);
      if (rewritten.length > 0) schedule({ tokens: false, saved: rewritten, noticedAt: built });
      // An editor's save can come as two events (the file emptied, then written): the second finds nothing new.
      const pagesOnly = request.saved?.every((path) => path.endsWith('.md')) === true;
      if (reparsed.length === 0 && !request.tokens && pagesOnly) return;
      await serve(build);
      const served = performance.now();
      publish(problemsOf(build));
      log.info(`rebuilt ${reparsed.length === 0 ? 'nothing' : reparsed.join(', ')}`, {
        waitMs: Math.round(started - request.noticedAt),
        ...timings,
        serveMs: Math.round(served - built),
        totalMs: Math.round(performance.now() - request.noticedAt),
      });
      if (tokens !== null && tokenFiles?.tokens !== tokens) {
        tokenFiles = { tokens, files: await tokenSaves.portalFiles(tokens) };
        await serve(builder.current());
      }
      if (builder.liveContentChanged()) checkLiveContentInBackground();
    } catch (error) {
      log.error('the content rebuild failed; the last good build stays served', {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  };
  /** A content file's size and modification time: an emptied file and its new text differ in size within one clock tick too. */
  const fileVersion = (path: string): string => {
    const stats = statSync(join(options.contentDir, path), { throwIfNoEntry: false });
    return stats === undefined ? 'gone' : `${stats.size}:${stats.mtimeMs}`;
  };
  const merge = (a: RebuildRequest | null, b: RebuildRequest): RebuildRequest =>
    a === null
      ? b
      : {
          tokens: a.tokens || b.tokens,
          saved: a.saved === null || b.saved === null ? null : [...a.saved, ...b.saved],
          noticedAt: Math.min(a.noticedAt, b.noticedAt),
        };
  const schedule = (request: RebuildRequest) => {
    if (running !== null) {
      pending = merge(pending, request);
      return;
    }
    running = rebuild(request).finally(() => {
      running = null;
      const next = pending;
      pending = null;
      if (next !== null) schedule(next);
    });
  };

  /** Long enough for a save's steps to land, short beside the token edit's budget of a second. */
  const TOKEN_WRITE_SETTLE_MS = 100;
  const within = (folder: string, file: string) => resolve(file).startsWith(resolve(folder) + sep);
  const watchSaves = (started: ViteDevServer) => {
    started.watcher.add([options.contentDir, options.tokensDir]);
    started.watcher.on('all', (event, file) => {
      if (!['add', 'change', 'unlink'].includes(event)) return;
      const noticedAt = performance.now();
      if (within(options.contentDir, file)) {
        const path = relative(resolve(options.contentDir), resolve(file)).split(sep).join('/');
        return schedule({ tokens: false, saved: event === 'change' ? [path] : null, noticedAt });
      }
      if (tokenSaves.isSource(file)) {
        // A save empties the file, then writes it, and the watcher may report only the first step: the token build reads
        // the file once the write has settled, or it would keep the last good tokens over a half-written file.
        setTimeout(() => schedule({ tokens: true, saved: [], noticedAt }), TOKEN_WRITE_SETTLE_MS);
        return;
      }
      // The token build's own output: Vite swaps the stylesheet in the open pages.
      if (within(options.tokensDir, file)) return;
      const path = inRepository(root, file);
      if (path === null) return;
      stopPrebuilt(path, event);
      if (path.startsWith('ui/') || (path.startsWith('viewer/') && !path.startsWith(`${EXAMPLES_OUTPUT_DIR}/`))) {
        // The server renders with the new code from the next request on; the page cache must not hold the old markup.
        void serve(builder.current()).catch((error: unknown) => log.error('refreshing the app failed', { error: String(error) }));
        // A component's props and types may have changed: its props tables and the examples using it are checked again.
        if (path.startsWith('ui/')) checkLiveContentInBackground();
      }
    });
    started.ws.on(CONTENT_STATE_REQUEST_EVENT, (_data, client) => client.send(CONTENT_UPDATE_EVENT, latest));
    // A page that connected before this handler was in place asked for the state in vain: it is sent to all.
    started.ws.send(CONTENT_UPDATE_EVENT, latest);
  };

  // Vite serves every file under the root by many spellings of its path (core/dev/dev-request-path.ts): a request is
  // classified by the file it could reach. Content sources and build output never reach Vite; private pages' live
  // examples reach it for authorized readers only, as their chunks do in production (SPEC §6). Whatever Vite may not
  // serve goes to the app, which answers it as any address it has no route for.
  const classify = createDevRequestClassifier({
    base: BASE_PATH,
    root: resolve(root),
    neverServed,
    // The generated modules, and the loader that lists them by name for the private pages.
    privateExamples: [`${EXAMPLES_OUTPUT_DIR}/private`, `${dirname(EXAMPLES_OUTPUT_DIR)}/private-modules.ts`],
  });
  const guard = new Hono<{ Bindings: { peer?: string } }>().all('*', async (c) => {
    if (bundle === null) return c.text('no', 403);
    const resolveViewer = createViewerResolver({ config, site: bundle.site, peerOf: (context) => context.env?.peer });
    return (await resolveViewer(c)).isAuthorized ? c.text('yes') : c.text('no', 403);
  });
  const isAuthorized = async (request: IncomingMessage): Promise<boolean> => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const answer = await guard.fetch(new Request('http://localhost/', { headers }), { peer: request.socket.remoteAddress });
    return answer.status === 200;
  };
  /**
   * Whether the address is one of the content's pages, as the reader's browser asks for it (its data or its
   * document): Vite has no file there and would pass it on, after its middlewares, which took a third of a second of
   * the first page's answer while Vite's start still held the thread. Any other spelling goes through Vite as before.
   */
  const isPageAddress = (url: string): boolean => {
    const path = url.split('?', 1)[0] ?? '';
    if (bundle === null || !path.startsWith(`${BASE_PATH}/`)) return false;
    return Object.hasOwn(bundle.pages, path.slice(BASE_PATH.length));
  };
  const mayReachVite = async (request: IncomingMessage): Promise<boolean> => {
    if (isPageAddress(request.url ?? '/')) return false;
    const kind = classify(request.url ?? '/');
    return kind === 'open' || (kind === 'private-example' && (await isAuthorized(request)));
  };
  // Node's own Response stays in place: the lighter one @hono/node-server would install breaks Shiki's WebAssembly
  // loader, which the incremental build runs in this process.
  const toApp = getRequestListener(
    (request, env) => {
      if (app === null) return new Response('The content does not build yet; see the terminal.', { status: 503 });
      return app.fetch(request, env);
    },
    { overrideGlobalObjects: false },
  );
  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', answered);
    void (async () => {
      if (!(await mayReachVite(request))) {
        // A renderer still being bundled (seconds, when the viewer or the example modules changed) is waited for here
        // rather than inside the render, whose time the page budget counts: on the corpus the wait alone went over it.
        if (prebuilt !== null) await prebuilt;
        return void toApp(request, response);
      }
      // Vite's base middleware strips /designsystem from request.url before it passes a request on; the app's routes
      // include it, so the app gets the address as the reader sent it.
      const sent = request.url;
      (await viteReady).middlewares(request, response, () => {
        request.url = sent;
        void toApp(request, response);
      });
    })().catch((error: unknown) => {
      log.error('request failed', { error: String(error) });
      if (!response.headersSent) response.writeHead(500).end('Internal server error');
    });
  });

  await new Promise<void>((resolveListening, rejectListening) => {
    http.once('error', rejectListening);
    http.listen(config.port, config.host, () => resolveListening());
  });
  const port = (http.address() as AddressInfo).port;
  step('listenMs', stepFrom);
  log.info(`listening ${Math.round(performance.now())} ms after the process started`, steps);
  // No first page within this long: the first build's token files are made all the same.
  setTimeout(answered, FIRST_ANSWER_WAIT_MS).unref();
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const ready = viteReady.then(watchSaves);
  return {
    ready,
    url: `http://${host}:${port}${BASE_PATH}`,
    port,
    close: async () => {
      await viteReady.then(
        (started) => started.close(),
        () => {},
      );
      http.closeAllConnections();
      await new Promise<void>((resolveClosed) => http.close(() => resolveClosed()));
    },
  };
}
