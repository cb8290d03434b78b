/**
 * Debian's nginx in front of the replicas, configured from
 * deploy/nginx.conf.template with the placeholders filled in. It runs in
 * the foreground as a child of the test, with its pid file, temporary
 * folders and logs in a folder of its own, on 127.0.0.1 and a free port.
 * Its access log (the template's JSON format) says, per request, which
 * replicas were tried and whether the answer went out complete.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../support/real-portal';
import { waitFor } from './wait-for';

export const NGINX = '/usr/sbin/nginx';
export const TEMPLATE = join(ROOT, 'deploy/nginx.conf.template');
/** Each replica's line in the upstream, as docs/deploy.md recommends. */
export const UPSTREAM_SERVER_OPTIONS = 'max_fails=3 fail_timeout=5s';

export interface NginxLogLine {
  /** When nginx finished with the request, in seconds since 1970 (millisecond resolution). */
  readonly msec: number;
  readonly status: number;
  /** 'OK' when the whole answer went out. */
  readonly completion: string;
  readonly method: string;
  readonly uri: string;
  /** e.g. '127.0.0.1:40001, 127.0.0.1:40002' when the first replica failed. */
  readonly upstream: string;
  /** e.g. '502, 200'. */
  readonly upstreamStatus: string;
}

export interface Nginx {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  readonly port: number;
  readonly accessLog: () => NginxLogLine[];
  readonly errorLog: () => string;
  readonly stop: () => Promise<void>;
}

export interface NginxSettings {
  readonly replicaPorts: readonly number[];
  /** Peers whose X-Forwarded-For nginx believes (set_real_ip_from). */
  readonly realIpFrom: readonly string[];
  readonly assetsDir: string;
  /** Changes the filled template before nginx reads it (a test's shorter timeout); the template itself as shipped when absent. */
  readonly edit?: (config: string) => string;
}

/** Fills every {{NAME}} of the template; a placeholder without a value, or a value without a placeholder, is an error. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const unused = new Set(Object.keys(values));
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${TEMPLATE}: no value for {{${name}}}`);
    unused.delete(name);
    return value;
  });
  if (unused.size > 0) throw new Error(`${TEMPLATE}: no placeholder for ${[...unused].join(', ')}`);
  return filled;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolveAccepts) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolveAccepts(true);
    });
    socket.once('error', () => resolveAccepts(false));
  });
}

export async function startNginx(settings: NginxSettings): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: the deploy tests need Debian's nginx (apt-get update && apt-get install -y nginx; .ci/run does this)`,
    );
  }
  const stateDir = mkdtempSync(join(tmpdir(), 'harbor-nginx-'));
  const port = await freePort();
  const filled = fillTemplate(readFileSync(TEMPLATE, 'utf8'), {
    LISTEN: `127.0.0.1:${port}`,
    REPLICAS: settings.replicaPorts.map((replica) => `server 127.0.0.1:${replica} ${UPSTREAM_SERVER_OPTIONS};`).join('\n    '),
    PROXY_BIND: '127.0.0.1',
    REAL_IP_FROM: settings.realIpFrom.map((cidr) => `set_real_ip_from ${cidr};`).join('\n  '),
    ASSETS_DIR: `${settings.assetsDir}/`,
    STATE_DIR: stateDir,
  });
  const config = settings.edit === undefined ? filled : settings.edit(filled);
  const configFile = join(stateDir, 'nginx.conf');
  writeFileSync(configFile, config);
  for (const folder of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(stateDir, folder));
  // As root (CI), workers would run as nobody and could read neither the temporary build nor this folder.
  const global = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  const errorFile = join(stateDir, 'error.log');
  const child: ChildProcess = spawn(NGINX, ['-p', stateDir, '-c', configFile, '-e', errorFile, '-g', global], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const errorLog = () => (existsSync(errorFile) ? readFileSync(errorFile, 'utf8') : '') + output;
  try {
    await waitFor(`nginx to accept connections on port ${port}`, async () => child.exitCode === null && (await accepts(port)));
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`nginx did not start on port ${port}: ${errorLog()}`, { cause: error });
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    errorLog,
    accessLog: () =>
      readFileSync(join(stateDir, 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as NginxLogLine),
    stop: async () => {
      // SIGTERM: the master stops its workers and exits (SIGKILL would leave the workers behind).
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
