/**
 * The search part of `npm run bench` alone (docs/performance.md): search over
 * HTTP on the shipped content and on the 10,000-page corpus, measured exactly
 * as the full bench does (bench/search-latency.ts: the fixed queries, one
 * keep-alive client, limit 101, a browser's Accept-Encoding, the same warm-up
 * and passes, as many rounds by default), against the same budgets.
 * `--compare <bundle>` runs a second server bundle (e.g. one built from an
 * earlier commit) side by side, alternating which goes first each round, so a
 * shared, busy machine weighs on both alike.
 *
 *   npm run bench:search:http -- [--corpus shipped|corpus|both] [--rounds N] [--compare .bench/server-before.js] [--no-build]
 *
 * Prints a table and one JSON line; writes .bench/search-http.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SEARCH_INDEX_FILE, SERVER_BUNDLE } from '../core/content/build-output';
import type { SearchDocument } from '../core/search';
import { BENCH_DIR, BUDGETS, CORPUS_DATA_DIR, CORPUS_DIR, CORPUS_PAGES, RUN_DIR, RUNS, SHIPPED_DATA_DIR } from './bench-config';
import { startPortalServer } from './child-server';
import { measureHttpSearch, warmUpTermsOf, type HttpSearchFigures } from './search-latency';
import { derivedQueries, SHIPPED_QUERIES } from './search-queries';
import { spread } from './stats';

type Corpus = 'shipped' | 'corpus';
const DATA_DIRS: Record<Corpus, string> = { shipped: SHIPPED_DATA_DIR, corpus: CORPUS_DATA_DIR };
const CURRENT = SERVER_BUNDLE;

const log = (line: string) => process.stderr.write(`${line}\n`);

function runNode(args: readonly string[]): void {
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`);
}

/** What the full bench would have built before it measures search: the server bundle and the two data folders. */
function prepare(corpora: readonly Corpus[], build: boolean): void {
  if (build) {
    log('building the CLI and the server bundle ...');
    runNode(['scripts/bundle-cli.mjs']);
    runNode(['scripts/bundle-server.mjs']);
  }
  for (const corpus of corpora) {
    const dataDir = DATA_DIRS[corpus];
    if (existsSync(join(dataDir, SEARCH_INDEX_FILE))) continue;
    const content = corpus === 'shipped' ? 'content' : CORPUS_DIR;
    if (corpus === 'corpus' && !existsSync(join(CORPUS_DIR, '.generated-corpus'))) {
      log(`generating ${CORPUS_PAGES} pages into ${CORPUS_DIR} ...`);
      runNode(['scripts/run-ts.mjs', 'scripts/generate-corpus.ts', '--out', CORPUS_DIR, '--pages', String(CORPUS_PAGES)]);
    }
    log(`dsp build ${content} -> ${dataDir} ...`);
    runNode(['dist/cli/dsp.js', 'build', '--content', content, '--out', dataDir]);
  }
}

/** The queries `npm run bench` sends: the shipped set, or the set derived from the corpus's records. */
function queriesOf(corpus: Corpus): readonly string[] {
  if (corpus === 'shipped') return SHIPPED_QUERIES;
  const index = JSON.parse(readFileSync(join(CORPUS_DATA_DIR, SEARCH_INDEX_FILE), 'utf8')) as { documents: SearchDocument[] };
  return derivedQueries(index.documents);
}

interface Row {
  readonly corpus: Corpus;
  readonly server: string;
  readonly round: number;
  readonly figures: HttpSearchFigures;
}

async function measureOnce(corpus: Corpus, entry: string, queries: readonly string[]): Promise<HttpSearchFigures> {
  const server = await startPortalServer({ dataDir: DATA_DIRS[corpus], name: `search-${corpus}`, entry });
  try {
    return await measureHttpSearch(
      server,
      queries,
      RUNS.httpSearchPasses[corpus],
      warmUpTermsOf(DATA_DIRS[corpus], queries, RUNS.httpSearchWarmUp[corpus]),
    );
  } finally {
    await server.stop();
  }
}

function table(rows: readonly Row[]): string {
  const header = [
    'corpus',
    'server',
    'round',
    'p50 ms',
    'p95 ms',
    'first p50',
    'first p95',
    'CPU ms/req',
    'first CPU ms/req',
    'fresh p50',
    'fresh p95',
    'fresh CPU',
  ];
  const lines = [
    header,
    ...rows.map((row) => [
      row.corpus,
      row.server,
      String(row.round),
      String(row.figures.p50),
      String(row.figures.p95),
      String(row.figures.firstAsk.p50),
      String(row.figures.firstAsk.p95),
      String(row.figures.cpuMsPerRequest),
      String(row.figures.firstAskCpuMsPerRequest),
      String(row.figures.fresh.p50),
      String(row.figures.fresh.p95),
      String(row.figures.fresh.cpuMsPerRequest),
    ]),
  ];
  const widths = header.map((_, c) => Math.max(...lines.map((line) => line[c]!.length)));
  return lines
    .map((line) =>
      line
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The budgets of the search part (bench/budget-checks.ts), on the median over rounds of each server. */
function verdicts(rows: readonly Row[]): string[] {
  const out: string[] = [];
  const servers = [...new Set(rows.map((row) => row.server))];
  for (const server of servers) {
    for (const corpus of ['shipped', 'corpus'] as const) {
      const mine = rows.filter((row) => row.server === server && row.corpus === corpus);
      if (mine.length === 0) continue;
      const p95 = spread(
        mine.map((row) => row.figures.p95),
        2,
      ).median;
      const budget = BUDGETS.searchHttpP95Ms[corpus];
      out.push(`${server}, ${corpus}: HTTP p95 ${p95} ms (budget ${budget}) ${p95 <= budget ? 'met' : 'MISSED'}`);
      if (corpus === 'shipped') {
        const cpu = spread(
          mine.map((row) => row.figures.cpuMsPerRequest),
          3,
        ).median;
        const cpuBudget = BUDGETS.searchCpuMsPerRequest;
        out.push(`${server}, shipped: server CPU ${cpu} ms per request (budget ${cpuBudget}) ${cpu <= cpuBudget ? 'met' : 'MISSED'}`);
      }
    }
  }
  return out;
}

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: String(RUNS.httpSearchRounds) },
    compare: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
if (!['shipped', 'corpus', 'both'].includes(values.corpus!))
  throw new Error(`--corpus: expected shipped, corpus or both, got '${values.corpus}'`);
const corpora: Corpus[] = values.corpus === 'both' ? ['shipped', 'corpus'] : [values.corpus as Corpus];
const rounds = Math.max(1, Number(values.rounds) || RUNS.httpSearchRounds);
const servers = values.compare === undefined ? [CURRENT] : [values.compare, CURRENT];
for (const server of servers) if (server !== CURRENT && !existsSync(server)) throw new Error(`--compare: no server bundle at ${server}`);

mkdirSync(RUN_DIR, { recursive: true });
prepare(corpora, !values['no-build']);
const rows: Row[] = [];
for (const corpus of corpora) {
  const queries = queriesOf(corpus);
  for (let round = 1; round <= rounds; round++) {
    // Alternate which server goes first, so neither always meets the warmer (or busier) moment.
    const order = round % 2 === 1 ? servers : [...servers].reverse();
    for (const server of order) {
      log(`${corpus}, ${server}, round ${round}/${rounds} ...`);
      rows.push({ corpus, server, round, figures: await measureOnce(corpus, server, queries) });
    }
  }
}
console.log(table(rows));
for (const line of verdicts(rows)) console.log(line);
const summary = { date: new Date().toISOString(), budgets: { http: BUDGETS.searchHttpP95Ms, cpu: BUDGETS.searchCpuMsPerRequest }, rows };
writeFileSync(join(BENCH_DIR, 'search-http.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(JSON.stringify(summary));
