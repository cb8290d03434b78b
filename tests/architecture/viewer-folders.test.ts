/**
 * Architecture guard: each viewer folder owns one concern, and imports run
 * with the grain (docs/architecture.md). The client router lives in routing/,
 * menus in navigation/; menus do not reach into controls/, the document head
 * does not reach into views/, and article/ and page/ stay independent.
 */
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFilesUnder } from './import-graph';

const root = resolve(import.meta.dirname, '../..');
const viewer = join(root, 'viewer');

/** [from folder, to folder]: a file under viewer/<from>/ must not import one under viewer/<to>/. */
const forbidden: readonly (readonly [string, string])[] = [
  ['navigation', 'controls'],
  ['routing', 'navigation'],
  ['routing', 'controls'],
  ['document', 'views'],
  ['article', 'page'],
  ['page', 'article'],
  ['search', 'layout'],
];

const folderOf = (file: string): string => relative(viewer, file).split('/')[0] ?? '';

export function crossings(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (forbidden.some(([from, to]) => folderOf(file) === from && folderOf(target) === to)) {
        found.push(`${relative(root, file)} → ${relative(root, target)}`);
      }
    }
  }
  return found;
}

describe('architecture: viewer folders own one concern each', () => {
  const graph = importGraph(sourceFilesUnder(viewer));

  it('keeps the client router out of navigation/', () => {
    const routerFiles = ['use-portal-router', 'page-data-client', 'scroll-memory', 'route-path', 'router-context', 'prefetch-observer'];
    const navigation = [...graph.keys()].filter((file) => folderOf(file) === 'navigation').map((file) => relative(viewer, file));
    for (const name of routerFiles) expect(navigation.some((file) => file.includes(name))).toBe(false);
    const routing = [...graph.keys()].filter((file) => folderOf(file) === 'routing').map((file) => relative(viewer, file));
    for (const name of routerFiles)
      expect(
        routing.some((file) => file.includes(name)),
        name,
      ).toBe(true);
  });

  it('has no import against the folder grain', () => {
    expect(crossings(graph)).toEqual([]);
  });

  it('would report a menu that imports a control', () => {
    const menu = join(viewer, 'navigation', 'Menu.tsx');
    const control = join(viewer, 'controls', 'ThemeSwitcher.tsx');
    expect(crossings(new Map([[menu, [control]]]))).toEqual(['viewer/navigation/Menu.tsx → viewer/controls/ThemeSwitcher.tsx']);
  });
});
