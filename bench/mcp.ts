/**
 * `npm run bench:mcp`: bench/mcp-latency.ts against the portal started in
 * this process over the folder `npm run build:content` wrote, for a quick
 * look without the whole `npm run bench`. Client and server share one
 * process here, so both columns pay for both sides alike.
 */
import { DEFAULT_DATA_DIR } from '../core/content/build-output';
import { parseServerConfig } from '../server/config';
import { silentLog } from '../server/server-log';
import { startServer } from '../server/start-server';
import { measureMcp } from './mcp-latency';
import { SHIPPED_QUERIES } from './search-queries';

const PASSES = Number(process.env.PASSES ?? 5);
const config = parseServerConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: process.env.DATA_DIR ?? DEFAULT_DATA_DIR,
  NODE_ENV: 'production',
});
if (!config.ok) throw new Error(config.issues.map((issue) => issue.message).join('\n'));
// No page is asked for: the viewer's renderer (and the component package it loads) stays out of this script.
const render = () => Promise.reject(new Error('bench:mcp renders no pages'));
const started = await startServer({ config: config.value, render, log: silentLog });
if (!started.ok) throw new Error(started.issues.map((issue) => issue.message).join('\n'));
try {
  const figures = await measureMcp({ origin: new URL(started.value.url).origin }, SHIPPED_QUERIES, PASSES);
  const row = (label: string, p: { p50: number; p95: number; samples: number }) =>
    `${label.padEnd(34)} p50 ${p.p50.toFixed(2).padStart(7)} ms   p95 ${p.p95.toFixed(2).padStart(7)} ms   (${p.samples} calls)`;
  process.stderr.write(
    [
      row('search API, first ask (GET)', figures.apiFirstAsk),
      row('search, raw JSON-RPC POST', figures.rawSearch!),
      row('search, SDK client', figures.mcpSearch),
      row('get_component, raw JSON-RPC POST', figures.rawGetComponent!),
      row('get_component, SDK client', figures.mcpGetComponent),
      `The server adds to a search: p50 ${figures.serverAddedMsP50} ms, p95 ${figures.serverAddedMsP95} ms (goal: at most 1 ms at p50)`,
      `Query by query in the first pass (raw minus API, median): ${figures.serverAddedPairedMsP50} ms`,
      `As the SDK client sees it: p50 ${figures.addedMsP50} ms, p95 ${figures.addedMsP95} ms`,
      '',
    ].join('\n'),
  );
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  await started.value.close();
}
