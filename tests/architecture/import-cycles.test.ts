/**
 * Architecture guard: no import cycle anywhere in the source: core/, cli/,
 * server/, viewer/, the component package ui/, and the TypeScript of bench/
 * and scripts/ (docs/architecture.md). A circle makes module start-up order matter
 * and ties two concerns together; static imports, re-exports, type-only
 * imports and dynamic `import()` all count.
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, describeCycle, importGraph, importsOf, sourceFilesUnder } from './import-graph';

const root = resolve(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, 'fixtures', 'cycle');

const folders = ['core', 'cli', 'site-build', 'server', 'viewer', 'ui', 'bench', 'scripts'];

describe('architecture: no import cycles', () => {
  const files = folders.flatMap((folder) => sourceFilesUnder(join(root, folder)));
  const graph = importGraph(files);

  it('reads every source folder and resolves their imports', () => {
    for (const folder of folders) {
      expect(files.filter((file) => file.startsWith(join(root, folder, '/'))).length, folder).toBeGreaterThan(1);
    }
    expect(graph.get(join(root, 'viewer/layout/SearchLauncher.tsx'))).toContain(join(root, 'viewer/layout/search-overlay-chunk.ts'));
    expect(graph.get(join(root, 'ui/index.ts'))).toContain(join(root, 'ui/button/index.ts'));
    // The lazy overlay chunk is followed through its dynamic import().
    expect(graph.get(join(root, 'viewer/layout/search-overlay-chunk.ts'))).toContain(join(root, 'viewer/search/SearchOverlay.tsx'));
  });

  it('finds no cycle in core/, cli/, server/, viewer/, ui/, bench/ or scripts/', () => {
    expect(cyclesOf(graph).map((cycle) => describeCycle(root, cycle))).toEqual([]);
  });

  it('would report a cycle closed by a dynamic import()', () => {
    const cycles = cyclesOf(importGraph([join(fixtures, 'first.ts'), join(fixtures, 'second.ts')])).map((cycle) =>
      describeCycle(fixtures, cycle),
    );
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/^(first\.ts → second\.ts → first\.ts|second\.ts → first\.ts → second\.ts)$/);
  });

  it('would report a cycle of type-only imports', () => {
    const cycles = cyclesOf(importGraph([join(fixtures, 'type-only.ts'), join(fixtures, 'type-only-partner.ts')]));
    expect(cycles).toHaveLength(1);
  });

  it('would report a file that imports itself, and nothing for a chain without a circle', () => {
    const self = join(fixtures, 'self.ts');
    expect(cyclesOf(importGraph([self]))).toEqual([[self, self]]);
    expect(cyclesOf(importGraph([join(fixtures, 'second.ts')]))).toEqual([]);
  });

  it('resolves index folders and ignores packages', () => {
    const imports = importsOf(
      join(root, 'viewer/x.ts'),
      "import { ok } from '../core/result';\nimport * as v from 'valibot';\nimport { BASE_PATH } from '../core/site';",
    );
    expect(imports).toEqual([join(root, 'core/result.ts'), join(root, 'core/site/index.ts')]);
  });
});
