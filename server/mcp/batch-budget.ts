/**
 * What one POST to the MCP endpoint may cost (docs/mcp.md, "Batches"). The SDK's transport caps a JSON-RPC batch at
 * 100 messages, but not what they cost: 100 `search` calls with `limit: 100` answer 5 MB, and answered in one go
 * they hold the event loop (and `/healthz`) for as long as all of them take. So the calls of a batch are answered
 * one after another, with a turn of the event loop between them, and once the answers reach the byte budget or the
 * calls the work budget, each remaining call is answered with a JSON-RPC error that names the limit.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCErrorResponse, JSONRPCMessage, JSONRPCRequest, RequestId } from '@modelcontextprotocol/sdk/types.js';

export interface McpBatchLimits {
  /** The answers of one batch stop once they reach this many bytes of JSON; the call that crosses it is answered whole. */
  readonly responseBytes: number;
  /** The calls of one batch stop once they have taken this many milliseconds of the server's CPU time. */
  readonly workMs: number;
}

/**
 * 256 KB is what one request may send (MAX_MCP_BODY_BYTES) and about five of the largest single answers
 * (`search` with `limit: 100`, about 50 KB); 200 ms of CPU time is about 25 of the costliest calls.
 */
export const MCP_BATCH_LIMITS: McpBatchLimits = { responseBytes: 256 * 1024, workMs: 200 };

/** In JSON-RPC's range for server errors (-32000 to -32099), and none of the SDK's own codes. */
export const MCP_BATCH_BUDGET_ERROR_CODE = -32010;

type Spent = { readonly limit: 'responseBytes'; readonly used: number } | { readonly limit: 'workMs'; readonly used: number };

function budgetError(id: RequestId, spent: Spent, limits: McpBatchLimits): JSONRPCErrorResponse {
  const message =
    spent.limit === 'responseBytes'
      ? `Batch budget spent: the answers before this call came to ${spent.used} bytes, and one batch may answer ${limits.responseBytes} bytes; send this call in another request`
      : `Batch budget spent: the calls before this one took ${Math.round(spent.used)} ms of CPU time, and one batch may take ${limits.workMs} ms; send this call in another request`;
  return {
    jsonrpc: '2.0',
    id,
    error: { code: MCP_BATCH_BUDGET_ERROR_CODE, message, data: { limit: spent.limit, max: limits[spent.limit] } },
  };
}

// Shape checks rather than the SDK's zod guards: every answer passes here, and a 50 KB one would be parsed again.
const isRequest = (message: JSONRPCMessage): message is JSONRPCRequest => 'method' in message && 'id' in message;
const isAnswer = (
  message: JSONRPCMessage,
): message is Extract<JSONRPCMessage, { id: RequestId }> & ({ result: unknown } | { error: unknown }) =>
  'id' in message && ('result' in message || 'error' in message);

/**
 * Puts `transport` (already connected to its server) on the batch budget. The transport hands every message of a
 * POST to `onmessage` at once; here each request waits for the one before it to be answered. A POST with a single
 * request is dispatched at once and nothing of it is measured.
 */
/**
 * The process's CPU time in milliseconds. CPU, not wall-clock, time: on a loaded machine a call waits for the CPU
 * without costing more, and the budget is on what the calls cost. Nothing else runs between a call's dispatch and
 * its answer (a tool answers in one go, through promises only), so the difference is that call's.
 */
export const cpuClock = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export function budgetBatches(transport: Transport, limits: McpBatchLimits = MCP_BATCH_LIMITS, clock: () => number = cpuClock): void {
  const dispatch = transport.onmessage;
  if (dispatch === undefined) throw new Error('budgetBatches: connect the server to the transport first');
  const send = transport.send.bind(transport);
  const waiting = new Map<RequestId, () => void>();
  let requests = 0;
  let answeredBytes = 0;
  let workMs = 0;
  let queue: Promise<void> = Promise.resolve();

  transport.send = (message, options) => {
    if (isAnswer(message)) {
      // Every request of the POST has reached onmessage before the first answer comes back (the transport hands them
      // over in one loop), so `requests` is final here.
      if (requests > 1) answeredBytes += Buffer.byteLength(JSON.stringify(message));
      waiting.get(message.id)?.();
      waiting.delete(message.id);
    }
    return send(message, options);
  };

  const spent = (): Spent | null => {
    if (answeredBytes >= limits.responseBytes) return { limit: 'responseBytes', used: answeredBytes };
    if (workMs >= limits.workMs) return { limit: 'workMs', used: workMs };
    return null;
  };

  const answer = async (request: JSONRPCRequest, extra: Parameters<typeof dispatch>[1], first: boolean): Promise<void> => {
    // The turn lets everything else the server has to do (another request, /healthz) run between two calls.
    if (!first) await nextTurn();
    const over = spent();
    if (over !== null) return send(budgetError(request.id, over, limits));
    const answered = new Promise<void>((resolve) => waiting.set(request.id, resolve));
    const started = clock();
    dispatch(request, extra);
    await answered;
    workMs += clock() - started;
  };

  transport.onmessage = (message, extra) => {
    if (!isRequest(message)) return dispatch(message, extra);
    requests += 1;
    const first = requests === 1;
    queue = queue.then(() => answer(message, extra, first)).catch((error: unknown) => transport.onerror?.(error as Error));
  };
}
