/**
 * The MCP side of the real portal for tests: the portal's data folder with
 * the built token files beside the content (as `dsp build` writes them), and
 * the official SDK's client over Streamable HTTP, so the tests talk to the
 * server as an agent's MCP client does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { loadTokens } from '../../cli/tokens/load-tokens';
import { tokenOutputFile } from '../../core/build/build-output';
import { MCP_PATH } from '../../core/site';
import { themeTokensJson } from '../../core/tokens';
import { buildPortalFiles, ROOT, type PortalFiles } from './real-portal';

/** Writes each theme's JSON token export into the data folder, as `dsp build` does. */
export function writeTokenExports(dataDir: string): void {
  const { catalogue, issues } = loadTokens(join(ROOT, 'tokens'));
  if (catalogue === null) throw new Error(`the shipped tokens do not load: ${issues[0]?.message}`);
  for (const theme of catalogue.themes) {
    const file = join(dataDir, tokenOutputFile(theme, 'json'));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(themeTokensJson(catalogue, theme)));
  }
}

/** The shipped content and tokens in a temporary data folder; no client build (MCP answers no HTML). */
export async function buildMcpPortalFiles(): Promise<PortalFiles> {
  const files = await buildPortalFiles({ client: false });
  writeTokenExports(files.dataDir);
  return files;
}

/** An SDK client connected over a transport. */
export async function connect(transport: Transport): Promise<Client> {
  const client = new Client({ name: 'harbor-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** An SDK client of the MCP endpoint at `origin`, sending `headers` with every request. */
export function connectHttp(origin: string, headers: Record<string, string> = {}): Promise<Client> {
  return connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, origin), { requestInit: { headers } }));
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
