/**
 * The real Node server (docs/reliability.md): started on port 0 from files on disk, it
 * serves a page, a search and the client's hashed assets over HTTP, refuses
 * paths outside the assets folder, and the bundled executable shuts down
 * with exit code 0 on SIGTERM.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '../../server/config';
import { CLIENT_ENTRY } from '../../server/client-manifest';
import { BAD_HOST_MESSAGE, PUBLIC_ORIGIN_UNSET_WARNING } from '../../server/request-host';
import { createServerLog } from '../../server/server-log';
import { SERVER_LIMITS, startServer, type RunningServer } from '../../server/start-server';
import { renderDocument } from '../../viewer/entry-server';
import { BUILD_TIMEOUT_MS, loadShippedPortal } from './portal-fixture';

const ROOT = resolve(import.meta.dirname, '../..');
const ASSET = 'entry-client-N0de.js';

let workDir: string;
let dataDir: string;
let clientDir: string;
let running: RunningServer;
const logLines: string[] = [];
/** The lines written while the server started, before any request. */
let startupLines: string[] = [];

beforeAll(async () => {
  const portal = await loadShippedPortal();
  workDir = mkdtempSync(join(tmpdir(), 'harbor-server-'));
  dataDir = join(workDir, 'data');
  clientDir = join(workDir, 'client');
  mkdirSync(dataDir);
  mkdirSync(join(clientDir, '.vite'), { recursive: true });
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(dataDir, 'content.json'), JSON.stringify(portal.bundle));
  writeFileSync(join(dataDir, 'search-index.json'), JSON.stringify(portal.searchIndex));
  writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify({ [CLIENT_ENTRY]: { file: `assets/${ASSET}`, isEntry: true } }));
  writeFileSync(join(clientDir, 'assets', ASSET), 'console.log("hydrate");\n');
  // The client build writes these copies beside each text file (vite.config.ts); each says which one it is.
  writeFileSync(join(clientDir, 'assets', `${ASSET}.br`), brotliCompressSync('console.log("hydrate", "br");\n'));
  writeFileSync(join(clientDir, 'assets', `${ASSET}.gz`), gzipSync('console.log("hydrate", "gzip");\n'));
  writeFileSync(join(clientDir, 'secret.txt'), 'outside the assets folder\n');

  const config = parseServerConfig({ PORT: '0', DATA_DIR: dataDir });
  if (!config.ok) throw new Error('bad test config');
  const started = await startServer({
    config: config.value,
    render: renderDocument,
    clientDir,
    log: createServerLog({ json: true, write: (_level, line) => logLines.push(line) }),
  });
  if (!started.ok) throw new Error(started.issues.map((issue) => issue.message).join('\n'));
  running = started.value;
  startupLines = [...logLines];
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await running?.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** A raw HTTP GET, so the path reaches the server exactly as written (fetch would normalise '..'). */
function rawGet(path: string): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: running.port, path, method: 'GET' }, (res) => {
      res.resume();
      resolveStatus(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A raw HTTP GET with the headers as given, its body as sent (fetch would decode a compressed one). */
function getRawBody(path: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: running.port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolveAnswer({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A raw HTTP GET with the Host header as given (fetch sends its own), answered with status and body. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: running.port, path, method: 'GET', headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("without PUBLIC_ORIGIN: the request's Host is reflected only when it is host[:port]", () => {
  it('warns at start-up that PUBLIC_ORIGIN is unset', () => {
    const warnings = startupLines.map((line) => JSON.parse(line) as { level: string; msg: string }).filter((line) => line.level === 'warn');
    expect(warnings).toContainEqual(expect.objectContaining({ msg: PUBLIC_ORIGIN_UNSET_WARNING }));
    expect(PUBLIC_ORIGIN_UNSET_WARNING).toContain('PUBLIC_ORIGIN is unset');
  });

  it.each(['docs.harbor.example', 'docs.harbor.example:8080', '127.0.0.1:3000', '[::1]:3000', 'harbor_app'])(
    'reflects a Host such as %s into llms.txt',
    async (host) => {
      const { status, body } = await getWithHost('/designsystem/llms.txt', host);
      expect(status).toBe(200);
      expect(body).toContain(`http://${host.replace(/:80$/, '')}/designsystem/`);
    },
  );

  it.each(['a"b', "a'b", '255.255.255.256', 'a..b', '-x-', 'evil.example:0', `${'a'.repeat(64)}.example`])(
    'refuses the Host %s with 400 and says what a Host must be',
    async (host) => {
      const { status, body } = await getWithHost('/designsystem/llms.txt', host);
      expect(status).toBe(400);
      expect(body).toBe(BAD_HOST_MESSAGE);
    },
  );
});

describe('the real Node server on a free port', () => {
  it('listens at http://127.0.0.1:<port>/designsystem', () => {
    expect(running.url).toBe(`http://127.0.0.1:${running.port}/designsystem`);
    expect(running.port).toBeGreaterThan(0);
  });

  it('serves a page with the client script from the manifest', async () => {
    const response = await fetch(`${running.url}/components/button-design`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(html).toContain('<title>Button - Design System - Alpine</title>');
    expect(html).toContain(`src="/designsystem/assets/${ASSET}"`);
  });

  it('answers a search', async () => {
    const response = await fetch(`${running.url}/api/search?term=button&limit=101`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { title: string }[] };
    expect(body.results.some((result) => result.title === 'Button')).toBe(true);
  });

  it('serves a hashed asset with a year-long immutable cache', async () => {
    const response = await fetch(`${running.url}/assets/${ASSET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toContain('hydrate');
  });

  const decoders: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
  it.each([
    ['gzip, deflate, br, zstd', 'br', 'console.log("hydrate", "br");\n'],
    ['gzip', 'gzip', 'console.log("hydrate", "gzip");\n'],
    ['identity', undefined, 'console.log("hydrate");\n'],
  ])(
    'sends an asset to a reader accepting %s as the build compressed it (docs/performance.md, First paint)',
    async (accepts, encoding, text) => {
      const answer = await getRawBody(`/designsystem/assets/${ASSET}`, { 'accept-encoding': accepts });
      expect(answer.encoding).toBe(encoding);
      const decode = encoding === undefined ? (body: Buffer) => body : decoders[encoding];
      expect(decode?.(answer.body).toString('utf8')).toBe(text);
    },
  );

  it.each([
    '/designsystem/assets/../secret.txt',
    '/designsystem/assets/%2e%2e/secret.txt',
    '/designsystem/assets/%2E%2E%2Fsecret.txt',
    '/designsystem/assets/..%5csecret.txt',
    '/designsystem/assets//etc/passwd',
    '/designsystem/assets/missing.js',
  ])('never serves a file outside the assets folder: %s', async (path) => {
    const status = await rawGet(path);
    expect(status).not.toBe(200);
  });

  it('answers the health check', async () => {
    const response = await fetch(`${running.url}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok', buildVersion: 'dev' });
  });

  it('refuses request headers over the limit with 431', async () => {
    const response = await fetch(`${running.url}/healthz`, { headers: { cookie: `x=${'a'.repeat(SERVER_LIMITS.maxHeaderSize)}` } });
    expect(response.status).toBe(431);
  });

  it('logs one access line per request', async () => {
    logLines.length = 0;
    await (await fetch(`${running.url}/healthz`)).text();
    expect(logLines.map((line) => JSON.parse(line) as { msg: string; path: string })).toEqual([
      expect.objectContaining({ msg: 'request', path: '/designsystem/healthz' }),
    ]);
  });
});

describe('the bundled server (dist/server/main.js) on plain Node', () => {
  it(
    'builds, serves, and exits 0 on SIGTERM after finishing',
    async () => {
      const outfile = join('node_modules/.cache/harbor-server-test', 'main.js');
      const build = spawnSync(process.execPath, ['scripts/bundle-server.mjs', '--outfile', outfile], { cwd: ROOT, encoding: 'utf8' });
      expect(build.status, build.stderr).toBe(0);

      const child = spawn(process.execPath, [outfile], {
        cwd: ROOT,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', BUILD_VERSION: 'test-1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const url = await new Promise<string>((resolveUrl, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /"url":"(http:[^"]+)"/.exec(output);
          if (match?.[1] !== undefined) resolveUrl(match[1]);
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
      });

      const page = await fetch(`${url}/components`);
      expect(page.status).toBe(200);
      const search = await fetch(`${url}/api/search?term=button&limit=101`);
      expect(search.status).toBe(200);
      expect(output).toContain('access-token claims are not verified');

      const exitCode = await new Promise<number | null>((resolveExit) => {
        child.once('exit', (code) => resolveExit(code));
        child.kill('SIGTERM');
      });
      expect(exitCode).toBe(0);
      expect(output).toContain('"msg":"stopped"');
    },
    BUILD_TIMEOUT_MS,
  );
});
