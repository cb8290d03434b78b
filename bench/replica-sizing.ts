/**
 * Sizing figures for the "Deploying" section of docs/deploy.md (`npm run
 * bench:replica`, after `npm run build`): one replica of the production
 * build (dist/server/main.js over .data, started as in production), loaded
 * with autocannon on one page and on one search. Throughput is given per core
 * as requests per second of the server's own CPU time (user + system from
 * /proc), so the figure holds on a machine shared with the load generator and
 * other work; memory is the replica's RSS at rest and under load.
 */
import autocannon from 'autocannon';
import { mkdirSync } from 'node:fs';
import { DEFAULT_DATA_DIR } from '../core/content/build-output';
import { PAGES, RUN_DIR, SEARCH_LIMIT, SEARCH_PATH } from './bench-config';
import { startPortalServer } from './child-server';
import { fetchOk } from './http-get';

const SECONDS = Number(process.env['SIZING_SECONDS'] ?? 10);
const RUNS = 3;
const CONNECTIONS = 10;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

mkdirSync(RUN_DIR, { recursive: true });
const server = await startPortalServer({ dataDir: DEFAULT_DATA_DIR, name: 'replica-sizing' });
try {
  // Browsers ask for gzip, which the replica then spends CPU on; without it, as the bench's throughput figures are taken.
  const gzip = { 'accept-encoding': 'gzip' };
  const targets = [
    { name: 'page (component design page), gzip', url: `${server.origin}${PAGES.component}`, headers: gzip },
    { name: 'page (component design page), plain', url: `${server.origin}${PAGES.component}`, headers: {} },
    { name: 'page (code page), gzip', url: `${server.origin}${PAGES.code}`, headers: gzip },
    { name: "search ('button', limit 101), gzip", url: `${server.origin}${SEARCH_PATH}?term=button&limit=${SEARCH_LIMIT}`, headers: gzip },
  ];
  for (const target of targets) await fetchOk(target.url);
  const rssAtRest = server.rss();
  for (const target of targets) await autocannon({ url: target.url, headers: target.headers, connections: CONNECTIONS, duration: 3 });
  const rssSamples: number[] = [];
  const sampler = setInterval(() => rssSamples.push(server.rss()), 500);
  for (const target of targets) {
    const perCore: number[] = [];
    let failures = 0;
    for (let run = 0; run < RUNS; run++) {
      const cpuBefore = server.cpuSeconds();
      const result = await autocannon({ url: target.url, headers: target.headers, connections: CONNECTIONS, duration: SECONDS });
      perCore.push(result.requests.total / (server.cpuSeconds() - cpuBefore));
      failures += result.errors + result.non2xx;
    }
    console.log(
      `${target.name}: ${Math.round(median(perCore))} req/s per core (runs: ${perCore.map(Math.round).join(', ')}), ${failures} failures`,
    );
  }
  clearInterval(sampler);
  console.log(
    `memory: RSS ${mb(rssAtRest)} MB at rest after start, ${mb(median(rssSamples))} MB median under load, ${mb(Math.max(...rssSamples))} MB peak`,
  );
} finally {
  await server.stop();
}
