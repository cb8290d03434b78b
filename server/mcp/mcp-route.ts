/**
 * `POST /designsystem/mcp`: the MCP server over stateless Streamable HTTP.
 * Each request gets a server and a transport of its own (no session id), so
 * any replica answers any request, and answers are JSON, not event streams.
 * Who may see what is the pages' own per-request decision (request-viewer.ts),
 * with `Authorization: Bearer <access token>` read like the access-token cookie.
 * GET and DELETE would open or end a session, which a stateless server has not:
 * they and every other method are 405. A JSON-RPC batch is answered within a
 * budget of bytes and CPU time, call by call (batch-budget.ts).
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Context } from 'hono';
import { encodeAnswer } from '../answer-cache';
import type { AppEnv } from '../app-env';
import { chooseContentCoding } from '../content-coding';
import type { RequestViewer } from '../request-viewer';
import { budgetBatches } from './batch-budget';
import type { HarborMcpServerFactory } from './harbor-mcp-server';

/** A tool call is a few hundred bytes; this leaves room for a 20,000-character query to get its tool error rather than a 413. */
export const MAX_MCP_BODY_BYTES = 256 * 1024;

export interface McpRouteOptions {
  readonly serverFor: HarborMcpServerFactory;
  readonly resolveViewer: (c: Context) => Promise<RequestViewer>;
  /** PUBLIC_ORIGIN; null: the request's own origin. */
  readonly publicOrigin: string | null;
}

/** A JSON-RPC error without an id, as the SDK's transport answers requests it refuses. */
const methodNotAllowed = {
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed: this stateless MCP endpoint answers POST only' },
  id: null,
} as const;

/**
 * The body read as text by the node adapter, which reads Node's request straight into one buffer, where the
 * transport's own read goes through a web stream of it (0.8 to 1 ms of server CPU a search, measured). Only a body
 * that declares a length within the limit and parses is given: anything else is left to the transport, whose
 * answers (413, and 400 for a body that is no JSON, as the one left after this read is) stay the SDK's.
 */
async function parsedBodyOf(c: Context<AppEnv>): Promise<{ parsedBody: unknown } | undefined> {
  const declared = Number(c.req.header('Content-Length'));
  if (!Number.isFinite(declared) || declared > MAX_MCP_BODY_BYTES) return undefined;
  try {
    return { parsedBody: JSON.parse(await c.req.raw.text()) };
  } catch {
    return undefined;
  }
}

export function createMcpHandler(options: McpRouteOptions) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    // What the tools answer depends on who asks.
    c.header('Vary', 'Cookie, Authorization');
    if (c.req.method !== 'POST') return c.json(methodNotAllowed, 405, { Allow: 'POST' });
    const viewer = await options.resolveViewer(c);
    const origin = options.publicOrigin ?? new URL(c.req.url).origin;
    const server = options.serverFor({ isAuthorized: viewer.isAuthorized, isDevMode: viewer.isDevMode, origin });
    // No sessionIdGenerator: the SDK's stateless mode, where no request depends on an earlier one.
    const transport = new WebStandardStreamableHTTPServerTransport({
      enableJsonResponse: true,
      maxRequestBodySize: MAX_MCP_BODY_BYTES,
    });
    await server.connect(transport);
    // A batch's calls are answered one by one, within a byte and a CPU-time budget (batch-budget.ts).
    budgetBatches(transport);
    try {
      const response = await transport.handleRequest(c.req.raw, await parsedBodyOf(c));
      const headers = new Headers(response.headers);
      headers.set('Vary', 'Cookie, Authorization, Accept-Encoding');
      // Compressed here, at once, as search answers are (answer-cache.ts): left to the app's compress
      // middleware, each answer went through a CompressionStream, about 1 ms of stream machinery a call.
      const json = Buffer.from(await response.arrayBuffer());
      const coding = json.byteLength === 0 ? 'identity' : chooseContentCoding(c.req.header('Accept-Encoding'));
      if (coding !== 'identity') headers.set('Content-Encoding', coding);
      return new Response(encodeAnswer(json, coding), { status: response.status, headers });
    } finally {
      // JSON answers are complete once handleRequest returns; nothing of this request outlives it.
      await server.close();
    }
  };
}
