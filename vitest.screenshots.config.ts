/** `npm run screenshots`: the e2e setup (real server, Chromium) running only the screenshot capture. */
import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config';

export default defineConfig({
  test: {
    ...e2e.test,
    include: ['tests/e2e/screenshots.capture.ts', 'tests/e2e/craft-screenshots.capture.ts', 'tests/e2e/versions-screenshots.capture.ts'],
  },
});
