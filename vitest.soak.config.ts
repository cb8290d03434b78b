/**
 * The long runs, kept out of `npm test`: `npm run test:deep` (project
 * "deep": every property test at FC_NUM_RUNS=100000, the HTTP fuzz with
 * 20,000 requests, and the parsers' linearity in tests/reliability/*.deep.ts) and `npm run test:soak` (project
 * "soak": autocannon load and SIGTERM under load on the built server,
 * tests/reliability/*.soak.ts).
 */
import { defineConfig } from 'vitest/config';
import { CONDITION_TIMEOUT_MS } from './tests/support/condition-timeout';
import { workspaceSources } from './scripts/workspace-sources.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: workspaceSources },
        test: {
          name: 'deep',
          include: ['tests/**/*.prop.test.ts', 'tests/reliability/**/*.deep.ts', 'tests/reliability/http-fuzz.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          setupFiles: ['tests/setup/fast-check.ts'],
          env: { FUZZ_REQUESTS: '20000', FUZZ_DEADLINE_MS: '1200000' },
          testTimeout: 600_000,
          hookTimeout: 600_000,
          expect: { poll: { timeout: CONDITION_TIMEOUT_MS } },
        },
      },
      {
        test: {
          name: 'soak',
          include: ['tests/reliability/**/*.soak.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: CONDITION_TIMEOUT_MS } },
          // One file, alone: its timings are the point.
          fileParallelism: false,
        },
      },
    ],
  },
});
