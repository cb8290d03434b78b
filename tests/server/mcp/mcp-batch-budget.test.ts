/**
 * A JSON-RPC batch to /designsystem/mcp is bounded in what it costs, not only in count (the SDK's 100 messages):
 * against the real server on a socket, the worst batch found (100 `search` calls with `limit: 100`, about 5 MB
 * when answered whole) answers within the byte budget, each call past it gets a JSON-RPC error naming the limit,
 * and `/healthz` keeps answering while it runs. The CPU budget is checked on the real SDK server and transport
 * with a clock that the test advances, so that it does not depend on how busy the machine is.
 */
import { spawn } from 'node:child_process';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { HEALTH_PATH, MCP_PATH } from '../../../core/site';
import { budgetBatches, MCP_BATCH_BUDGET_ERROR_CODE, MCP_BATCH_LIMITS } from '../../../server/mcp/batch-budget';
import { buildMcpPortalFiles } from '../../support/mcp-client';
import { removePortalFiles, startRealServer, type PortalFiles, type RealServer } from '../../support/real-portal';

const SETUP_TIMEOUT_MS = 180_000;

interface Answer {
  readonly id: number;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown };
}

let files: PortalFiles;
let server: RealServer;

beforeAll(async () => {
  files = await buildMcpPortalFiles();
  server = await startRealServer(files);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
  if (files !== undefined) removePortalFiles(files);
});

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'accept-encoding': 'identity' };
const searchCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'search', arguments: { query: 'a', limit: 100 } },
});
/** Asks /healthz (argv[1]) again and again until stdin ends; says so on stdout once the first answer is in. */
const HEALTHZ_PROBE = `
let asking = true;
process.stdin.on('end', () => { asking = false; }).resume();
await (await fetch(process.argv[1])).text();
process.stdout.write('ready');
while (asking) await (await fetch(process.argv[1])).text();
`;
const heaviestBatch = Array.from({ length: 100 }, (_, index) => searchCall(index + 1));

async function post(body: unknown, coding = 'identity'): Promise<{ status: number; text: string }> {
  const headers = { ...MCP_HEADERS, 'accept-encoding': coding };
  const response = await fetch(new URL(MCP_PATH, server.origin), { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

describe('an MCP batch over HTTP is bounded in response size, and /healthz stays responsive', () => {
  it('answers 100 heavy searches within the byte budget; each call past it gets a JSON-RPC error naming the limit', async () => {
    const single = await post(searchCall(0));
    const largestAnswer = Buffer.byteLength(single.text);
    const { status, text } = await post(heaviestBatch);
    expect(status).toBe(200);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MCP_BATCH_LIMITS.responseBytes + largestAnswer + 100 * 400);
    const answers = JSON.parse(text) as Answer[];
    expect(answers.map((answer) => answer.id)).toEqual(heaviestBatch.map((call) => call.id));
    const refused = answers.filter((answer) => answer.error !== undefined);
    expect(answers.slice(0, answers.length - refused.length).every((answer) => answer.result !== undefined)).toBe(true);
    expect(refused.length).toBeGreaterThan(50);
    // On a loaded machine the CPU budget can run out first: either way the error names the limit.
    const byLimit = {
      responseBytes: `one batch may answer ${MCP_BATCH_LIMITS.responseBytes} bytes`,
      workMs: `one batch may take ${MCP_BATCH_LIMITS.workMs} ms`,
    };
    for (const answer of refused) {
      expect(answer.error?.code).toBe(MCP_BATCH_BUDGET_ERROR_CODE);
      const limit = (answer.error?.data as { limit?: keyof typeof byLimit } | undefined)?.limit ?? 'responseBytes';
      expect(answer.error?.data).toEqual({ limit, max: MCP_BATCH_LIMITS[limit] });
      expect(answer.error?.message).toContain(byLimit[limit]);
    }
  });

  it('answers /healthz between the calls of the batch', async () => {
    // Another process asks, as a load balancer does: a client in the server's own process would need its event loop too.
    const probe = spawn(process.execPath, ['--input-type=module', '-e', HEALTHZ_PROBE, new URL(HEALTH_PATH, server.origin).href]);
    const exited = new Promise((resolve) => probe.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      probe.stdout.once('data', () => resolve());
      probe.once('exit', () => reject(new Error('the /healthz probe ended before its first answer')));
    });
    await post(searchCall(0));
    const logged = server.logLines.length;
    const { status } = await post(heaviestBatch, 'br');
    probe.stdin.end();
    await exited;
    expect(status).toBe(200);
    // The server's own account (the access log): when each request began and ended.
    const requests = server.logLines
      .slice(logged)
      .map(([, line]) => JSON.parse(line) as { msg: string; path?: string; method?: string; time: string; durationMs?: number })
      .filter((line) => line.msg === 'request')
      .map((line) => ({
        path: line.path,
        method: line.method,
        ended: Date.parse(line.time),
        began: Date.parse(line.time) - (line.durationMs ?? 0),
      }));
    const batch = requests.find((request) => request.method === 'POST' && request.path === MCP_PATH);
    const answeredMeanwhile = requests.filter(
      (request) => request.path === HEALTH_PATH && batch !== undefined && request.began > batch.began && request.ended < batch.ended,
    );
    // Held for the whole batch, the event loop answers none (several runs: 0 each time); between calls, some.
    expect(answeredMeanwhile.length).toBeGreaterThan(0);
  });

  it('answers a small batch whole, in order', async () => {
    const { text } = await post([searchCall(1), { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }, searchCall(3)]);
    const answers = JSON.parse(text) as Answer[];
    expect(answers.map((answer) => [answer.id, answer.error === undefined])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
  });
});

describe('an MCP batch is bounded in CPU time', () => {
  /** The real SDK server and transport; each call of the one tool advances the clock by `stepMs`. */
  async function answersWithClock(calls: number, stepMs: number): Promise<Answer[]> {
    let now = 0;
    const server = new McpServer({ name: 'budget-test', version: '1.0.0' });
    server.registerTool('work', { inputSchema: z.object({}) }, () => {
      now += stepMs;
      return { content: [{ type: 'text', text: 'done' }] };
    });
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await server.connect(transport);
    budgetBatches(transport, MCP_BATCH_LIMITS, () => now);
    const batch = Array.from({ length: calls }, (_, index) => ({
      jsonrpc: '2.0',
      id: index + 1,
      method: 'tools/call',
      params: { name: 'work', arguments: {} },
    }));
    const request = new Request('http://127.0.0.1/mcp', { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify(batch) });
    const response = await transport.handleRequest(request);
    await server.close();
    return (await response.json()) as Answer[];
  }

  it(`answers calls until they have taken ${MCP_BATCH_LIMITS.workMs} ms of CPU time, then a JSON-RPC error naming the limit`, async () => {
    const answers = await answersWithClock(10, MCP_BATCH_LIMITS.workMs / 4);
    expect(answers.map((answer) => answer.error?.code ?? 'answered')).toEqual([
      ...Array<string>(4).fill('answered'),
      ...Array<number>(6).fill(MCP_BATCH_BUDGET_ERROR_CODE),
    ]);
    expect(answers[4]?.error?.message).toContain(`ms of CPU time, and one batch may take ${MCP_BATCH_LIMITS.workMs} ms`);
    expect(answers[4]?.error?.data).toEqual({ limit: 'workMs', max: MCP_BATCH_LIMITS.workMs });
  });

  it('never refuses a single call, whatever it took', async () => {
    const [answer] = await answersWithClock(1, MCP_BATCH_LIMITS.workMs * 10).then((single) => [single].flat());
    expect(answer?.error).toBeUndefined();
  });
});
