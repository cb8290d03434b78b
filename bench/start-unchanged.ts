/**
 * docs/performance.md, builds: `npm start` with nothing changed since the last build, as an author or operator runs it
 * again. Each start is `npm start` on a free port, timed from the spawn to the health endpoint (`hrefOf('/healthz')`) answering 200
 * (asked every 20 ms); the whole process group (npm, `dsp serve`, its build and the server) is then stopped before
 * the next start. The bench runs it right after its own `npm run build`, so every build step should be skipped.
 *
 *   node scripts/run-ts.mjs bench/start-unchanged.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { hrefOf } from '../core/site/addresses';
import { RUNS } from './bench-config';
import { round, spread, type Spread } from './stats';

export interface StartUnchanged {
  readonly runs: number;
  /** From the spawn of `npm start` to the health endpoint's first 200. */
  readonly healthySeconds: Spread;
  /** The build steps that ran rather than being skipped, per start (`build: <step> (<s> s)` lines): none when nothing changed. */
  readonly rebuilt: readonly (readonly string[])[];
}

const HEALTH = hrefOf('/healthz');
/** A start that rebuilds everything takes over a minute on this machine: past this it is reported as failed. */
const START_TIMEOUT_MS = 180_000;
const POLL_MS = 20;
/** How long the group has to stop on SIGTERM before it is killed. */
const STOP_WAIT_MS = 5_000;

/** A port nothing listens on now: the kernel's pick for port 0, released again. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, rejectPort) => {
    const server = createServer();
    server.once('error', rejectPort);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolvePort(address.port) : rejectPort(new Error('no port'))));
    });
  });
}

const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops every process of the group the child leads: SIGTERM, then SIGKILL after STOP_WAIT_MS. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; waited < STOP_WAIT_MS; waited += 50) {
    if (!groupAlive(pid)) return;
    await sleep(50);
  }
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

async function healthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}${HEALTH}`);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function startOnce(): Promise<{ seconds: number; rebuilt: string[] }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output = { text: '' };
  const started = performance.now();
  // Its own process group, so the build and the server it starts are stopped with it.
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const keep = (chunk: Buffer) => {
    output.text = (output.text + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    for (;;) {
      if (await healthy(origin))
        return {
          seconds: (performance.now() - started) / 1000,
          rebuilt: [...output.text.matchAll(/^build: (\S+ \([\d.]+ s\))$/gm)].map((match) => match[1]!),
        };
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before ${HEALTH} answered:\n${output.text}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(`${HEALTH} did not answer 200 within ${START_TIMEOUT_MS / 1000} s of npm start:\n${output.text}`);
      await sleep(POLL_MS);
    }
  } finally {
    await stopGroup(child);
  }
}

export async function measureStartUnchanged(log: (line: string) => void, runs: number = RUNS.startUnchanged): Promise<StartUnchanged> {
  const seconds: number[] = [];
  const rebuilt: string[][] = [];
  for (let run = 1; run <= runs; run++) {
    const start = await startOnce();
    seconds.push(start.seconds);
    rebuilt.push(start.rebuilt);
    log(
      `  npm start, nothing changed, run ${run}/${runs}: ${HEALTH} answered 200 after ${round(start.seconds, 2)} s; rebuilt: ${start.rebuilt.join(', ') || 'nothing'}`,
    );
  }
  return { runs, healthySeconds: spread(seconds, 2), rebuilt };
}

if (process.argv[1]?.endsWith('start-unchanged.mjs')) {
  const result = await measureStartUnchanged((line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
