/**
 * What the dev server's file watcher leaves alone (dev-server/unwatched-folders.ts): the bench's copies, the build
 * output and the data folder, which grow with every run and every build, but never the content or token folder being
 * served, wherever it is.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwatchedPaths } from '../../dev-server/unwatched-folders';

const root = '/repo';

describe('the dev server’s unwatched folders', () => {
  it('skips the bench’s copies, every build’s output, the data folder, tests, docs and scripts, and watches the sources', () => {
    const skipped = unwatchedPaths(root, [join(root, 'content'), join(root, 'tokens')]);
    for (const path of [
      '.bench',
      '.bench/corpus/page-1.md',
      'dist/server/main.js',
      'dist/cli/dsp.js',
      '.data/bundle.json',
      'tests/dev-server/dev-server.test.ts',
      'docs/performance.md',
      'bench/run.ts',
      'scripts/bundle-cli.mjs',
    ]) {
      expect(skipped(join(root, path)), path).toBe(true);
    }
    for (const path of [
      'viewer/App.tsx',
      'ui/button/Button.tsx',
      'content/components/button/design.md',
      'tokens/base/color.tokens.json',
      'distant/file.ts',
    ]) {
      expect(skipped(join(root, path)), path).toBe(false);
    }
  });

  it('watches a content or token folder served from inside an unwatched one', () => {
    const skipped = unwatchedPaths(root, [join(root, '.bench/edit-content'), '/elsewhere/tokens']);
    expect(skipped(join(root, '.bench/edit-content/components/button/design.md'))).toBe(false);
    expect(skipped(join(root, '.bench/edit-content'))).toBe(false);
    expect(skipped(join(root, '.bench/corpus/page-1.md'))).toBe(true);
    expect(skipped(join(root, '.bench/edit-content-old/page.md'))).toBe(true);
  });
});
