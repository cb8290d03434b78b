/**
 * The MCP server's cost next to the plain search API (docs/mcp.md), two ways:
 *
 * - as an agent's SDK client sees it: the official SDK's client calling
 *   `search` and `get_component` over stateless Streamable HTTP, which also
 *   pays for the client's own work (its fetch wrapper, and a zod check of
 *   every answer, large for `get_component`);
 * - what the server adds: the same `tools/call` as one JSON-RPC POST with the
 *   headers the SDK's client sends, through the same fetch as the API.
 *
 * Beside both, GET /designsystem/api/search with that fetch. The API keeps
 * answers per query, so its first ask of each query (no cache) is the fair
 * comparison: MCP keeps none, so every MCP call counts. The calls of one query
 * follow each other (API, raw, SDK), one at a time, so a busy machine weighs
 * on all three alike. Goal: the server adds at most 1 ms to a search (p50).
 *
 *   npm run bench:mcp   (bench/mcp.ts: the portal in-process over .data)
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { MCP_PATH } from '../core/site';
import { SEARCH_PATH } from './bench-config';
import type { ChildServer } from './child-server';
import { percentiles, round, spread, type Percentiles } from './stats';

export interface McpFigures {
  /** GET search API, each query asked for the first time (its answer cache cold). */
  readonly apiFirstAsk: Percentiles;
  /** The `search` tool through the SDK's client, every pass (MCP keeps no answers). */
  readonly mcpSearch: Percentiles;
  /** The `get_component` tool through the SDK's client. */
  readonly mcpGetComponent: Percentiles;
  /** mcpSearch minus apiFirstAsk, in ms: what MCP adds to a search as an agent's SDK client sees it. */
  readonly addedMsP50: number;
  readonly addedMsP95: number;
  /** The `search` tool as one raw JSON-RPC POST with the API's fetch; absent in results written before it was measured. */
  readonly rawSearch?: Percentiles;
  /** The `get_component` tool as one raw JSON-RPC POST. */
  readonly rawGetComponent?: Percentiles;
  /** rawSearch minus apiFirstAsk, in ms: what the server adds to a search (the budget is on the p50). */
  readonly serverAddedMsP50?: number;
  readonly serverAddedMsP95?: number;
  /**
   * The median over the queries of (raw call minus API first ask) in the first pass, where both ask each
   * query once, side by side: a check on the figure above, whose later MCP passes repeat queries the
   * machine has just run.
   */
  readonly serverAddedPairedMsP50?: number;
}

const LIMIT = 10;
const COMPONENTS = ['Button', 'Dialog', 'Tooltip', 'Checkbox', 'Tabs', 'Toast', 'Input field', 'Accordion'];

const median = (values: readonly number[]): number => spread(values, 3).median;

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** One `tools/call` as the SDK's client sends it after `initialize`, through plain fetch; the answer's body is read, not parsed. */
function rawCaller(origin: string, protocolVersion: string) {
  const url = new URL(MCP_PATH, origin);
  const headers = {
    Accept: 'application/json, text/event-stream',
    'Content-Type': 'application/json',
    'mcp-protocol-version': protocolVersion,
  };
  let id = 0;
  return async (name: string, args: Record<string, unknown>): Promise<void> => {
    id += 1;
    const body = JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
    const response = await fetch(url, { method: 'POST', headers, body });
    const text = await response.text();
    // A tool error is a result with isError, not an HTTP error; the bench asks only for what exists.
    if (response.status !== 200 || text.includes('"isError":true'))
      throw new Error(`raw ${name} ${JSON.stringify(args)}: ${response.status}`);
  };
}

export async function measureMcp(server: Pick<ChildServer, 'origin'>, queries: readonly string[], passes: number): Promise<McpFigures> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_PATH, server.origin));
  const client = new Client({ name: 'harbor-bench', version: '1.0.0' });
  await client.connect(transport);
  const raw = rawCaller(server.origin, transport.protocolVersion ?? LATEST_PROTOCOL_VERSION);
  const sdk = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({ name, arguments: args });
    if (result.isError === true) throw new Error(`${name} ${JSON.stringify(args)} answered an error`);
  };
  const api = async (term: string) => {
    const response = await fetch(`${server.origin}${SEARCH_PATH}?${new URLSearchParams({ term, limit: String(LIMIT) })}`);
    if (response.status !== 200) throw new Error(`search API '${term}': ${response.status}`);
    await response.arrayBuffer();
  };
  try {
    // Warm all three (JIT, connection) with queries outside the set.
    for (const warm of ['warm-up-one', 'warm-up-two', 'warm-up-three']) {
      await sdk('search', { query: warm, limit: LIMIT });
      await raw('search', { query: warm, limit: LIMIT });
      await api(warm);
    }
    const samples = { apiFirstAsk: [] as number[], rawSearch: [] as number[], mcpSearch: [] as number[] };
    const components = { raw: [] as number[], sdk: [] as number[] };
    const paired: number[] = [];
    for (let pass = 0; pass < passes; pass++) {
      for (const [index, query] of queries.entries()) {
        const rawCall = () => timed(() => raw('search', { query, limit: LIMIT }));
        if (pass === 0) {
          // Each goes first for half the queries, so neither gains from the other having just run the search.
          const apiFirst = index % 2 === 0;
          const first = apiFirst ? await timed(() => api(query)) : await rawCall();
          const second = apiFirst ? await rawCall() : await timed(() => api(query));
          const [apiMs, rawMs] = apiFirst ? [first, second] : [second, first];
          samples.apiFirstAsk.push(apiMs);
          samples.rawSearch.push(rawMs);
          paired.push(rawMs - apiMs);
        } else {
          samples.rawSearch.push(await rawCall());
        }
        samples.mcpSearch.push(await timed(() => sdk('search', { query, limit: LIMIT })));
      }
      for (const name of COMPONENTS) {
        components.raw.push(await timed(() => raw('get_component', { name })));
        components.sdk.push(await timed(() => sdk('get_component', { name })));
      }
    }
    const apiFirstAsk = percentiles(samples.apiFirstAsk);
    const mcpSearch = percentiles(samples.mcpSearch);
    const rawSearch = percentiles(samples.rawSearch);
    return {
      apiFirstAsk,
      mcpSearch,
      mcpGetComponent: percentiles(components.sdk),
      addedMsP50: round(mcpSearch.p50 - apiFirstAsk.p50, 2),
      addedMsP95: round(mcpSearch.p95 - apiFirstAsk.p95, 2),
      rawSearch,
      rawGetComponent: percentiles(components.raw),
      serverAddedMsP50: round(rawSearch.p50 - apiFirstAsk.p50, 2),
      serverAddedMsP95: round(rawSearch.p95 - apiFirstAsk.p95, 2),
      serverAddedPairedMsP50: round(median(paired), 2),
    };
  } finally {
    await client.close();
  }
}
