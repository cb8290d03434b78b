/**
 * docs/performance.md, memory: the portal server's RSS once it has listened
 * and been idle for a second, again after 10,000 mixed requests (read the same
 * way), and after 10,000 more: every sample after the same idle second, so the
 * garbage of loading the content is collected before the first one as the
 * requests' is before the others (read right at 'listening', the start figure
 * moved between 90 and 111 MB from run to run, after it 86-93 MB). The budget compares the
 * first two; the second phase shows whether memory keeps growing (a leak) or
 * has levelled off. Each run on a fresh server. The mix is what a day
 * of readers looks like: every known route (the popular ones more often),
 * page data for client navigation, searches, some unknown paths, and readers
 * of every kind — anonymous, authorized (internal address), dark and Lakeside
 * themes, dev mode — each with a browser's Accept-Encoding, as every HTTP
 * figure of the bench is taken (bench-config.ts BROWSER_HEADERS).
 */
import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEV_MODE_COOKIE_NAME, DEV_MODE_ON, THEME_COOKIE_NAME } from '../core/cookies/preference-cookies';
import { hrefOf } from '../core/site/addresses';
import { BROWSER_HEADERS, RUNS, SEARCH_LIMIT, SEARCH_PATH } from './bench-config';
import { startPortalServer } from './child-server';
import { SHIPPED_QUERIES } from './search-queries';
import { mb, round, spread, type Spread } from './stats';
import { SCHEDULE, type TimeBudget } from './time-budget';

export interface MemoryResult {
  /** Requests per phase. */
  readonly requests: number;
  readonly runs: number;
  readonly startMb: Spread;
  readonly afterMb: Spread;
  readonly afterSecondMb: Spread;
  /** From start to after the first phase (the budget). */
  readonly growthPercent: Spread;
  /** From after the first phase to after the second. */
  readonly steadyGrowthPercent: Spread;
  readonly failures: number;
}

const READERS: readonly Record<string, string>[] = [
  {},
  {},
  {},
  { 'x-forwarded-for': '10.20.30.40' },
  { cookie: `${THEME_COOKIE_NAME}=dark` },
  { cookie: `${THEME_COOKIE_NAME}=lakeside-light` },
  { cookie: `${DEV_MODE_COOKIE_NAME}=${DEV_MODE_ON}`, 'x-forwarded-for': '10.20.30.40' },
];

/**
 * A fixed, varied list of requests (the same every run). autocannon sends the
 * list in order on each connection, so it is as long as one connection's share.
 */
export function mixedRequests(routes: readonly string[]): { path: string; headers: Record<string, string> }[] {
  const requests: { path: string; headers: Record<string, string> }[] = [];
  for (let i = 0; i < RUNS.memoryRequests / RUNS.connections; i++) {
    const headers = { ...BROWSER_HEADERS, ...READERS[(i * 5) % READERS.length]! };
    // Popular pages more often: the index is skewed towards the start of the list.
    const route = routes[Math.floor(routes.length * ((i * 0.618_034) % 1) ** 2)]!;
    const page = hrefOf(route);
    const kind = i % 10;
    if (kind < 6) requests.push({ path: page, headers });
    else if (kind < 8)
      requests.push({
        path: `${SEARCH_PATH}?${new URLSearchParams({ term: SHIPPED_QUERIES[i % SHIPPED_QUERIES.length]!, limit: String(SEARCH_LIMIT) })}`,
        headers,
      });
    else if (kind < 9) requests.push({ path: `${page}.json`, headers });
    else requests.push({ path: hrefOf(`/no-such-page-${i}`), headers });
  }
  return requests;
}

export async function measureMemory(
  dataDir: string,
  routes: readonly string[],
  log: (line: string) => void,
  budget: TimeBudget,
): Promise<MemoryResult> {
  const requests = mixedRequests(routes);
  const start: number[] = [];
  const after: number[] = [];
  const afterSecond: number[] = [];
  let failures = 0;
  const phase = async (origin: string) => {
    const result = await autocannon({ url: origin, connections: RUNS.connections, amount: RUNS.memoryRequests, requests });
    // The unknown paths answer 404 on purpose; only errors and timeouts count as failures.
    failures += result.errors + result.timeouts;
    await sleep(1_000);
  };
  for (let run = 1; run <= RUNS.memory; run++) {
    if (run > 1 && !budget.allows(`memory, run ${run}`, SCHEDULE.memoryRun)) break;
    const server = await startPortalServer({ dataDir, name: `memory-${run}` });
    try {
      await sleep(1_000);
      start.push(server.rss());
      await phase(server.origin);
      after.push(server.rss());
      await phase(server.origin);
      afterSecond.push(server.rss());
      log(
        `  memory run ${run}/${RUNS.memory}: ${mb(start[run - 1]!)} MB at start, ${mb(after[run - 1]!)} MB after ${RUNS.memoryRequests} requests, ${mb(afterSecond[run - 1]!)} MB after ${2 * RUNS.memoryRequests}`,
      );
    } finally {
      await server.stop();
    }
  }
  const growth = (from: readonly number[], to: readonly number[]) =>
    spread(to.map((bytes, i) => round(((bytes - from[i]!) / from[i]!) * 100, 1)));
  return {
    requests: RUNS.memoryRequests,
    runs: start.length,
    startMb: spread(start.map((bytes) => bytes / 1024 / 1024)),
    afterMb: spread(after.map((bytes) => bytes / 1024 / 1024)),
    afterSecondMb: spread(afterSecond.map((bytes) => bytes / 1024 / 1024)),
    growthPercent: growth(start, after),
    steadyGrowthPercent: growth(after, afterSecond),
    failures,
  };
}
