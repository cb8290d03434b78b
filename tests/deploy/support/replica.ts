/**
 * One portal replica as it runs in production: `node` with the flags of
 * server/process-options.ts running dist/server/main.js from the production
 * build's folder, NODE_ENV=production, on 127.0.0.1. The first start takes a
 * free port; a restart asks for the same port again, as a service manager
 * restarting a replica behind a fixed upstream list would. Its JSON log lines
 * are parsed as they come, so a test can count the requests it served.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_ARGS, serverEnv } from '../../../server/process-options';
import type { ProductionBuild } from './production-build';

export interface ReplicaSettings {
  readonly build: ProductionBuild;
  readonly dataDir: string;
  readonly buildVersion: string;
  readonly trustedProxies: string;
  /** 0 for a free port. */
  readonly port: number;
}

export interface Replica {
  readonly settings: ReplicaSettings;
  readonly port: number;
  readonly pid: number;
  /** Requests this process has logged, by path. */
  readonly requestsServed: () => number;
  /** The path of every request it logged, in order. */
  readonly requestPaths: () => readonly string[];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The process's log, for a failure message. */
  readonly output: () => string;
  /** Sends the signal and waits for the process to end. */
  readonly stop: (signal: 'SIGTERM' | 'SIGKILL') => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const START_TIMEOUT_MS = 30_000;

export function startReplica(settings: ReplicaSettings): Promise<Replica> {
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS, settings.build.serverBundle], {
    cwd: settings.build.appDir,
    env: serverEnv({
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      PORT: String(settings.port),
      HOST: '127.0.0.1',
      DATA_DIR: settings.dataDir,
      NODE_ENV: 'production',
      BUILD_VERSION: settings.buildVersion,
      TRUSTED_PROXIES: settings.trustedProxies,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let partial = '';
  let served = 0;
  const paths: string[] = [];
  let port = 0;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  return new Promise((resolveStarted, rejectStarted) => {
    const timer = setTimeout(
      () => rejectStarted(new Error(`the replica did not start within ${START_TIMEOUT_MS} ms:\n${tail}`)),
      START_TIMEOUT_MS,
    );
    const onLine = (line: string) => {
      if (line.includes('"msg":"request"')) {
        served += 1;
        const path = /"path":"([^"]*)"/.exec(line)?.[1];
        if (path !== undefined) paths.push(path);
      }
      const listening = /"msg":"listening","url":"http:\/\/127\.0\.0\.1:(\d+)\//.exec(line);
      if (listening?.[1] !== undefined && port === 0) {
        port = Number(listening[1]);
        clearTimeout(timer);
        resolveStarted(replica);
      }
    };
    const onData = (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
      tail = (tail + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      if (port === 0) rejectStarted(new Error(`the replica exited with ${code ?? signal} before listening:\n${tail}`));
    });
    const replica: Replica = {
      settings,
      get port() {
        return port;
      },
      pid: child.pid ?? 0,
      requestsServed: () => served,
      requestPaths: () => paths,
      exited,
      output: () => tail,
      stop: (signal) => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      },
    };
  });
}
