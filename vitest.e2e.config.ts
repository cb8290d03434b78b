/**
 * Browser tests (tests/e2e): one real server on port 0 for the whole run,
 * started by the global setup over the shipped content and a fresh client
 * build; each file drives the system Chromium through playwright-core.
 */
import { defineConfig } from 'vitest/config';
import { CONDITION_TIMEOUT_MS } from './tests/support/condition-timeout';
import { workspaceSources } from './scripts/workspace-sources.mjs';
import { SlowFilesFirst } from './tests/support/slow-files-first';

export default defineConfig({
  resolve: { alias: workspaceSources },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    // Browser tests wait for conditions; under load a second (the default) is not enough.
    expect: { poll: { timeout: CONDITION_TIMEOUT_MS } },
    hookTimeout: 240_000,
    // Each file runs its own browser; a few at a time keeps CI machines responsive.
    maxWorkers: 3,
    allowOnly: !process.env['CI'],
    sequence: { sequencer: SlowFilesFirst },
  },
});
