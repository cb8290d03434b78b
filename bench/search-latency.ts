/**
 * Search over HTTP as the overlay pays for it: the fixed queries, one request
 * at a time over one keep-alive connection to the running portal, limit 101,
 * an anonymous reader, a browser's Accept-Encoding. Round-trip time measured
 * by the client; server CPU read from /proc around the passes.
 *
 * The server keeps answers per query (server/search-route.ts), so the first
 * pass over the queries is reported on its own ("first ask": the engine,
 * highlights, excerpts, JSON and compression every time) beside all passes
 * together (what a stream of readers asking the same things costs).
 */
import { BROWSER_HEADERS, SEARCH_LIMIT, SEARCH_PATH } from './bench-config';
import type { ChildServer } from './child-server';
import { httpGet } from './http-get';
import { percentiles, round, type Percentiles } from './stats';

export interface HttpSearchFigures extends Percentiles {
  /** The first pass only: every query asked for the first time. */
  readonly firstAsk: Percentiles;
  /** Server CPU time per request over all passes, and over the first pass. */
  readonly cpuMsPerRequest: number;
  readonly firstAskCpuMsPerRequest: number;
}

export async function measureHttpSearch(server: ChildServer, queries: readonly string[], passes: number): Promise<HttpSearchFigures> {
  const url = (term: string) => `${server.origin}${SEARCH_PATH}?${new URLSearchParams({ term, limit: String(SEARCH_LIMIT) })}`;
  // Warm the route (JIT, connection) with queries that are not in the set.
  for (const term of ['warm-up-one', 'warm-up-two', 'warm-up-three']) {
    const answer = await httpGet(url(term), BROWSER_HEADERS);
    if (answer.status !== 200) throw new Error(`search '${term}': ${answer.status} ${answer.body.toString('utf8')}`);
  }
  const samples: number[] = [];
  const firstAsk: number[] = [];
  const cpuStart = server.cpuSeconds();
  let firstAskCpu = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const term of queries) {
      const started = performance.now();
      const answer = await httpGet(url(term), BROWSER_HEADERS);
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
  };
}
