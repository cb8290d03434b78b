/**
 * `npm run bench` (docs/performance.md): builds what it needs, measures the portal in one
 * run — builds, CLI start, search in-process and over HTTP against MiniSearch,
 * server throughput against a Hono and a node:http baseline, bytes,
 * Lighthouse, memory — and writes bench/results.json and BENCHMARKS.md with
 * every budget marked pass or miss. A missed budget is reported, never an
 * exit code: benchmarks are not tests.
 *
 *   node scripts/run-ts.mjs bench/run.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { CLIENT_MANIFEST, CONTENT_FILE, SEARCH_INDEX_FILE } from '../core/content/build-output';
import { attempt } from './attempt';
import type { BenchResults, CliStart, InProcessSearch, SearchFigures } from './bench-results';
import { BUDGETS, CORPUS_DATA_DIR, CORPUS_PAGES, REPORT_FILE, RESULTS_FILE, RUN_DIR, RUNS, SHIPPED_DATA_DIR } from './bench-config';
import { checkBudgets } from './budget-checks';
import { measureBuilds } from './build-times';
import { measureBytes } from './bytes';
import { measureCookieAudit } from './cookie-audit';
import { measureAuthorLoop } from './edit-to-visible';
import { startPortalServer } from './child-server';
import { measureLighthouse } from './lighthouse';
import { withCorpusPage } from './lighthouse-corpus';
import { measureMemory } from './memory';
import { measurePackages } from './packages';
import { renderReport } from './report';
import type { SearchComparison } from './search-comparison';
import { medianRound, warmUpSearches, warmUpTermsOf, type HttpSearchFigures } from './search-latency';
import { measureMcp } from './mcp-latency';
import { round, spread } from './stats';
import { measureThroughput } from './throughput';
import { measureBrowserTimings } from './browser-timings';
import { createTimeBudget } from './time-budget';
import { measureVitePress } from './vitepress';
import { measureTokenPackage } from './token-package';
import { measureStartUnchanged } from './start-unchanged';
import { measureTokenEdit } from './token-edit';

const started = performance.now();
const budget = createTimeBudget(started);
const log = (line: string) => process.stderr.write(`${line}\n`);
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;

/** Runs `node args` and returns the last line it printed (the JSON of the measuring scripts). */
function nodeJson<T>(args: readonly string[], env: NodeJS.ProcessEnv = process.env): T {
  const result = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    env,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!) as T;
}

function runStep(args: readonly string[]): void {
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`);
}

function measureCliStart(): CliStart {
  const reports = Array.from({ length: 3 }, () =>
    nodeJson<{ nodeMs: number; cliMs: number; ratio: number }>(['bench/cli-start.mjs'], { ...process.env, RUNS: String(RUNS.cliStart) }),
  );
  return {
    nodeMs: spread(reports.map((report) => report.nodeMs)),
    cliMs: spread(reports.map((report) => report.cliMs)),
    ratio: spread(
      reports.map((report) => report.ratio),
      2,
    ),
  };
}

/** bench/search.ts and bench/search-comparison.ts on the records of a built search index. */
function measureSearchInProcess(corpus: 'shipped' | 'corpus', dataDir: string): Omit<SearchFigures, 'http'> {
  const indexFile = join(dataDir, SEARCH_INDEX_FILE);
  const documentsFile = join(RUN_DIR, `documents-${corpus}.json`);
  writeFileSync(documentsFile, JSON.stringify((JSON.parse(readFileSync(indexFile, 'utf8')) as { documents: unknown[] }).documents));
  const inProcess = nodeJson<InProcessSearch>([
    '--expose-gc',
    'scripts/run-ts.mjs',
    'bench/search.ts',
    '--measure',
    corpus === 'shipped' ? 'shipped' : 'synthetic',
    '--documents',
    documentsFile,
    '--runs',
    String(RUNS.inProcessSearchPasses[corpus]),
  ]);
  const comparison = nodeJson<SearchComparison>([
    'scripts/run-ts.mjs',
    'bench/search-comparison.ts',
    '--index',
    indexFile,
    '--site',
    'content/site.json',
    '--corpus',
    corpus,
    '--passes',
    String(RUNS.inProcessSearchPasses[corpus]),
  ]);
  return { inProcess, comparison };
}

/**
 * bench/search-http.ts in a process of its own, on the built server and data: by this step the
 * bench's own process holds about half a gigabyte (Lighthouse and browser results), and a client
 * in that process has its collector marking on the second core, which slows the samples by
 * about a third against a fresh process (docs/performance.md, "Search over HTTP").
 */
function measureHttpSearchApart(): { shipped: HttpSearchFigures; corpus: HttpSearchFigures } {
  const summary = nodeJson<{ rows: { corpus: string; figures: HttpSearchFigures }[] }>([
    'scripts/run-ts.mjs',
    'bench/search-http.ts',
    '--corpus',
    'both',
    '--no-build',
    '--rounds',
    String(RUNS.httpSearchRounds),
  ]);
  const of = (corpus: string) => medianRound(summary.rows.filter((row) => row.corpus === corpus).map((row) => row.figures));
  return { shipped: of('shipped'), corpus: of('corpus') };
}

const loadStart = round(loadavg()[0]!, 2);
mkdirSync(RUN_DIR, { recursive: true });

// The one build entry point: the client and server bundles import the example modules the content build writes,
// so building them alone fails on a clean clone.
log('building the portal (npm run build) ...');
runStep(['scripts/run-ts.mjs', 'scripts/build.ts']);

// First, while nothing has changed since that build: each of npm start's build steps should be skipped.
log(`[${elapsed()}] 3. npm start with nothing changed since that build`);
const startUnchanged = await attempt('npm start with nothing changed', log, () => measureStartUnchanged(log));

log(`[${elapsed()}] 3. builds`);
const builds = measureBuilds(log, budget);

log(`[${elapsed()}] 3. the author's loop: a saved edit to the open page under dsp dev`);
const authorLoop = await measureAuthorLoop(log);
log(`[${elapsed()}] 3. the author's loop: a saved base colour under dsp dev --tokens (a copy of tokens/)`);
const tokenEdit = await attempt('the token edit', log, () => measureTokenEdit(log));

log(`[${elapsed()}] 6. CLI cold start`);
const cli = measureCliStart();

log(`[${elapsed()}] 2. search in-process and MiniSearch`);
const shippedSearch = measureSearchInProcess('shipped', SHIPPED_DATA_DIR);
const corpusSearch = measureSearchInProcess('corpus', CORPUS_DATA_DIR);

log(`[${elapsed()}] 1, 4, 5. the portal on the shipped content`);
const portal = await startPortalServer({ dataDir: SHIPPED_DATA_DIR, name: 'shipped' });
// biome-ignore lint/suspicious/noImplicitAnyLet: each result is assigned once inside the try below and typed by its producer
let throughput, mcp, bytes, lighthouse, browser;
try {
  throughput = await measureThroughput(portal, log);
  // MCP compares its searches with the API's first asks on this server. Until the search figures moved to
  // servers of their own, their warm-up ran here first; it still does, so the MCP figures stay comparable.
  await warmUpSearches(
    portal,
    warmUpTermsOf(SHIPPED_DATA_DIR, shippedSearch.comparison.queries, RUNS.httpSearchWarmUp.shipped),
    shippedSearch.comparison.queries.length,
    RUNS.httpSearchPasses.shipped,
  );
  mcp = await measureMcp(portal, shippedSearch.comparison.queries, RUNS.httpSearchPasses.shipped);
  log(
    `  MCP: the server adds p50 ${mcp.serverAddedMsP50} ms, p95 ${mcp.serverAddedMsP95} ms to a search (budget ≤ ${BUDGETS.mcpServerAddedMsP50} ms at p50); as the SDK client sees it p50 ${mcp.addedMsP50} ms, p95 ${mcp.addedMsP95} ms; get_component p50 ${mcp.rawGetComponent?.p50} ms raw, ${mcp.mcpGetComponent.p50} ms SDK client`,
  );
  bytes = await measureBytes(portal, CLIENT_MANIFEST);
  browser = await measureBrowserTimings(portal, log);
  lighthouse = await measureLighthouse(portal, log, budget);
} finally {
  await portal.stop();
}
log(`[${elapsed()}] 5. Lighthouse on a page of the ${CORPUS_PAGES.toLocaleString('en')}-page corpus, a portal server of its own`);
lighthouse = await withCorpusPage(lighthouse, log, budget);

log(`[${elapsed()}] 1, 3. VitePress on the same public pages: first-load JS, Lighthouse, dev start and edit`);
const vitepress = await measureVitePress(log, budget);

log(`[${elapsed()}] 2. search over HTTP, ${RUNS.httpSearchRounds} servers for each content, from a process of its own`);
const { shipped: shippedHttp, corpus: corpusHttp } = measureHttpSearchApart();
log(`  HTTP search p95 per round: shipped ${shippedHttp.roundsP95?.join(', ')} ms; corpus ${corpusHttp.roundsP95?.join(', ')} ms`);

log(`[${elapsed()}] 7. memory`);
const bundle = JSON.parse(readFileSync(join(SHIPPED_DATA_DIR, CONTENT_FILE), 'utf8')) as { sections: { link: string }[]; pages: object };
const memory = await measureMemory(
  SHIPPED_DATA_DIR,
  ['/', ...bundle.sections.map((section) => section.link), ...Object.keys(bundle.pages)],
  log,
  budget,
);

log(`[${elapsed()}] 8. packages: packed sizes and a Button-only app`);
const packages = measurePackages(log);
log(`[${elapsed()}] 8. packages`);
const tokenPackage = measureTokenPackage();

log(`[${elapsed()}] 9. cookie audit: five states, then with first visit, accept and reject`);
const cookieAudit = await measureCookieAudit(log);

const partial: Omit<BenchResults, 'budgets'> = {
  date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  durationSeconds: Math.round((performance.now() - started) / 1000),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: round(totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: { start: loadStart, end: round(loadavg()[0]!, 2) },
  },
  builds,
  authorLoop,
  tokenEdit,
  startUnchanged,
  cli,
  search: { shipped: { ...shippedSearch, http: shippedHttp }, corpus: { ...corpusSearch, http: corpusHttp } },
  throughput,
  browser,
  bytes,
  lighthouse,
  memory,
  packages,
  tokenPackage,
  mcp,
  cookieAudit,
  vitepress,
  cuts: budget.cuts(),
};
const results: BenchResults = { ...partial, budgets: checkBudgets(partial) };
writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(REPORT_FILE, renderReport(results));
const misses = results.budgets.filter((check) => !check.pass);
log(
  `[${elapsed()}] wrote ${REPORT_FILE} and ${RESULTS_FILE}: ${results.budgets.length - misses.length} of ${results.budgets.length} budgets met`,
);
for (const miss of misses) log(`  miss: ${miss.area}, ${miss.figure}: ${miss.value} ${miss.unit} (budget ${miss.budget})`);
