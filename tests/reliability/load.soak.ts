/**
 * Reliability test 5 (docs/reliability.md), load and soak (`npm run test:soak`, not in `npm test`): the
 * built server bundle (dist/server/main.js, NODE_ENV=production) runs as a
 * child process over the shipped content, so client and server each have a
 * core. autocannon holds 100 connections for SOAK_SECONDS (default 60) on a
 * mix of pages, page data, searches, an asset, a private page (403 for an
 * anonymous reader, 200 for an authorized one) and a 404: no connection
 * error, no timeout, every answer the status meant for its request; p99 is
 * reported and the server's RSS (medians of 15 one-second samples) may grow
 * by less than 20 % from the end of a 30 s warm-up to the end of the soak.
 * Then SIGTERM while keep-alive load runs: requests the server has begun
 * receiving are answered completely, busy keep-alive connections are closed
 * after their next answer (not cut at the end of the grace period), new
 * connections are refused, and the process exits 0 within 5 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE as SERVER_BUNDLE_PATH } from '../../core/content/build-output';
import { CONDITION_TIMEOUT_MS } from '../support/condition-timeout';
import { buildPortalFiles, removePortalFiles, ROOT, type PortalFiles } from '../support/real-portal';

const SOAK_SECONDS = Number(process.env['SOAK_SECONDS'] ?? 60);
const WARM_UP_SECONDS = 30;
/** RSS is sampled once a second; growth compares the medians of the last WINDOW samples of warm-up and of the soak (one sample swings by 10-20 % with each major GC). */
const RSS_WINDOW = 15;
const CONNECTIONS = 100;
const MAX_RSS_GROWTH = 0.2;
const SERVER_BUNDLE = join(ROOT, SERVER_BUNDLE_PATH);
/** Longer than the server's 10 s shutdown grace period. */
const SHUTDOWN_LOAD_SECONDS = 15;

// ---- autocannon 9 (no types shipped): the part used here ----
interface AutocannonRequest {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly onResponse?: (status: number, body: string) => void;
}
interface Histogram {
  readonly average: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}
interface AutocannonResult {
  readonly requests: Histogram & { readonly total: number };
  readonly latency: Histogram;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly statusCodeStats: Record<string, { count: number }>;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  overallRate?: number;
  requests: readonly AutocannonRequest[];
}) => Promise<AutocannonResult>;

let files: PortalFiles;
let child: ChildProcess;
let origin: string;
let output = '';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function rssOf(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

beforeAll(async () => {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build:server\` (npm run test:soak does)`);
  files = await buildPortalFiles();
  // The server serves dist/client relative to its working folder.
  const cwd = join(files.workDir, 'run');
  mkdirSync(join(cwd, 'dist'), { recursive: true });
  symlinkSync(files.clientDir, join(cwd, 'dist/client'));
  // A test system: its authorized readers below use the test cookie (SPEC §6 rule 3), which production turns off unless told.
  child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: files.dataDir,
      NODE_ENV: 'production',
      BUILD_VERSION: 'soak',
      TEST_COOKIE_ACCESS: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((resolveOrigin, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /"msg":"listening","url":"(http:[^"]+)"/.exec(output)?.[1];
      if (url !== undefined) resolveOrigin(new URL(url).origin);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited early with ${code}: ${output.slice(-2000)}`)));
  });
  // Keep only the tail of the access log in memory.
  child.stdout?.on('data', () => {
    if (output.length > 1_000_000) output = output.slice(-100_000);
  });
}, 180_000);

afterAll(() => {
  if (child !== undefined && child.exitCode === null) child.kill('SIGKILL');
  if (files !== undefined) removePortalFiles(files);
});

interface Mix {
  readonly requests: AutocannonRequest[];
  /** Request path -> statuses other than the one meant for it. */
  readonly unexpected: Map<string, Map<number, number>>;
}

/** The mix: each request with the status meant for it; anything else is counted as unexpected. */
function mix(): Mix {
  const unexpected = new Map<string, Map<number, number>>();
  const entry = (path: string, status: number, headers?: Record<string, string>): AutocannonRequest => ({
    method: 'GET',
    path,
    ...(headers === undefined ? {} : { headers }),
    onResponse: (actual) => {
      if (actual === status) return;
      const key = `${path}${headers === undefined ? '' : ` ${JSON.stringify(headers)}`} (meant ${status})`;
      const counts = unexpected.get(key) ?? new Map<number, number>();
      counts.set(actual, (counts.get(actual) ?? 0) + 1);
      unexpected.set(key, counts);
    },
  });
  const script = readdirSync(join(files.clientDir, 'assets')).find((name) => name.startsWith('entry-client') && name.endsWith('.js'));
  return {
    unexpected,
    requests: [
      entry('/designsystem', 200),
      entry('/designsystem/components/button-design', 200),
      entry('/designsystem/api/search?term=button&limit=101', 200),
      entry('/designsystem/foundations/colors-code.json', 200),
      entry('/designsystem/api/search?term=navigation%20tabs&limit=101&filter=%2Fcomponents&mode=dev', 200),
      entry('/designsystem/develop/web-performance/inp', 200, { accept: 'application/json' }),
      entry('/designsystem/foundations/logos', 403),
      entry('/designsystem/foundations/logos', 200, { cookie: 'hb-test=1' }),
      entry('/designsystem/api/search?term=logos&limit=101', 200, { cookie: 'hb-test=1' }),
      entry('/designsystem/no-such-page', 404),
      entry(`/designsystem/assets/${script}`, 200),
      entry('/designsystem/api/search?term=&limit=0', 400),
    ],
  };
}

const describeUnexpected = (unexpected: Mix['unexpected']) =>
  [...unexpected].map(([key, counts]) => `${key}: ${[...counts].map(([status, count]) => `${count}x ${status}`).join(', ')}`);

describe('load and soak', () => {
  it(
    `holds ${CONNECTIONS} connections for ${SOAK_SECONDS} s without an error, with every answer as meant, and RSS growing < 20 %`,
    async () => {
      const pid = child.pid ?? 0;
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rssOf(pid)), 1_000);
      const warmUp = mix();
      await autocannon({ url: origin, connections: CONNECTIONS, duration: WARM_UP_SECONDS, timeout: 10, requests: warmUp.requests });
      const rssBefore = median(samples.slice(-RSS_WINDOW));

      samples.length = 0;
      const soak = mix();
      const result = await autocannon({
        url: origin,
        connections: CONNECTIONS,
        duration: SOAK_SECONDS,
        timeout: 10,
        requests: soak.requests,
      });
      clearInterval(sampler);
      const rssAfter = median(samples.slice(-RSS_WINDOW));
      const rssPeak = Math.max(...samples);
      const growth = (rssAfter - rssBefore) / rssBefore;
      const statuses = Object.entries(result.statusCodeStats)
        .map(([status, { count }]) => `${status}: ${count}`)
        .join(', ');
      console.log(
        `load: ${CONNECTIONS} connections for ${SOAK_SECONDS} s, ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), ` +
          `latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
          `errors ${result.errors}, timeouts ${result.timeouts}; statuses ${statuses}; ` +
          `RSS (median of the last ${RSS_WINDOW} s) ${(rssBefore / 2 ** 20).toFixed(0)} MB after warm-up -> ${(rssAfter / 2 ** 20).toFixed(0)} MB at the end (${(growth * 100).toFixed(1)} %), peak ${(rssPeak / 2 ** 20).toFixed(0)} MB`,
      );
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(describeUnexpected(soak.unexpected)).toEqual([]);
      expect(describeUnexpected(warmUp.unexpected)).toEqual([]);
      expect(result.requests.total).toBeGreaterThan(SOAK_SECONDS * 100);
      expect(growth).toBeLessThan(MAX_RSS_GROWTH);
    },
    (SOAK_SECONDS + WARM_UP_SECONDS) * 1000 + 120_000,
  );

  it(
    'on SIGTERM under load answers what it has begun receiving, ends keep-alive, refuses new connections and exits 0 at once',
    async () => {
      const port = Number(new URL(origin).port);
      const load = mix();
      // Steady keep-alive load on 100 connections, below saturation so the server reads new bytes at once;
      // it outlasts the 10 s grace period, so a server that waited for its clients to leave would be cut off.
      let answered = 0;
      const running = autocannon({
        url: origin,
        connections: CONNECTIONS,
        duration: SHUTDOWN_LOAD_SECONDS,
        timeout: 10,
        overallRate: 400,
        requests: load.requests.map((request) => ({
          ...request,
          onResponse: (status: number, body: string) => {
            answered += 1;
            request.onResponse?.(status, body);
          },
        })),
      });
      // Under way: the server has answered a second's worth of the load.
      await expect.poll(() => answered, { timeout: CONDITION_TIMEOUT_MS }).toBeGreaterThanOrEqual(400);

      // In flight for sure: requests whose first bytes the server has read, the rest still to come. A health
      // check answered after they were sent shows the server's event loop has got past reading them.
      const inFlight = await Promise.all(Array.from({ length: 20 }, () => beginRequest(port)));
      expect((await fetch(`${origin}/designsystem/healthz`)).status).toBe(200);
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolveExit) =>
        child.once('exit', (code, signal) => resolveExit({ code, signal, at: performance.now() })),
      );
      const termAt = performance.now();
      child.kill('SIGTERM');
      // The listener closes at once on SIGTERM: a new connection is refused as soon as the signal is handled.
      await expect.poll(() => connectOutcome(port)).toBe('ECONNREFUSED');
      const refused = await connectOutcome(port);
      const answers = await Promise.all(inFlight.map((request) => request.finish()));
      const exit = await exited;
      await running;

      console.log(
        `SIGTERM under load: ${answers.length} requests in flight answered ${answers.map((answer) => answer.status).join('/')}, ` +
          `new connection ${refused}, exit ${exit.code} after ${(exit.at - termAt).toFixed(0)} ms`,
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.complete, 'the whole body arrived').toBe(true);
      }
      expect(refused).toBe('ECONNREFUSED');
      expect(exit).toMatchObject({ code: 0, signal: null });
      // Keep-alive connections are told to close with their next answer, so nothing waits for the grace period.
      expect(exit.at - termAt).toBeLessThan(5_000);
      expect(output).toContain('"msg":"stopped"');
      // Whatever autocannon got an answer to was an answer meant for it (refused connections are not answers).
      expect(describeUnexpected(load.unexpected)).toEqual([]);
    },
    (SHUTDOWN_LOAD_SECONDS + 30) * 1000,
  );
});

/** A GET whose request line and first header are sent now; `finish` sends the rest and reads the answer. */
function beginRequest(port: number): Promise<{ finish: () => Promise<{ status: number; complete: boolean }> }> {
  return new Promise((resolveBegun, reject) => {
    const socket: Socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write('GET /designsystem/components/button-design HTTP/1.1\r\nHost: 127.0.0.1\r\n', () => resolveBegun({ finish }));
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    const ended = new Promise<void>((resolveEnded) => socket.once('close', () => resolveEnded()));
    const finish = async () => {
      socket.write('Connection: close\r\n\r\n');
      await ended;
      const raw = Buffer.concat(chunks);
      const head = raw.subarray(0, raw.indexOf('\r\n\r\n')).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const length = Number(/^content-length: *(\d+)/im.exec(head)?.[1] ?? -1);
      const body = raw.subarray(raw.indexOf('\r\n\r\n') + 4);
      const chunked = /^transfer-encoding: *chunked/im.test(head);
      const complete = chunked ? body.toString('latin1').endsWith('0\r\n\r\n') : body.length === length;
      return { status, complete };
    };
  });
}

/** 'connected', or the error code of a new connection attempt. */
function connectOutcome(port: number): Promise<string> {
  return new Promise((resolveOutcome) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolveOutcome('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolveOutcome(error.code ?? 'error'));
  });
}
