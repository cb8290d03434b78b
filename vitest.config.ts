import { defineConfig } from 'vitest/config';
import { CONDITION_TIMEOUT_MS } from './tests/support/condition-timeout';
import { workspaceSources } from './scripts/workspace-sources.mjs';
import { SlowFilesFirst } from './tests/support/slow-files-first';

export default defineConfig({
  resolve: { alias: workspaceSources },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup/fast-check.ts'],
    globalSetup: ['tests/setup/example-modules.ts'],
    // Property suites run 1,000 cases per property in `npm test`; under FC_NUM_RUNS=100000 they need room.
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Three workers: most files wait on
    // a server, a child process or Chromium rather than compute, so other files run in the time one waits (the browser
    // tier runs three for the same reason, vitest.e2e.config.ts).
    maxWorkers: 3,
    // Tests that drive a real server or Chromium wait for conditions; under load a second (the default) is not enough.
    expect: { poll: { timeout: CONDITION_TIMEOUT_MS } },
    // Slowest files first, from recorded durations on a clean clone (tests/support/slow-files-first.ts).
    sequence: { sequencer: SlowFilesFirst },
  },
});
