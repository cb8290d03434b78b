/**
 * deploy/nginx.conf.template filled in as docs/deploy.md "Deploying" says, checked by
 * Debian's nginx itself (`nginx -t`): for readers connecting directly and
 * behind a load balancer, with the replica lines docs/deploy.md gives. And the
 * settings whose effect no request through a running nginx shows quickly:
 * upstream keep-alive closed before a replica closes its side, health counts
 * shared by the workers, retries for idempotent requests only, every timeout
 * set. And, through a running nginx in front of stand-in replicas (plain
 * sockets that answer at once, fail or never answer), that a request that
 * timed out is not sent to the next replica while one that failed is
 * (docs/deploy.md, Request budgets). What the other settings do is proven
 * through a running nginx in replicas-behind-nginx.test.ts and
 * replica-lifecycle.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_LIMITS } from '../../server/start-server';
import { ask } from './support/http';
import { fillTemplate, NGINX, startNginx, TEMPLATE, UPSTREAM_SERVER_OPTIONS } from './support/nginx';

const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The template with docs/deploy.md's example values, in a state folder of its own; `overrides` replaces some. */
function filled(overrides: Readonly<Record<string, string>> = {}): { config: string; stateDir: string; file: string } {
  const stateDir = mkdtempSync(join(tmpdir(), 'harbor-nginx-t-'));
  made.push(stateDir);
  mkdirSync(join(stateDir, 'assets'));
  const config = fillTemplate(readFileSync(TEMPLATE, 'utf8'), {
    LISTEN: '127.0.0.1:8080',
    REPLICAS: [3001, 3002, 3003].map((port) => `server 127.0.0.1:${port} ${UPSTREAM_SERVER_OPTIONS};`).join(' '),
    PROXY_BIND: '127.0.0.1',
    REAL_IP_FROM: '',
    ASSETS_DIR: `${join(stateDir, 'assets')}/`,
    STATE_DIR: stateDir,
    ...overrides,
  });
  const file = join(stateDir, 'nginx.conf');
  writeFileSync(file, config);
  return { config, stateDir, file };
}

/** `nginx -t` on a filled configuration: its exit code and what it printed. */
function nginxTest({ stateDir, file }: { stateDir: string; file: string }): { code: number | null; output: string } {
  const run = spawnSync(NGINX, ['-t', '-p', stateDir, '-c', file, '-e', join(stateDir, 'error.log')], { encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A block's text without comments, e.g. `upstream harbor` (the template's blocks named here hold no nested block). */
function block(config: string, header: string): string {
  const text = config.replace(/#.*$/gm, '');
  const start = text.indexOf(`${header} {`);
  if (start < 0) throw new Error(`no '${header} {' block in the filled template`);
  return text.slice(start, text.indexOf('}', start));
}

/** A directive's arguments in a block, or undefined when the block does not set it. */
function directive(blockText: string, name: string): string[] | undefined {
  const match = new RegExp(`(?:^|[;{\\s])${name}\\s+([^;]*);`).exec(blockText);
  return match?.[1]?.trim().split(/\s+/);
}

/** nginx time, e.g. 4s, 500ms, 1m, in milliseconds. */
function milliseconds(value: string | undefined): number {
  const match = /^(\d+)(ms|s|m)?$/.exec(value ?? '');
  if (match === null) throw new Error(`not an nginx time: ${value}`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000 }[(match[2] ?? 's') as 'ms' | 's' | 'm'];
}

describe('deploy/nginx.conf.template as docs/deploy.md fills it', () => {
  it('passes `nginx -t` for readers connecting directly and behind a declared load balancer', () => {
    for (const overrides of [{}, { REAL_IP_FROM: 'set_real_ip_from 10.0.0.0/8; set_real_ip_from 192.0.2.10/32;' }]) {
      const run = nginxTest(filled(overrides));
      expect({ overrides, code: run.code }).toEqual({ overrides, code: 0 });
      expect(run.output).toContain('test is successful');
    }
  });

  it('`nginx -t` refuses it with a replica line filled in wrongly, naming the setting', () => {
    const run = nginxTest(filled({ REPLICAS: 'server 127.0.0.1:3001 max_fails=three;' }));
    expect(run.code).toBe(1);
    expect(run.output).toContain('max_fails=three');
  });

  it('keeps idle connections to the replicas, shared health counts, and closes idle connections before a replica does', () => {
    const upstream = block(filled().config, 'upstream harbor');
    expect(Number(directive(upstream, 'keepalive')?.[0])).toBeGreaterThan(0);
    expect(directive(upstream, 'zone')?.[0]).toBe('harbor');
    // A replica closing an idle connection while nginx sends on it would cost a retry; nginx lets go first.
    expect(milliseconds(directive(upstream, 'keepalive_timeout')?.[0])).toBeLessThan(SERVER_LIMITS.keepAliveTimeoutMs);
  });

  it('retries on another replica for error, 502 and 503 only, never after a timeout, and never a non-idempotent request', () => {
    const location = block(filled().config, 'server');
    const retries = directive(location, 'proxy_next_upstream') ?? [];
    expect([...retries].sort()).toEqual(['error', 'http_502', 'http_503']);
    expect(retries).not.toContain('non_idempotent');
    expect(directive(location, 'proxy_http_version')).toEqual(['1.1']);
  });

  it('sets every timeout, each under a minute, and connects to a replica within a few seconds', () => {
    const config = filled().config;
    const http = config.replace(/#.*$/gm, '');
    const timeouts = ['client_header_timeout', 'client_body_timeout', 'send_timeout', 'keepalive_timeout'].map((name) => [
      name,
      milliseconds(directive(http, name)?.[0]),
    ]);
    const location = block(config, 'server');
    for (const name of ['proxy_connect_timeout', 'proxy_send_timeout', 'proxy_read_timeout', 'proxy_next_upstream_timeout']) {
      timeouts.push([name, milliseconds(directive(location, name)?.[0])]);
    }
    expect(timeouts.filter(([, ms]) => !(Number(ms) > 0 && Number(ms) < 60_000))).toEqual([]);
    expect(milliseconds(directive(location, 'proxy_connect_timeout')?.[0])).toBeLessThanOrEqual(5_000);
  });

  it("sends the private examples' chunks, the pages and robots.txt to the replicas, and serves only the other assets from disk", () => {
    const config = filled().config;
    // Only a replica can tell who is asking (SPEC §6): a private chunk served from disk reaches anyone.
    for (const location of ['location /designsystem/assets/private/', 'location /designsystem', 'location = /robots.txt']) {
      expect({ location, proxyPass: directive(block(config, location), 'proxy_pass') }).toEqual({ location, proxyPass: ['http://harbor'] });
    }
    expect(directive(block(config, 'location /designsystem/assets/private/'), 'alias')).toBeUndefined();
    const fromDisk = [...config.replace(/#.*$/gm, '').matchAll(/location\s+([^{]+)\{[^}]*\balias\b/g)].map((match) => match[1]?.trim());
    expect(fromDisk).toEqual(['/designsystem/assets/']);
  });
});

/** A stand-in replica on 127.0.0.1: counts the requests it is sent and answers each as `mode` says. */
interface StandIn {
  readonly port: number;
  readonly requests: () => number;
  readonly close: () => Promise<void>;
}

async function standIn(mode: 'never answers' | 'drops the connection' | '502' | '200'): Promise<StandIn> {
  let requests = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // A GET has no body: each blank line ends one request.
      while (received.includes('\r\n\r\n')) {
        received = received.slice(received.indexOf('\r\n\r\n') + 4);
        requests += 1;
        if (mode === 'drops the connection') socket.destroy();
        else if (mode !== 'never answers') {
          const status = mode === '502' ? '502 Bad Gateway' : '200 OK';
          socket.write(`HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok`);
        }
      }
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    requests: () => requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolveClose) => server.close(resolveClose));
    },
  };
}

/** nginx from the template in front of `standIns`, with the read timeout cut from 15 s to 1 s so a timeout comes quickly. */
async function nginxBefore(standIns: readonly StandIn[]) {
  const assetsDir = mkdtempSync(join(tmpdir(), 'harbor-nginx-assets-'));
  made.push(assetsDir);
  return startNginx({
    replicaPorts: standIns.map((replica) => replica.port),
    realIpFrom: [],
    assetsDir,
    edit: (config) => {
      const edited = config.replace(/proxy_read_timeout\s+\d+s;/, 'proxy_read_timeout 1s;');
      if (edited === config) throw new Error('the template sets no proxy_read_timeout for the test to shorten');
      return edited;
    },
  });
}

describe('deploy/nginx.conf.template through a running nginx', () => {
  it('does not send a GET that took one replica the whole timeout to the next: one slow link cannot walk through every replica', async () => {
    const standIns = [await standIn('never answers'), await standIn('never answers'), await standIn('never answers')];
    const nginx = await nginxBefore(standIns);
    try {
      const answer = await ask(nginx.origin, '/designsystem/components/skeleton-code?lines=2147483648');
      expect(answer.status).toBe(504);
      expect(standIns.map((replica) => replica.requests()).reduce((sum, count) => sum + count, 0)).toBe(1);
      // nginx writes the access log line after the answer: wait for it rather than read it at once.
      await expect.poll(() => nginx.accessLog().at(-1)?.upstreamStatus).toBe('504');
    } finally {
      await nginx.stop();
      await Promise.all(standIns.map((replica) => replica.close()));
    }
  });

  it.each(['502', 'drops the connection'] as const)('still sends a GET to the next replica when the first %s', async (mode) => {
    const failing = await standIn(mode);
    const healthy = await standIn('200');
    const nginx = await nginxBefore([failing, healthy]);
    try {
      // Round robin: one of the first two requests goes to the failing replica first.
      const answers = [await ask(nginx.origin, '/designsystem'), await ask(nginx.origin, '/designsystem')];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(failing.requests()).toBeGreaterThanOrEqual(1);
      await expect.poll(() => nginx.accessLog().some((line) => line.upstream.includes(', '))).toBe(true);
    } finally {
      await nginx.stop();
      await Promise.all([failing.close(), healthy.close()]);
    }
  });
});
