/**
 * `dsp mcp`'s server: the portal's MCP tools over stdio, answered from the
 * folder `dsp build` wrote. Loaded only by that command, so the SDK costs the
 * other commands nothing. stdout carries the protocol alone; everything else
 * goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createSearchEngine } from '../../core/search';
import type { Result } from '../../core/result';
import { readPortalFiles } from '../../server/data-fs';
import { harborMcpServerFactory } from '../../server/mcp/harbor-mcp-server';
import { mcpSourcesOf } from '../../server/mcp/mcp-sources';

export interface StdioServerOptions {
  readonly data: string;
  readonly isAuthorized: boolean;
  readonly isDevMode: boolean;
  readonly origin: string;
  readonly version: string;
  readonly stderr: (text: string) => void;
}

/** Serves until the client closes stdin; an unreadable build is a result, before anything is served. */
export async function serveMcpOverStdio(options: StdioServerOptions): Promise<Result<void>> {
  const files = readPortalFiles(options.data);
  if (!files.ok) return files;
  const { bundle, searchIndex, tokenFiles } = files.value;
  const serverFor = harborMcpServerFactory({
    sources: mcpSourcesOf(bundle, createSearchEngine(searchIndex, bundle.sections), tokenFiles),
    version: options.version,
    onToolFailure: (tool, error) =>
      options.stderr(`dsp mcp: ${tool} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`),
  });
  const server = serverFor({ isAuthorized: options.isAuthorized, isDevMode: options.isDevMode, origin: options.origin });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => void server.close());
  });
  await server.connect(transport);
  options.stderr(
    `dsp mcp: serving ${Object.keys(bundle.pages).length} pages from ${options.data} over stdio as ${options.isAuthorized ? 'an authorized (internal)' : 'an anonymous'} reader\n`,
  );
  await closed;
  return { ok: true, value: undefined };
}
