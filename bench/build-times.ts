/**
 * docs/performance.md, builds: `vite build` wall time, and `dsp build` wall time and
 * peak memory (the child's own maxRSS, via bench/peak-rss.mjs) for the
 * shipped content and for the 10,000-page corpus. The corpus comes from
 * scripts/generate-corpus.ts, which is deterministic: it is generated once
 * into .bench/corpus and reused while the generator is unchanged.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_FILE } from '../core/content/build-output';
import { BENCH_DIR, CORPUS_DATA_DIR, CORPUS_DIR, CORPUS_PAGES, RUN_DIR, RUNS, SHIPPED_DATA_DIR } from './bench-config';
import { round, spread, type Spread } from './stats';
import { SCHEDULE, type TimeBudget } from './time-budget';

export interface DspBuild {
  readonly pages: number;
  /** Every run; the first with empty build caches (cold), the others reusing what the previous run cached (warm). */
  readonly wallSeconds: Spread;
  readonly coldSeconds: number;
  readonly warmSeconds: Spread | null;
  readonly peakRssMb: Spread;
}

export interface BuildResult {
  readonly viteSeconds: Spread;
  readonly shipped: DspBuild;
  readonly corpus: DspBuild & { readonly generatedSeconds: number | null };
}

const GENERATOR = 'scripts/generate-corpus.ts';
const CORPUS_STAMP = join(BENCH_DIR, 'corpus.stamp');
const PEAK_RSS = pathToFileURL(resolve('bench/peak-rss.mjs')).href;
/**
 * What `dsp build` keeps between builds (site-build/component-types-cache.ts,
 * site-build/highlight-cache.ts, site-build/parse-cache.ts): emptied before the first run of each content,
 * so that run is what a fresh checkout or a CI job without a cache pays.
 */
const BUILD_CACHES = [
  'node_modules/.cache/harbor-component-types',
  'node_modules/.cache/harbor-highlight',
  'node_modules/.cache/harbor-pages',
];

/** Moves each entry of `from` into `into` where `into` has none of that name (a cache's files are named by their key). */
function mergeInto(from: string, into: string): void {
  mkdirSync(into, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(into, entry.name);
    if (!existsSync(target)) renameSync(source, target);
    else if (entry.isDirectory()) mergeInto(source, target);
  }
}

/**
 * Empties the build caches for a cold run by moving them aside, and returns what puts them back, merged with what
 * the cold run cached (once; later calls do nothing). Deleting them would leave the other content's entries cold
 * too, and the author's loop that follows would start the shipped content with a cold parse and type-check: a cost
 * of the bench's order, not of an author's start.
 */
function setCachesAside(): () => void {
  const aside = BUILD_CACHES.map((cache) => ({ cache, aside: `${cache}.bench-aside` }));
  for (const { cache, aside: folder } of aside) {
    rmSync(folder, { recursive: true, force: true });
    if (existsSync(cache)) renameSync(cache, folder);
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const { cache, aside: folder } of aside) {
      if (!existsSync(folder)) continue;
      mergeInto(folder, cache);
      rmSync(folder, { recursive: true, force: true });
    }
  };
}

/** Runs `node args` quietly (its output is shown only when it fails); returns the wall time in seconds. */
function run(args: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0)
    throw new Error(`node ${args.join(' ')} exited with ${result.status}:\n${result.stdout.slice(-4000)}${result.stderr.slice(-4000)}`);
  return seconds;
}

function dspBuild(
  content: string,
  out: string,
  runs: number,
  log: (line: string) => void,
  mayRepeat: (run: number) => boolean = () => true,
): DspBuild {
  const peakFile = join(RUN_DIR, 'peak-rss');
  const wall: number[] = [];
  const peak: number[] = [];
  const putBack = setCachesAside();
  for (let i = 1; i <= runs && (i === 1 || mayRepeat(i)); i++) {
    if (i === 2) putBack();
    rmSync(peakFile, { force: true });
    wall.push(
      run(['--import', PEAK_RSS, 'dist/cli/dsp.js', 'build', '--content', content, '--out', out], {
        ...process.env,
        BENCH_PEAK_RSS_FILE: peakFile,
      }),
    );
    peak.push(Number(readFileSync(peakFile, 'utf8')) / 1024 / 1024);
    log(
      `  dsp build ${content} run ${i}/${runs} (${i === 1 ? 'cold' : 'warm'} caches): ${round(wall[wall.length - 1]!)} s, peak ${Math.round(peak[peak.length - 1]!)} MB`,
    );
  }
  putBack();
  const bundle = JSON.parse(readFileSync(join(out, CONTENT_FILE), 'utf8')) as { pages: object };
  return {
    pages: Object.keys(bundle.pages).length,
    wallSeconds: spread(wall),
    coldSeconds: round(wall[0]!),
    warmSeconds: wall.length > 1 ? spread(wall.slice(1)) : null,
    peakRssMb: spread(peak, 0),
  };
}

/** Generates the corpus unless the one in .bench/corpus came from this very generator; returns the seconds taken, or null when reused. */
function ensureCorpus(log: (line: string) => void): number | null {
  const stamp = `${createHash('sha256').update(readFileSync(GENERATOR)).digest('hex')} ${CORPUS_PAGES}`;
  if (existsSync(join(CORPUS_DIR, '.generated-corpus')) && existsSync(CORPUS_STAMP) && readFileSync(CORPUS_STAMP, 'utf8') === stamp) {
    log(`  reusing the ${CORPUS_PAGES}-page corpus in ${CORPUS_DIR}`);
    return null;
  }
  log(`  generating ${CORPUS_PAGES} pages into ${CORPUS_DIR} ...`);
  const seconds = run(['scripts/run-ts.mjs', GENERATOR, '--out', CORPUS_DIR, '--pages', String(CORPUS_PAGES)]);
  writeFileSync(CORPUS_STAMP, stamp);
  return round(seconds);
}

/** Runs every build; leaves dist/client, .bench/data-shipped and .bench/data-corpus in place for the other benchmarks. */
export function measureBuilds(log: (line: string) => void, budget: TimeBudget): BuildResult {
  const vite: number[] = [];
  for (let i = 1; i <= RUNS.viteBuild; i++) {
    vite.push(run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']));
    log(`  vite build run ${i}/${RUNS.viteBuild}: ${round(vite[vite.length - 1]!)} s`);
  }
  const shipped = dspBuild('content', SHIPPED_DATA_DIR, RUNS.dspBuildShipped, log);
  const generatedSeconds = ensureCorpus(log);
  const corpus = dspBuild(CORPUS_DIR, CORPUS_DATA_DIR, RUNS.dspBuildCorpus, log, (run) =>
    budget.allows(`dsp build of the corpus, run ${run}`, SCHEDULE.corpusBuild),
  );
  return { viteSeconds: spread(vite), shipped, corpus: { ...corpus, generatedSeconds } };
}
