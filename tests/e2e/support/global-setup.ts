/**
 * Starts the real portal for the browser tests: builds the shipped content
 * (site-build), builds the client with Vite into a temporary folder (so
 * dist/client is left alone), and boots server/start-server on port 0
 * (tests/support/real-portal.ts). The base URL reaches the test files through
 * vitest's provide/inject.
 */
import type { TestProject } from 'vitest/node';
import { buildPortalFiles, removePortalFiles, startRealServer } from '../../support/real-portal';

/** The footer shows it without the "merge_" and "master_" prefixes (SPEC §9). */
export const E2E_BUILD_VERSION = 'merge_master_2026.03.05-41';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234/designsystem */
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const files = await buildPortalFiles();
  const server = await startRealServer(files, { BUILD_VERSION: E2E_BUILD_VERSION });
  project.provide('baseUrl', server.url);

  return async () => {
    await server.close();
    removePortalFiles(files);
  };
}
