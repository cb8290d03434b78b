/**
 * Servers under test as child processes (docs/performance.md): the real portal,
 * `dist/server/main.js` on 127.0.0.1 port 0 with NODE_ENV=production (its
 * JSON log lines, one per request, go to a file, as they would go to a log
 * collector), and the two baselines of bench/baseline-server.mjs. The bench
 * process is the client, so client and server each have a core of their own.
 * RSS and CPU time are read from /proc (Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_BUNDLE } from '../core/content/build-output';
import { SERVER_NODE_ARGS, serverEnv } from '../server/process-options';
import { RUN_DIR } from './bench-config';

export interface ChildServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  readonly pid: number;
  /** Resident set size now, in bytes. */
  readonly rss: () => number;
  /** CPU time used so far (user + system), in seconds. */
  readonly cpuSeconds: () => number;
  readonly stop: () => Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

export function cpuSecondsOf(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolveStopped) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolveStopped();
      child.once('exit', () => resolveStopped());
      child.kill('SIGTERM');
    });
}

/** Starts the built portal server on a free port and waits for its 'listening' log line. */
export async function startPortalServer(options: {
  dataDir: string;
  name: string;
  env?: Record<string, string>;
  nodeArgs?: readonly string[];
  /** The server bundle to run; dist/server/main.js unless told (bench/search-http.ts compares two). */
  entry?: string;
}): Promise<ChildServer> {
  const logFile = join(RUN_DIR, `server-${options.name}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? []), options.entry ?? SERVER_BUNDLE], {
    env: {
      ...serverEnv(process.env),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      NODE_ENV: 'production',
      BUILD_VERSION: 'merge_bench',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal server exited with ${child.exitCode}; see ${logFile}`);
    const listening = readFileSync(logFile, 'utf8')
      .split('\n')
      .find((line) => line.includes('"msg":"listening"'));
    if (listening !== undefined) {
      const url = new URL((JSON.parse(listening) as { url: string }).url);
      return {
        origin: url.origin,
        pid: child.pid!,
        rss: () => rssOf(child.pid!),
        cpuSeconds: () => cpuSecondsOf(child.pid!),
        stop: stopper(child),
      };
    }
    if (Date.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGTERM');
      throw new Error(`the portal server did not listen within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
    }
    await sleep(50);
  }
}

/** Starts a baseline server ('hono': the ceiling, 'node': plain node:http) serving `htmlFile` for every request. */
export type BaselineKind = 'hono' | 'node' | 'static';

/** A baseline serving the files of `pageFolder` (bench/baseline-server.mjs says which kind does what). */
export async function startBaselineServer(kind: BaselineKind, pageFolder: string): Promise<ChildServer> {
  const child = spawn(process.execPath, ['bench/baseline-server.mjs', kind, pageFolder], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolvePort, rejectPort) => {
    child.once('exit', (code) => rejectPort(new Error(`baseline server ${kind} exited with ${code}`)));
    lines.once('line', (line) => resolvePort((JSON.parse(line) as { port: number }).port));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    rss: () => rssOf(child.pid!),
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    stop: stopper(child),
  };
}
