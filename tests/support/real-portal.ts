/**
 * The real portal on disk and on a socket, for tests that go through HTTP:
 * the shipped content built into a data folder (cli/content, cached across
 * test files by shipped-content-cache.ts), the client
 * built with Vite into a temporary folder (dist/client is left alone), and
 * server/start-server on 127.0.0.1 port 0 with configuration read from an
 * environment, as main.ts does. Used by the browser tests' global setup and
 * by tests/reliability.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build as viteBuild } from 'vite';
import { DEFAULT_TOKENS_DIR, EXAMPLES_OUTPUT_DIR } from '../../core/build/build-output';
import type { ContentBundle } from '../../core/bundle';
import type { SearchIndex } from '../../core/search';
import { parseServerConfig, type ServerEnv } from '../../server/config';
import { createServerLog } from '../../server/server-log';
import { startServer, type RunningServer } from '../../server/start-server';
import { renderDocument } from '../../viewer/entry-server';
import { writeExampleModules } from '../../cli/content/write-examples-fs';
import { shippedContentFiles } from './shipped-content-cache';
import { loadTokens } from '../../cli/tokens/load-tokens';
import { portalTokenFiles } from '../../cli/tokens/portal-token-files';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface PortalFiles {
  /** Holds data/ and client/; removed by removePortalFiles. */
  readonly workDir: string;
  /** content.json and search-index.json, as `dsp build` writes them. */
  readonly dataDir: string;
  /** The Vite build: .vite/manifest.json and assets/. */
  readonly clientDir: string;
  readonly bundle: ContentBundle;
  readonly searchIndex: SearchIndex;
}

export interface PortalFilesOptions {
  /** Where the temporary folder goes (default the OS temp folder). */
  readonly parentDir?: string;
  /** Build the client with source maps, so tests can check them too. */
  readonly sourcemap?: boolean;
  /** Build the client at all (default true); without it the pages render but load no script. */
  readonly client?: boolean;
}

/** Builds the shipped content (cached, shipped-content-cache.ts) and the client into a new temporary folder. */
export async function buildPortalFiles(options: PortalFilesOptions = {}): Promise<PortalFiles> {
  const parentDir = options.parentDir ?? tmpdir();
  mkdirSync(parentDir, { recursive: true });
  const workDir = mkdtempSync(join(parentDir, 'harbor-portal-'));
  const dataDir = join(workDir, 'data');
  const clientDir = join(workDir, 'client');
  mkdirSync(dataDir);

  const { bundleText, searchIndexText } = await shippedContentFiles(ROOT);
  writeFileSync(join(dataDir, 'content.json'), bundleText);
  writeFileSync(join(dataDir, 'search-index.json'), searchIndexText);
  // The token files of /designsystem/tokens/, as `dsp build` writes them.
  const tokens = await loadTokens(join(ROOT, DEFAULT_TOKENS_DIR));
  mkdirSync(join(dataDir, 'tokens'));
  for (const file of portalTokenFiles(tokens.catalogue?.themes ?? [], await tokens.outputs()))
    writeFileSync(join(dataDir, file.name), file.text);

  // As `npm run build:content` does: the client build and the server's rendering load each live example's module from there.
  writeExampleModules(JSON.parse(bundleText) as ContentBundle, join(ROOT, EXAMPLES_OUTPUT_DIR));
  if (options.client !== false) await buildClient(clientDir, options.sourcemap === true);
  // Through JSON, as the server reads them.
  return {
    workDir,
    dataDir,
    clientDir,
    bundle: JSON.parse(bundleText) as ContentBundle,
    searchIndex: JSON.parse(searchIndexText) as SearchIndex,
  };
}

async function buildClient(clientDir: string, sourcemap: boolean): Promise<void> {
  await viteBuild({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true, ...(sourcemap ? { sourcemap: true } : {}) },
  });
}

export function removePortalFiles(files: PortalFiles): void {
  rmSync(files.workDir, { recursive: true, force: true });
}

export interface RealServer extends RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** Every log line the server wrote, as [level, line]. */
  readonly logLines: [string, string][];
}

/**
 * Starts server/start-server over the files, on 127.0.0.1 and a free port;
 * `env` adds or overrides environment variables (TRUSTED_PROXIES, ACCESS_TOKEN_SECRET, ...).
 */
export async function startRealServer(files: Pick<PortalFiles, 'dataDir' | 'clientDir'>, env: ServerEnv = {}): Promise<RealServer> {
  const config = parseServerConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: files.dataDir, NODE_ENV: 'test', ...env });
  if (!config.ok) throw new Error(config.issues.map((issue) => issue.message).join('\n'));
  const logLines: [string, string][] = [];
  const started = await startServer({
    config: config.value,
    render: renderDocument,
    clientDir: files.clientDir,
    log: createServerLog({ json: true, write: (level, line) => logLines.push([level, line]) }),
  });
  if (!started.ok) throw new Error(started.issues.map((issue) => issue.message).join('\n'));
  return { ...started.value, origin: new URL(started.value.url).origin, logLines };
}
