/**
 * Search benchmark (docs/portal.md, Search; not a timed test): index build time, peak
 * memory and search latency (p50/p95/p99 over a fixed set of queries) on (a)
 * the shipped content and (b) a 10,000-page synthetic corpus, against the
 * budgets: p95 <= 5 ms / 50 ms, build <= 5 s / 60 s.
 *
 *   node scripts/run-ts.mjs bench/search.ts [--runs N] [--only shipped|synthetic]
 *
 * The main process builds the search documents (the content build, with
 * Markdown and Shiki, is not what is measured) and hands them to a fresh
 * child process per corpus, so the memory figures are the search's own.
 * Prints a table and one JSON line; writes .bench/search.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildContent } from '../site-build/build-content';
import { derivedQueries, SHIPPED_QUERIES } from './search-queries';
import { measureRelevance, type RelevanceFigures } from './search-relevance';
import {
  buildSearchIndex,
  createEditDistanceTypoMatcher,
  createSearchEngine,
  parseSearchSynonyms,
  SEARCH_SYNONYMS_FILE,
  type SearchDocument,
  type SearchSection,
  type TypoMatcherFactory,
} from '../core/search';

const BENCH_DIR = '.bench';
const CORPUS_DIR = join(BENCH_DIR, 'corpus');
const CORPUS_PAGES = 10_000;
const BUDGETS = {
  shipped: { p95Ms: 5, buildMs: 5_000 },
  synthetic: { p95Ms: 50, buildMs: 60_000 },
} as const;
type CorpusName = keyof typeof BUDGETS;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

interface Measurement {
  readonly corpus: CorpusName;
  readonly documents: number;
  readonly vocabulary: number;
  readonly buildMs: number;
  readonly indexJsonMb: number;
  readonly peakRssMb: number;
  readonly heapAfterBuildMb: number;
  readonly heapRetainedMb: number;
  readonly queries: number;
  readonly samples: number;
  readonly matchers: Record<string, { engineMs: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number }>;
  /** MRR@10 of the judged query sets (shipped content only). */
  readonly relevance?: RelevanceFigures;
}

/** The authors' synonyms of the shipped content, as `dsp build` puts them in the index. */
function shippedSynonyms() {
  const parsed = parseSearchSynonyms(readFileSync(join('content', SEARCH_SYNONYMS_FILE), 'utf8'), SEARCH_SYNONYMS_FILE);
  return parsed.ok ? parsed.groups : [];
}

/** Runs in the child: measures one corpus whose documents the parent wrote to a file. */
function measure(corpus: CorpusName, documentsFile: string, sectionsFile: string, runs: number): Measurement {
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
  const documents = JSON.parse(readFileSync(documentsFile, 'utf8')) as SearchDocument[];
  const sections = (JSON.parse(readFileSync(sectionsFile, 'utf8')) as { sections: SearchSection[] }).sections;
  gc();
  const baseline = process.memoryUsage().heapUsed;

  const buildTimes: number[] = [];
  const synonyms = corpus === 'shipped' ? shippedSynonyms() : [];
  let index = buildSearchIndex(documents, synonyms);
  const heapAfterBuild = process.memoryUsage().heapUsed - baseline;
  for (let run = 0; run < Math.max(3, runs); run++) {
    gc();
    const started = performance.now();
    index = buildSearchIndex(documents, synonyms);
    buildTimes.push(performance.now() - started);
  }
  const indexJsonMb = mb(Buffer.byteLength(JSON.stringify(index)));

  const queries = corpus === 'shipped' ? SHIPPED_QUERIES : derivedQueries(documents);
  const matchers: Measurement['matchers'] = {};
  const factories: [string, TypoMatcherFactory][] = [['edit distance', createEditDistanceTypoMatcher]];
  let heapRetained = 0;
  let relevance: RelevanceFigures | undefined;
  for (const [name, factory] of factories) {
    gc();
    const started = performance.now();
    const engine = createSearchEngine(index, sections, { typoMatcher: factory });
    const engineMs = performance.now() - started;
    const request = (term: string, i: number) => ({ term, limit: 101, filters: [], isDevMode: i % 3 === 1, isAuthorized: i % 2 === 1 });
    queries.forEach((term, i) => {
      engine.search(request(term, i));
    }); // warm-up: JIT and lazily built typo buckets
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      queries.forEach((term, i) => {
        const t = performance.now();
        engine.search(request(term, i));
        samples.push(performance.now() - t);
      });
    }
    if (corpus === 'shipped') relevance = measureRelevance(engine);
    gc();
    heapRetained = Math.max(heapRetained, process.memoryUsage().heapUsed - baseline);
    samples.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    matchers[name] = {
      engineMs: Math.round(engineMs),
      p50Ms: round(percentile(samples, 50)),
      p95Ms: round(percentile(samples, 95)),
      p99Ms: round(percentile(samples, 99)),
      maxMs: round(samples[samples.length - 1]!),
    };
  }
  return {
    corpus,
    documents: documents.length,
    vocabulary: index.vocabulary.length,
    buildMs: Math.round(median(buildTimes)),
    indexJsonMb,
    peakRssMb: mb(process.resourceUsage().maxRSS * 1024),
    heapAfterBuildMb: mb(heapAfterBuild),
    heapRetainedMb: mb(heapRetained),
    queries: queries.length,
    samples: queries.length * runs,
    matchers,
    ...(relevance === undefined ? {} : { relevance }),
  };
}

async function documentsFile(corpus: CorpusName): Promise<string> {
  mkdirSync(BENCH_DIR, { recursive: true });
  const file = join(BENCH_DIR, `search-documents-${corpus}.json`);
  if (corpus === 'shipped') {
    writeFileSync(file, JSON.stringify((await buildContent('content')).searchDocuments));
    return file;
  }
  const marker = join(CORPUS_DIR, '.generated-corpus');
  if (!existsSync(marker)) {
    console.error(`generating ${CORPUS_PAGES} pages into ${CORPUS_DIR} ...`);
    execFileSync(
      process.execPath,
      ['scripts/run-ts.mjs', 'scripts/generate-corpus.ts', '--out', CORPUS_DIR, '--pages', String(CORPUS_PAGES)],
      { stdio: 'inherit' },
    );
  }
  // The content build of 10,000 pages takes about a minute: reuse its documents while the corpus is unchanged.
  const stamp = `${statSync(marker).mtimeMs}`;
  const stampFile = `${file}.stamp`;
  if (!existsSync(file) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    console.error(`building the search documents of ${CORPUS_DIR} (the content build, not measured) ...`);
    const build = await buildContent(CORPUS_DIR);
    writeFileSync(file, JSON.stringify(build.searchDocuments));
    writeFileSync(stampFile, stamp);
  }
  return file;
}

function table(results: readonly Measurement[]): string {
  const rows: string[][] = [
    [
      'corpus',
      'docs',
      'vocab',
      'build ms',
      'index MB',
      'peak RSS MB',
      'heap MB',
      'matcher',
      'engine ms',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'budget',
    ],
  ];
  for (const r of results) {
    for (const [name, m] of Object.entries(r.matchers)) {
      const budget = BUDGETS[r.corpus];
      const pass = m.p95Ms <= budget.p95Ms && r.buildMs <= budget.buildMs;
      rows.push([
        r.corpus,
        String(r.documents),
        String(r.vocabulary),
        String(r.buildMs),
        String(r.indexJsonMb),
        String(r.peakRssMb),
        String(r.heapRetainedMb),
        name,
        String(m.engineMs),
        String(m.p50Ms),
        String(m.p95Ms),
        String(m.p99Ms),
        `${pass ? 'ok' : 'OVER'} (p95 <= ${budget.p95Ms}, build <= ${budget.buildMs / 1000} s)`,
      ]);
    }
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    measure: { type: 'string' },
    documents: { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 10);

if (values.measure !== undefined && values.documents !== undefined) {
  console.log(JSON.stringify(measure(values.measure as CorpusName, values.documents, join('content', 'site.json'), runs)));
} else {
  const results: Measurement[] = [];
  const corpora = (['shipped', 'synthetic'] as const).filter((corpus) => values.only === undefined || values.only === corpus);
  for (const corpus of corpora) {
    const file = await documentsFile(corpus);
    const output = execFileSync(
      process.execPath,
      [
        '--expose-gc',
        process.argv[1]!,
        '--measure',
        corpus,
        '--documents',
        file,
        '--runs',
        String(corpus === 'shipped' ? runs : Math.ceil(runs / 2)),
      ],
      {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    results.push(JSON.parse(output.trim().split('\n').pop()!) as Measurement);
  }
  const summary = { node: process.version, budgets: BUDGETS, results };
  console.log(table(results));
  for (const r of results) {
    if (r.relevance === undefined) continue;
    const { firstSet, blindSet, blindByKind, empty } = r.relevance;
    const kinds = Object.entries(blindByKind)
      .map(([kind, value]) => `${kind} ${value}`)
      .join(', ');
    console.log(
      `relevance (${r.corpus}), MRR@10: first set ${firstSet}; blind set ${blindSet} (${kinds}; >= 0.9 overall, >= 0.8 per kind); queries finding nothing: ${empty}`,
    );
  }
  console.log(
    'peak RSS: high-water mark of the measuring process (documents + index + engines); heap: retained after building the index and engines',
  );
  console.log(JSON.stringify(summary));
  writeFileSync(join(BENCH_DIR, 'search.json'), `${JSON.stringify(summary, null, 2)}\n`);
}
