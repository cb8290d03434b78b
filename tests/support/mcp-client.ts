/**
 * The MCP side of the real portal for tests: the portal's data folder with
 * the built token files beside the content (as `dsp build` writes them), and
 * the official SDK's client over Streamable HTTP, so the tests talk to the
 * server as an agent's MCP client does.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { MCP_PATH } from '../../core/site';
import { buildPortalFiles, type PortalFiles } from './real-portal';

/** The shipped content and tokens in a temporary data folder; no client build (MCP answers no HTML). */
export async function buildMcpPortalFiles(): Promise<PortalFiles> {
  // buildPortalFiles writes the token files too, as `dsp build` does.
  return buildPortalFiles({ client: false });
}

/** An SDK client connected over a transport. */
export async function connect(transport: Transport): Promise<Client> {
  const client = new Client({ name: 'harbor-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** An SDK client of the MCP endpoint at `origin`, sending `headers` with every request. */
export function connectHttp(origin: string, headers: Record<string, string> = {}): Promise<Client> {
  return connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, origin), { requestInit: { headers }, fetch: fetchOnFreshSocket }));
}

/**
 * fetch, sent once more when it failed with ECONNRESET before any answer: the server closes a keep-alive
 * connection after 5 s idle (SERVER_LIMITS), and on a busy machine the client can reuse it just as it goes.
 * Every tool these tests call only reads, so sending the same call again is safe.
 */
async function fetchOnFreshSocket(url: string | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

export interface ToolAnswer {
  readonly isError: boolean;
  /** The text of the answer: JSON for most tools, Markdown for get_page, a message for an error. */
  readonly text: string;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const content = (result.content ?? []) as { type: string; text?: string }[];
  return { isError: result.isError === true, text: content.map((part) => part.text ?? '').join('\n') };
}

/** The JSON of a tool's answer; fails the test with the answer's text when it was an error. */
export async function callJson<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const answer = await callTool(client, name, args);
  if (answer.isError) throw new Error(`${name} answered an error: ${answer.text}`);
  return JSON.parse(answer.text) as T;
}
