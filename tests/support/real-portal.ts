/**
 * The real portal on disk and on a socket, for tests that go through HTTP: the shipped content's data folder and
 * the Vite-built client (dist/client is left alone), each made once per change of its inputs and shared by every
 * tier of a run (build-cache.ts), and server/start-server on 127.0.0.1 port 0 with configuration read from an
 * environment, as main.ts does. Used by the browser tests' global setup, tests/reliability and tests/deploy.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as viteBuild } from 'vite';
import { DEFAULT_TOKENS_DIR, EXAMPLES_OUTPUT_DIR } from '../../core/content/build-output';
import type { ContentBundle } from '../../core/bundle';
import type { SearchIndex } from '../../core/search';
import { parseServerConfig, type ServerEnv } from '../../server/config';
import { createServerLog } from '../../server/server-log';
import { startServer, type RunningServer } from '../../server/start-server';
import { renderDocument } from '../../viewer/entry-server';
import { writeExampleModules } from '../../site-build/write-examples-fs';
import { CONTENT_INPUTS, shippedContentDir } from './shipped-content-cache';
import { cachedBuild, inputsKey, REPO_ROOT } from './build-cache';
import { loadTokens } from '../../tokens/build/load-tokens';
import { portalTokenFiles } from '../../tokens/build/portal-token-files';

export const ROOT = REPO_ROOT;

export interface PortalFiles {
  /** The test's own temporary folder; removed by removePortalFiles. */
  readonly workDir: string;
  /** content.json, search-index.json and tokens/, as `dsp build` writes them; shared, read-only. */
  readonly dataDir: string;
  /** The Vite build: .vite/manifest.json and assets/ (with source maps); shared, read-only. */
  readonly clientDir: string;
  readonly bundle: ContentBundle;
  readonly searchIndex: SearchIndex;
}

export interface PortalFilesOptions {
  /** Where the temporary folder goes (default the OS temp folder). */
  readonly parentDir?: string;
  /** Build the client at all (default true); without it the pages render but load no script. */
  readonly client?: boolean;
  /** Copy the client into `workDir`, for a test that writes beside it (default false: the shared build). */
  readonly writableClient?: boolean;
}

/** The client's inputs beyond the content's: the viewer, the packages it bundles, Vite's configuration and its plugins. */
const CLIENT_INPUTS = [...CONTENT_INPUTS, 'viewer', 'icons', 'motion', 'scripts', 'vite.config.ts', 'tsconfig.json'];

/**
 * The data folder as `dsp build` writes it (content.json, search-index.json and the token files of
 * /designsystem/tokens/), made once per change of its inputs (build-cache.ts).
 */
function portalData(): Promise<string> {
  return cachedBuild('data', inputsKey(CONTENT_INPUTS), async (dir) => {
    const content = await shippedContentDir(ROOT);
    for (const name of ['content.json', 'search-index.json']) copyFileSync(join(content, name), join(dir, name));
    const tokens = await loadTokens(join(ROOT, DEFAULT_TOKENS_DIR));
    mkdirSync(join(dir, 'tokens'));
    for (const file of portalTokenFiles(tokens.catalogue?.themes ?? [], await tokens.outputs()))
      writeFileSync(join(dir, file.name), file.text);
  });
}

/**
 * The client as `vite build` makes it, with source maps (the leak test reads them; they change no behaviour), made
 * once per change of its inputs. The live examples' modules are written first: the client bundles them.
 */
function portalClient(bundle: ContentBundle): Promise<string> {
  return cachedBuild('client', inputsKey(CLIENT_INPUTS), async (dir) => {
    writeExampleModules(bundle, join(ROOT, EXAMPLES_OUTPUT_DIR));
    await viteBuild({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: dir, emptyOutDir: true, sourcemap: true },
    });
  });
}

/**
 * The shipped portal (the content's data folder and the client), from the build cache, behind a new temporary
 * folder that is the test's own. The data and client folders are shared with every other test of the run:
 * read them, never write into them; a test that needs other data writes it under `workDir`.
 */
export async function buildPortalFiles(options: PortalFilesOptions = {}): Promise<PortalFiles> {
  const parentDir = options.parentDir ?? tmpdir();
  mkdirSync(parentDir, { recursive: true });
  const workDir = mkdtempSync(join(parentDir, 'harbor-portal-'));
  const dataDir = await portalData();
  const bundleText = readFileSync(join(dataDir, 'content.json'), 'utf8');
  const bundle = JSON.parse(bundleText) as ContentBundle;
  // The server's rendering loads each live example's module from the generated folder, as after `npm run build:content`.
  writeExampleModules(bundle, join(ROOT, EXAMPLES_OUTPUT_DIR));
  let clientDir = join(workDir, 'client');
  if (options.client === false) mkdirSync(clientDir);
  else if (options.writableClient === true) cpSync(await portalClient(bundle), clientDir, { recursive: true });
  else clientDir = await portalClient(bundle);
  return {
    workDir,
    dataDir,
    clientDir,
    bundle,
    searchIndex: JSON.parse(readFileSync(join(dataDir, 'search-index.json'), 'utf8')) as SearchIndex,
  };
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
