/**
 * Server throughput as readers pay for it: autocannon, in the bench process,
 * sending a browser's `Accept-Encoding: gzip, deflate, br`, against the real
 * portal server and three baselines in child processes, each on 127.0.0.1.
 * The portal's pages are set against its own health endpoint (the cost of a
 * request that does nothing) and against the same page's brotli bytes served
 * by a production static file server from disk (what a static docs site would
 * give), by Hono from memory (the ceiling of this stack) and by node:http.
 * Every target is hit by the same client with the same connections; runs are
 * interleaved across targets, so a noisy moment of the machine falls on all.
 * A mistyped path is measured beside the pages: its 404 is kept per path and
 * reader kind (server/page-route.ts), so asked again it should cost what a
 * cached page costs.
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HEALTH_PATH, hrefOf } from '../core/site/addresses';
import { BROWSER_HEADERS, PAGES, RUN_DIR, RUNS, SEARCH_LIMIT, SEARCH_PATH } from './bench-config';
import { startBaselineServer, type ChildServer } from './child-server';
import { fetchOk, httpGet } from './http-get';
import { round, spread, type Spread } from './stats';

export interface ThroughputTarget {
  readonly name: string;
  readonly label: string;
  readonly url: string;
  readonly requestsPerSecond: Spread;
  readonly p50Ms: Spread;
  readonly p99Ms: Spread;
  /** Median requests per second over the ceiling's median. */
  readonly toCeiling: number;
  /** Median requests per second over the portal's own health endpoint's median. */
  readonly toHealth: number;
  /** Median requests per second over the static file server's median. */
  readonly toStatic: number;
  /** Share of one core the server used while measured: near 100 % means the server, not the client, set the pace. */
  readonly serverCpuPercent: Spread;
  /** Server CPU time per request: what a request costs the server, whoever set the pace. */
  readonly cpuMsPerRequest: Spread;
  /** The ceiling's CPU time per request over this target's (1 = as cheap as the constant string). */
  readonly cpuToCeiling: number;
  readonly failures: number;
}

export interface ThroughputResult {
  readonly connections: number;
  readonly seconds: number;
  readonly runs: number;
  readonly pageBytes: number;
  readonly targets: readonly ThroughputTarget[];
}

/** A mistyped component page: a path readers do get wrong. */
export const NOT_FOUND_PATH = hrefOf('/components/buton-design');

export async function measureThroughput(portal: ChildServer, log: (line: string) => void): Promise<ThroughputResult> {
  // The baselines serve exactly the bytes the portal sends a browser for the component page.
  const html = await fetchOk(`${portal.origin}${PAGES.component}`);
  const pageFolder = join(RUN_DIR, 'static-page');
  mkdirSync(pageFolder, { recursive: true });
  writeFileSync(join(pageFolder, 'page.html'), html);
  writeFileSync(join(pageFolder, 'page.html.br'), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(pageFolder, 'page.html.gz'), gzipSync(html, { level: 9 }));
  const hono = await startBaselineServer('hono', pageFolder);
  const node = await startBaselineServer('node', pageFolder);
  const staticFiles = await startBaselineServer('static', pageFolder);
  try {
    const targets = [
      { name: 'component', label: 'SSR component design page', url: `${portal.origin}${PAGES.component}`, server: portal },
      { name: 'code', label: 'SSR code page (6 code blocks)', url: `${portal.origin}${PAGES.code}`, server: portal },
      {
        name: 'search',
        label: "search API ('button', limit 101)",
        url: `${portal.origin}${SEARCH_PATH}?term=button&limit=${SEARCH_LIMIT}`,
        server: portal,
      },
      {
        name: 'not-found',
        label: '404 page (a mistyped path, asked again)',
        url: `${portal.origin}${NOT_FOUND_PATH}`,
        server: portal,
        status: 404,
      },
      { name: 'health', label: `the portal's ${HEALTH_PATH}`, url: `${portal.origin}${HEALTH_PATH}`, server: portal },
      {
        name: 'static',
        label: 'static: serveStatic, precompressed page from disk',
        url: `${staticFiles.origin}${PAGES.component}`,
        server: staticFiles,
      },
      { name: 'ceiling', label: 'ceiling: Hono, constant brotli bytes', url: `${hono.origin}${PAGES.component}`, server: hono },
      { name: 'floor', label: 'runtime: node:http, constant brotli bytes', url: `${node.origin}${PAGES.component}`, server: node },
    ];
    for (const target of targets) {
      const expected = 'status' in target ? target.status : 200;
      const { status } = await httpGet(target.url, BROWSER_HEADERS);
      if (status !== expected) throw new Error(`GET ${target.url}: ${status}, where the bench expects ${expected}`);
    }
    const samples = new Map(
      targets.map((target) => [
        target.name,
        { rps: [] as number[], p50: [] as number[], p99: [] as number[], cpu: [] as number[], cpuPerRequest: [] as number[], failures: 0 },
      ]),
    );
    for (const target of targets)
      await autocannon({
        url: target.url,
        headers: BROWSER_HEADERS,
        connections: RUNS.connections,
        duration: RUNS.throughputWarmupSeconds,
      });
    for (let run = 1; run <= RUNS.throughput; run++) {
      for (const target of targets) {
        const cpuBefore = target.server.cpuSeconds();
        const result = await autocannon({
          url: target.url,
          headers: BROWSER_HEADERS,
          connections: RUNS.connections,
          duration: RUNS.throughputSeconds,
        });
        const sample = samples.get(target.name)!;
        const cpuSeconds = target.server.cpuSeconds() - cpuBefore;
        sample.cpu.push((cpuSeconds / (result.duration || RUNS.throughputSeconds)) * 100);
        sample.cpuPerRequest.push((cpuSeconds * 1000) / Math.max(1, result.requests.total));
        sample.rps.push(result.requests.average);
        sample.p50.push(result.latency.p50);
        sample.p99.push(result.latency.p99);
        // The 404 target answers 404 on purpose: only errors and timeouts are its failures.
        sample.failures += result.errors + result.timeouts + ('status' in target ? 0 : result.non2xx);
        log(
          `  throughput run ${run}/${RUNS.throughput} ${target.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, server CPU ${Math.round(sample.cpu[sample.cpu.length - 1]!)} %`,
        );
      }
    }
    const ceiling = spread(samples.get('ceiling')!.rps).median;
    const health = spread(samples.get('health')!.rps).median;
    const staticRps = spread(samples.get('static')!.rps).median;
    const ceilingCpu = spread(samples.get('ceiling')!.cpuPerRequest, 3).median;
    return {
      connections: RUNS.connections,
      seconds: RUNS.throughputSeconds,
      runs: RUNS.throughput,
      pageBytes: Buffer.byteLength(html),
      targets: targets.map(({ server: _server, ...named }) => {
        const { status: _status, ...target } = { status: 200, ...named };
        const sample = samples.get(target.name)!;
        const requestsPerSecond = spread(sample.rps, 0);
        return {
          ...target,
          serverCpuPercent: spread(sample.cpu, 0),
          cpuMsPerRequest: spread(sample.cpuPerRequest, 3),
          cpuToCeiling: round(ceilingCpu / spread(sample.cpuPerRequest, 3).median, 2),
          requestsPerSecond,
          p50Ms: spread(sample.p50),
          p99Ms: spread(sample.p99),
          toCeiling: round(requestsPerSecond.median / ceiling, 2),
          toHealth: round(requestsPerSecond.median / health, 2),
          toStatic: round(requestsPerSecond.median / staticRps, 2),
          failures: sample.failures,
        };
      }),
    };
  } finally {
    await Promise.all([hono.stop(), node.stop(), staticFiles.stop()]);
  }
}
