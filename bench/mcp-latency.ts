/**
 * The MCP server's cost next to the plain search API (docs/mcp.md):
 * the fixed queries, one call at a time by the official SDK's client over
 * stateless Streamable HTTP to the running portal, as `search` and as
 * `get_component`, beside the same searches through GET /designsystem/api/search
 * with the same fetch. The API keeps answers per query, so its first ask of
 * each query (no cache) is the fair comparison: MCP keeps none.
 * Goal: MCP adds at most 1 ms to a search.
 *
 *   npm run bench:mcp   (bench/mcp.ts: the portal in-process over .data)
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { MCP_PATH } from '../core/site';
import { SEARCH_PATH } from './bench-config';
import type { ChildServer } from './child-server';
import { percentiles, round, type Percentiles } from './stats';

export interface McpFigures {
  /** GET search API, each query asked for the first time (its answer cache cold). */
  readonly apiFirstAsk: Percentiles;
  /** The `search` tool over MCP, every pass (MCP keeps no answers). */
  readonly mcpSearch: Percentiles;
  /** The `get_component` tool over MCP. */
  readonly mcpGetComponent: Percentiles;
  /** mcpSearch p50 minus apiFirstAsk p50, in ms: what MCP adds to a search. */
  readonly addedMsP50: number;
  readonly addedMsP95: number;
}

const LIMIT = 10;
const COMPONENTS = ['Button', 'Dialog', 'Tooltip', 'Checkbox', 'Tabs', 'Toast', 'Input field', 'Accordion'];

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function measureMcp(server: Pick<ChildServer, 'origin'>, queries: readonly string[], passes: number): Promise<McpFigures> {
  const client = new Client({ name: 'harbor-bench', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, server.origin)));
  const search = async (query: string) => {
    const result = await client.callTool({ name: 'search', arguments: { query, limit: LIMIT } });
    if (result.isError === true) throw new Error(`search '${query}' answered an error`);
  };
  const api = async (term: string) => {
    const response = await fetch(`${server.origin}${SEARCH_PATH}?${new URLSearchParams({ term, limit: String(LIMIT) })}`);
    if (response.status !== 200) throw new Error(`search API '${term}': ${response.status}`);
    await response.arrayBuffer();
  };
  try {
    // Warm both routes (JIT, connection) with queries outside the set.
    for (const warm of ['warm-up-one', 'warm-up-two', 'warm-up-three']) {
      await search(warm);
      await api(warm);
    }
    const apiFirstAsk: number[] = [];
    const mcpSearch: number[] = [];
    const mcpGetComponent: number[] = [];
    for (let pass = 0; pass < passes; pass++) {
      for (const query of queries) {
        if (pass === 0) apiFirstAsk.push(await timed(() => api(query)));
        mcpSearch.push(await timed(() => search(query)));
      }
      for (const name of COMPONENTS) {
        mcpGetComponent.push(
          await timed(async () => {
            const result = await client.callTool({ name: 'get_component', arguments: { name } });
            if (result.isError === true) throw new Error(`get_component '${name}' answered an error`);
          }),
        );
      }
    }
    const api50 = percentiles(apiFirstAsk);
    const mcp50 = percentiles(mcpSearch);
    return {
      apiFirstAsk: api50,
      mcpSearch: mcp50,
      mcpGetComponent: percentiles(mcpGetComponent),
      addedMsP50: round(mcp50.p50 - api50.p50, 2),
      addedMsP95: round(mcp50.p95 - api50.p95, 2),
    };
  } finally {
    await client.close();
  }
}
