/**
 * README, Performance, search latency over HTTP: the fixed queries, one request at a
 * time over one keep-alive connection to the running portal, as the viewer's
 * overlay asks (limit 101, an anonymous reader), after one warm-up pass.
 * Round-trip time measured by the client: the engine, the API's validation,
 * JSON, gzip-free transfer over loopback.
 */
import { SEARCH_LIMIT, SEARCH_PATH } from './bench-config';
import type { ChildServer } from './child-server';
import { httpGet } from './http-get';
import { percentiles, type Percentiles } from './stats';

export async function measureHttpSearch(server: ChildServer, queries: readonly string[], passes: number): Promise<Percentiles> {
  const url = (term: string) => `${server.origin}${SEARCH_PATH}?${new URLSearchParams({ term, limit: String(SEARCH_LIMIT) })}`;
  for (const term of queries) {
    const answer = await httpGet(url(term));
    if (answer.status !== 200) throw new Error(`search '${term}': ${answer.status} ${answer.body.toString('utf8')}`);
  }
  const samples: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const term of queries) {
      const started = performance.now();
      await httpGet(url(term));
      samples.push(performance.now() - started);
    }
  }
  return percentiles(samples);
}
