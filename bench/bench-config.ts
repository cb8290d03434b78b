/**
 * What `npm run bench` measures and against which budgets (docs/performance.md): the
 * pages, the number of runs, the durations, the output paths. One place, so
 * BENCHMARKS.md can say exactly how each figure was taken.
 */
import { join } from 'node:path';
import { SEARCH_REQUEST_LIMIT } from '../core/search/search-constants';
import { hrefOf, SEARCH_API_PATH } from '../core/site/addresses';

export const BENCH_DIR = '.bench';
/** Scratch files of one run (HTML of the ceiling page, documents for the search children). */
export const RUN_DIR = join(BENCH_DIR, 'run');
export const CORPUS_DIR = join(BENCH_DIR, 'corpus');
export const CORPUS_PAGES = 10_000;
/** The copy of content/ the author's-loop benchmark edits (bench/edit-to-visible.ts). */
export const EDIT_CONTENT_DIR = join(BENCH_DIR, 'edit-content');
/** `dsp build` outputs the servers of the bench read (not .data, so `npm start` is left alone). */
export const SHIPPED_DATA_DIR = join(BENCH_DIR, 'data-shipped');
export const CORPUS_DATA_DIR = join(BENCH_DIR, 'data-corpus');
export const RESULTS_FILE = 'bench/results.json';
export const REPORT_FILE = 'BENCHMARKS.md';

export const PAGES = {
  home: hrefOf('/'),
  component: hrefOf('/components/button-design'),
  code: hrefOf('/components/button-code'),
  develop: hrefOf('/develop/localization'),
} as const;

export const SEARCH_PATH = SEARCH_API_PATH;
/** What Chromium sends: every HTTP figure of the bench is taken with it, as readers pay. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;
/** What the viewer's search overlay asks for (viewer/search/search-api.ts: one more than it shows). */
export const SEARCH_LIMIT = SEARCH_REQUEST_LIMIT;

export const RUNS = {
  /** autocannon: runs per target, interleaved across targets so a noisy second hits all alike. */
  throughput: 3,
  throughputSeconds: 4,
  throughputWarmupSeconds: 1,
  connections: 10,
  /** Passes over the query set over HTTP. */
  httpSearchPasses: { shipped: 5, corpus: 3 },
  /**
   * Servers the HTTP search figures are taken on, one after the other; the
   * round with the median p95 is reported: on a shared two-core machine one
   * server's shipped p95 can vary by almost a factor of two within a minute.
   */
  httpSearchRounds: 3,
  /**
   * Searches outside the set a server answers before the HTTP search figures
   * (bench/search-latency.ts). In probes the first pass's CPU per request fell
   * until about 1,000 (shipped) and 300 (10,000 pages, where each costs more).
   */
  httpSearchWarmUp: { shipped: 1_000, corpus: 300 },
  /** Passes of bench/search.ts and of the MiniSearch comparison over the query set. */
  inProcessSearchPasses: { shipped: 10, corpus: 4 },
  viteBuild: 3,
  dspBuildShipped: 3,
  /** About 20-80 s each: two runs, a cold and a warm one, keep the whole bench within its 16 minutes. */
  dspBuildCorpus: 2,
  /** About 10-15 s a run: five runs of each of the four pages would take the bench past its 16-minute budget under load. */
  lighthouse: 3,
  /** Fresh loads per interaction to next paint (bench/interaction-timings.ts), each at a 4x CPU slowdown. */
  interaction: 5,
  /** Token saves in the dev server (bench/token-edit.ts) after one unmeasured save: the budget is on their median. */
  tokenEdit: 4,
  /** `npm start` with nothing changed (bench/start-unchanged.ts), each start stopped before the next. */
  startUnchanged: 3,
  /** bench/cli-start.mjs: RUNS alternating runs per report, three reports. */
  cliStart: 10,
  memory: 2,
  /** Saved edits per content in the author's loop (bench/edit-to-visible.ts): the budget is on the median of five. */
  editToVisible: 5,
  /** Fresh page loads per Chromium timing (search first open, click to paint). */
  browserTimings: 20,
  /** Requests per phase: the budget compares start with one phase; a second phase shows whether memory still grows. */
  memoryRequests: 10_000,
  /** `dsp cookies audit` runs of each kind, alternating (bench/cookie-audit.ts): about 10-20 s a run; five, so that a verdict that flips between identical runs shows. */
  cookieAudit: 5,
} as const;

export const BUDGETS = {
  ssrToCeiling: 0.5,
  /** A page for a browser, as a share of what the same server answers its health check with. */
  pageToHealth: 0.8,
  searchInProcessP95Ms: { shipped: 5, corpus: 50 },
  /** Over all passes of the fixed queries, with a browser's Accept-Encoding. */
  searchHttpP95Ms: { shipped: 3, corpus: 15 },
  /** Server CPU per search request on the shipped content, over all passes. */
  searchCpuMsPerRequest: 1,
  /** What the MCP server adds to a search, p50: a raw JSON-RPC `tools/call` POST minus the search API's first ask (bench/mcp-latency.ts). */
  mcpServerAddedMsP50: 1,
  /** A page without live examples. */
  firstLoadJsGzipKb: 75,
  componentHtmlGzipKb: 60,
  /**
   * The component page's HTML as the server sends it (brotli): a new connection's first round trip carries 14,600
   * bytes (ten segments), of which the page's headers take about 1.1 KB (docs/performance.md, First paint).
   */
  componentHtmlServedKb: 13.2,
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** Lighthouse's Total Blocking Time of each measured page, median of its runs. */
  lighthouseTbtMs: 50,
  /** Interaction to next paint at a 4x CPU slowdown, median of the fresh loads: a playground change, typing in search. */
  interactionToNextPaintMs: 100,
  cliToNode: 3,
  memoryGrowthPercent: 20,
  /** The build budgets (docs/performance.md), whole `dsp build` command, each of the cold run and the warm runs' median. */
  dspBuildSeconds: { shipped: 5, corpus: 30 },
  /** `npm start` with nothing changed since the last build, to the health endpoint answering 200 (median). */
  startUnchangedSeconds: 3,
  /** `dsp dev` start to the first page answered (3 s is the most accepted on the shipped content). */
  devFirstPageSeconds: { shipped: 1.5, corpus: 10 },
  /** The author's loop, median of the saved edits: a Markdown save visible in the open page, with no reload. */
  editToVisibleMs: { shipped: 100, corpus: 1000 },
  /** Reloads of the open page during the saves: every edit is shown in place. */
  editReloads: 0,
  /** A saved base colour in the dev server's token folder to the open page's CSS variable holding it, median. */
  tokenEditVisibleMs: 1000,
  /** Chromium, medians: key press to a visible, focused search input; click to the new h1 painted. */
  searchOpenMs: 100,
  navigationPaintMs: 50,
  /** A Vite app rendering one Button, gzip JavaScript above the same app with React alone. */
  buttonJsAboveReactGzipKb: 3,
  /** Each package's tarball as `npm pack` writes it. */
  packedKb: {
    '@harbor/tokens': 60,
    /** Three variable faces, Latin and Latin Extended woff2 each, and their licences. */
    '@harbor/fonts': 260,
    '@harbor/icons': 20,
    '@harbor/react': 150,
    '@harbor/motion': 10,
    '@harbor/testing': 10,
    '@harbor/eslint-config': 5,
  } as Readonly<Record<string, number>>,
  /** @harbor/tokens: the tarball (four themes × CSS, JSON, JS, Swift, Kotlin) and the stylesheet a web app imports, gzip. */
  tokenPackagePackedKb: 60,
  tokenStylesheetGzipKb: 8,
  /** `dsp cookies audit`: five states plus first visit, accept and reject, over the five states alone (medians). */
  cookieAuditJourneysRatio: 1.5,
} as const;
