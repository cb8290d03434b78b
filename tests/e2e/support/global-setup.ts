/**
 * Starts the real portal for the browser tests: builds the shipped content
 * (cli/content), builds the client with Vite into a temporary folder (so
 * dist/client is left alone), and boots server/start-server on port 0. The
 * base URL reaches the test files through vitest's provide/inject.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build as viteBuild } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildContent } from '../../../cli/content/build-content';
import { buildSearchIndex } from '../../../core/search';
import { parseServerConfig } from '../../../server/config';
import { createServerLog } from '../../../server/server-log';
import { startServer } from '../../../server/start-server';
import { renderDocument } from '../../../viewer/entry-server';

const ROOT = resolve(import.meta.dirname, '../../..');
/** The footer shows it without the "merge_" and "master_" prefixes (SPEC §9). */
export const E2E_BUILD_VERSION = 'merge_master_2026.03.05-41';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234/designsystem */
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), 'harbor-e2e-'));
  const dataDir = join(workDir, 'data');
  const clientDir = join(workDir, 'client');
  mkdirSync(dataDir);

  const content = await buildContent(join(ROOT, 'content'));
  if (content.bundle === null) throw new Error(`the shipped content does not build: ${content.issues.length} problems`);
  writeFileSync(join(dataDir, 'content.json'), JSON.stringify(content.bundle));
  writeFileSync(join(dataDir, 'search-index.json'), JSON.stringify(buildSearchIndex(content.searchDocuments)));

  await viteBuild({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true },
  });

  const config = parseServerConfig({ PORT: '0', DATA_DIR: dataDir, BUILD_VERSION: E2E_BUILD_VERSION, NODE_ENV: 'test' });
  if (!config.ok) throw new Error(config.issues.map((issue) => issue.message).join('\n'));
  const started = await startServer({
    config: config.value,
    render: renderDocument,
    clientDir,
    log: createServerLog({ json: true, write: () => undefined }),
  });
  if (!started.ok) throw new Error(started.issues.map((issue) => issue.message).join('\n'));
  project.provide('baseUrl', started.value.url);

  return async () => {
    await started.value.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
