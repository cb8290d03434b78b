/**
 * Reliability test 5 (docs/reliability.md), the part that fits in `npm test`: the server stops promptly
 * under steady keep-alive traffic. Node keeps answering requests on a busy
 * keep-alive connection after close(), so a server that only waited for its
 * clients to leave ran into its grace period and cut the requests then in
 * flight (server/start-server.ts). Here every page takes 150 ms to render, so
 * requests are surely in flight when the shutdown begins. The variant with
 * SIGTERM, the built bundle and autocannon is tests/reliability/load.soak.ts.
 */
import { Agent, get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerConfig } from '../../server/config';
import { createServerLog } from '../../server/server-log';
import { GRACE_PERIOD_RAN_OUT, startServer } from '../../server/start-server';
import { renderDocument } from '../../viewer/entry-server';
import type { RenderDocument } from '../../viewer/ssr-contract';
import { BUILD_TIMEOUT_MS } from '../server/portal-fixture';
import { buildPortalFiles, removePortalFiles, type PortalFiles } from '../support/real-portal';

const GRACE_MS = 5_000;
const CLIENTS = 8;

let files: PortalFiles;

beforeAll(async () => {
  files = await buildPortalFiles({ client: false });
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (files !== undefined) removePortalFiles(files);
});

/** A render that waits at a gate the test opens: the requests it serves are surely in flight. */
function gatedRender(): { render: RenderDocument; started: () => number; open: () => void } {
  let started = 0;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolveGate) => (open = resolveGate));
  return {
    render: async (request) => {
      started += 1;
      await gate;
      return renderDocument(request);
    },
    started: () => started,
    open: () => open(),
  };
}

describe('graceful shutdown under keep-alive load', () => {
  it('answers the requests in flight in full with Connection: close, refuses new connections, and stops without the grace period running out', async () => {
    const config = parseServerConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: files.dataDir, NODE_ENV: 'test' });
    if (!config.ok) throw new Error('bad config');
    const gated = gatedRender();
    const logLines: string[] = [];
    const started = await startServer({
      config: config.value,
      render: gated.render,
      clientDir: files.clientDir,
      log: createServerLog({ json: true, write: (_level, line) => logLines.push(line) }),
      shutdownGraceMs: GRACE_MS,
    });
    if (!started.ok) throw new Error(started.issues.map((issue) => issue.message).join('\n'));
    const server = started.value;

    // Keep-alive clients that ask again as soon as they have an answer, each time for a page not rendered yet.
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const routes = Object.keys(files.bundle.pages).filter((route) => files.bundle.pages[route]?.isPublic);
    let next = 0;
    const answers: { status: number; connection: string | undefined; complete: boolean }[] = [];
    const failures: string[] = [];
    let closing = false;
    let stop = false;
    const client = async () => {
      while (!stop) {
        await new Promise<void>((resolveDone) => {
          const route = routes[next % routes.length] ?? '/';
          next += 1;
          const request = get({ host: '127.0.0.1', port: server.port, path: `/designsystem${route}`, agent }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => {
              const complete = response.statusCode === 200 && bytes > 0 && bytes === Number(response.headers['content-length'] ?? bytes);
              answers.push({ status: response.statusCode ?? 0, connection: response.headers.connection, complete });
              resolveDone();
            });
            response.on('error', (error) => {
              failures.push(`${route}: answer cut: ${error.message}`);
              resolveDone();
            });
          });
          request.on('error', (error: NodeJS.ErrnoException) => {
            // Once the shutdown began a new connection is refused: that is the point, not a failure.
            if (!(closing && error.code === 'ECONNREFUSED')) failures.push(`${route}: ${error.code ?? 'error'}: ${error.message}`);
            stop = true;
            resolveDone();
          });
        });
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await expect.poll(gated.started).toBe(CLIENTS);

    // Every client's request is now in the server, its answer not begun.
    closing = true;
    const closed = server.close();
    gated.open();
    await closed;
    stop = true;
    await Promise.all(clients);
    agent.destroy();

    expect(failures).toEqual([]);
    expect(answers).toEqual(Array(CLIENTS).fill({ status: 200, connection: 'close', complete: true }));
    // Cut connections would also fail the answers above; the log says why, without timing anything.
    expect(logLines.filter((line) => line.includes(GRACE_PERIOD_RAN_OUT))).toEqual([]);
    expect(logLines.some((line) => line.includes('"msg":"listening"'))).toBe(true);
  }, 30_000);
});
