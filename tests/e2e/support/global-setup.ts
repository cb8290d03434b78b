/**
 * Starts the real portal for the browser tests over the run's one build of the
 * shipped content and the client (tests/support/real-portal.ts, shared with
 * the unit run's reliability and deploy tests), boots server/start-server on
 * port 0, and starts the run's one Chromium. The base URL and the browser's
 * endpoint reach the test files through vitest's provide/inject.
 */
import type { TestProject } from 'vitest/node';
import { buildPortalFiles, removePortalFiles, startRealServer } from '../../support/real-portal';
import { launchBrowserServer } from './chromium';

/** The footer shows it without the "merge_" and "master_" prefixes (SPEC §9). */
export const E2E_BUILD_VERSION = 'merge_master_2026.03.05-41';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234/designsystem */
    baseUrl: string;
    /** The run's Chromium, for playwright's `chromium.connect`. */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const files = await buildPortalFiles();
  const server = await startRealServer(files, { BUILD_VERSION: E2E_BUILD_VERSION });
  project.provide('baseUrl', server.url);
  const browser = await launchBrowserServer();
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await server.close();
    removePortalFiles(files);
  };
}
