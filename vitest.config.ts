import { defineConfig } from 'vitest/config';
import { CONDITION_TIMEOUT_MS } from './tests/support/condition-timeout';
import { workspaceSources } from './scripts/workspace-sources.mjs';
import { SlowFilesFirst } from './tests/support/slow-files-first';

export default defineConfig({
  resolve: { alias: workspaceSources },
  test: {
    setupFiles: ['tests/setup/fast-check.ts'],
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
    projects: [
      {
        extends: true,
        test: {
          // core/ is pure (tests/architecture guards it): its modules hold no state a test could leave behind, so its
          // test files share one module graph per worker instead of importing it anew each, which was most of their time.
          name: 'core',
          include: ['tests/core/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Servers, the CLI, the browser-side code and components keep a module graph per file: they hold state
          // (caches, the DOM, environment variables) that one file must not hand the next.
          name: 'adapters',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'tests/core/**', 'node_modules/**'],
          globalSetup: ['tests/setup/example-modules.ts'],
        },
      },
    ],
  },
});
