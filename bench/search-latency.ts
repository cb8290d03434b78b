/**
 * Search over HTTP as the overlay pays for it: the fixed queries, one request
 * at a time over one keep-alive connection to the running portal, limit 101,
 * an anonymous reader, a browser's Accept-Encoding. Round-trip time measured
 * by the client; server CPU read from /proc around the passes.
 *
 * Before the figures are taken the server answers `warmUp`, searches outside
 * the set (bench/search-queries.ts, warmUpTerms): a process seconds old spends
 * over a fifth of its CPU in V8's optimising compiler and as much again in
 * code not yet optimised (perf record on a first pass), which is not what a
 * reader of a replica in service waits for. What the first readers after a
 * start pay is kept beside them (`fresh`: the first warm-up searches, as many
 * as the set holds, all first asks of a new process).
 *
 * The warm-up has the measured traffic's shape: its terms in blocks as large
 * as the set, each block asked in as many passes, so a repeated search (an
 * answer from the cache) is warm too. Warm-up searches each asked once leave
 * that path cold: V8 is then still optimising the request code of Node's HTTP
 * server and of Hono during the measured passes (--trace-opt shows
 * parserOnHeadersComplete and secureHeaders among them), and a cached answer
 * costs two to three times the server CPU it costs a few thousand requests
 * later (docs/performance.md, "Search over HTTP").
 *
 * The server keeps answers per query (server/search-route.ts), so the first
 * pass over the queries is reported on its own ("first ask": the engine,
 * highlights, excerpts, JSON and compression every time) beside all passes
 * together (what a stream of readers asking the same things costs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_INDEX_FILE } from '../core/content/build-output';
import { BROWSER_HEADERS, SEARCH_LIMIT, SEARCH_PATH } from './bench-config';
import type { ChildServer } from './child-server';
import { httpGet } from './http-get';
import { warmUpTerms } from './search-queries';
import { percentiles, round, type Percentiles } from './stats';

export interface HttpSearchFigures extends Percentiles {
  /** The first pass only: every query asked for the first time. */
  readonly firstAsk: Percentiles;
  /** Server CPU time per request over all passes, and over the first pass. */
  readonly cpuMsPerRequest: number;
  readonly firstAskCpuMsPerRequest: number;
  /** The first searches a new server answered (warm-up terms, each asked once), and their CPU per request. */
  readonly fresh: Percentiles & { readonly cpuMsPerRequest: number };
  /** Searches answered before the figures above were taken: the warm-up terms, each asked in every pass. */
  readonly warmUpRequests: number;
  /** With {@link medianRound}: the p95 of every round, in order; these figures are the median one's. */
  readonly roundsP95?: readonly number[];
}

/** Of rounds measured one after another, the one with the median p95 (the lower middle of an even count), with every round's p95 beside it. */
export function medianRound(rounds: readonly HttpSearchFigures[]): HttpSearchFigures {
  if (rounds.length === 0) throw new Error('medianRound: no round was measured');
  const byP95 = [...rounds].sort((a, b) => a.p95 - b.p95);
  return { ...byP95[(byP95.length - 1) >> 1]!, roundsP95: rounds.map((figures) => figures.p95) };
}

/** The warm-up searches for the server of a `dsp build` output folder: from its index's vocabulary. */
export function warmUpTermsOf(dataDir: string, measured: readonly string[], count: number): string[] {
  const index = JSON.parse(readFileSync(join(dataDir, SEARCH_INDEX_FILE), 'utf8')) as { vocabulary: string[] };
  return warmUpTerms(index.vocabulary, measured, count);
}

const searchUrl = (server: Pick<ChildServer, 'origin'>, term: string) =>
  `${server.origin}${SEARCH_PATH}?${new URLSearchParams({ term, limit: String(SEARCH_LIMIT) })}`;

/**
 * The warm-up described above: `terms` in blocks of `blockSize`, each block
 * asked in `passes` passes. Gives the times of the first block's first pass
 * (a new server's first asks) and the server CPU they took.
 */
export async function warmUpSearches(
  server: ChildServer,
  terms: readonly string[],
  blockSize: number,
  passes: number,
): Promise<{ readonly fresh: number[]; readonly freshCpu: number; readonly requests: number }> {
  const fresh: number[] = [];
  let freshCpu = 0;
  let requests = 0;
  const cpuStart = server.cpuSeconds();
  for (let block = 0; block < terms.length; block += blockSize) {
    const asked = terms.slice(block, block + blockSize);
    for (let pass = 0; pass < passes; pass++) {
      for (const term of asked) {
        const started = performance.now();
        const answer = await httpGet(searchUrl(server, term), BROWSER_HEADERS);
        if (answer.status !== 200) throw new Error(`search '${term}': ${answer.status} ${answer.body.toString('utf8')}`);
        if (block === 0 && pass === 0) fresh.push(performance.now() - started);
        requests++;
      }
      if (block === 0 && pass === 0) freshCpu = server.cpuSeconds() - cpuStart;
    }
  }
  return { fresh, freshCpu, requests };
}

export async function measureHttpSearch(
  server: ChildServer,
  queries: readonly string[],
  passes: number,
  warmUp: readonly string[],
): Promise<HttpSearchFigures> {
  const { fresh, freshCpu, requests: warmUpRequests } = await warmUpSearches(server, warmUp, queries.length, passes);
  const samples: number[] = [];
  const firstAsk: number[] = [];
  const cpuStart = server.cpuSeconds();
  let firstAskCpu = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const term of queries) {
      const started = performance.now();
      const answer = await httpGet(searchUrl(server, term), BROWSER_HEADERS);
      const elapsed = performance.now() - started;
      if (answer.status !== 200) throw new Error(`search '${term}': ${answer.status}`);
      samples.push(elapsed);
      if (pass === 0) firstAsk.push(elapsed);
    }
    if (pass === 0) firstAskCpu = server.cpuSeconds() - cpuStart;
  }
  const cpu = server.cpuSeconds() - cpuStart;
  return {
    ...percentiles(samples),
    firstAsk: percentiles(firstAsk),
    cpuMsPerRequest: round((cpu * 1000) / samples.length, 3),
    firstAskCpuMsPerRequest: round((firstAskCpu * 1000) / firstAsk.length, 3),
    fresh: { ...percentiles(fresh), cpuMsPerRequest: round((freshCpu * 1000) / Math.max(1, fresh.length), 3) },
    warmUpRequests,
  };
}
