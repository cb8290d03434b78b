/**
 * The import graph of the sources, built with the TypeScript compiler API (already
 * a dependency, so no extra install): every static import, re-export, type import
 * and dynamic `import()` of a file is resolved the way tsc resolves it, and the
 * graph's cycles are listed. Used by the import-cycle guard.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const sourceExtension = /\.(ts|tsx|mts)$/;

export function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return sourceExtension.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
};

/** The files a module imports (static, re-export, type-only and dynamic), resolved to absolute paths, outside node_modules only. */
export function importsOf(file: string, source: string = readFileSync(file, 'utf8')): string[] {
  const info = ts.preProcessFile(source, true, true);
  const targets: string[] = [];
  for (const imported of info.importedFiles) {
    const resolved = ts.resolveModuleName(imported.fileName, file, compilerOptions, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    if (resolved.resolvedFileName.includes('/node_modules/')) continue;
    targets.push(resolved.resolvedFileName);
  }
  return targets;
}

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export function importGraph(files: readonly string[], read: (file: string) => string = (f) => readFileSync(f, 'utf8')): ImportGraph {
  return new Map(files.map((file) => [file, importsOf(file, read(file))]));
}

/**
 * Every strongly connected component with more than one file (or a file that
 * imports itself), each given as one concrete cycle path, Tarjan's algorithm.
 */
export function cyclesOf(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(cyclePath(graph, new Set(component), node));
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** One concrete circle through a component, starting and ending at `start`, found breadth-first. */
function cyclePath(graph: ImportGraph, component: ReadonlySet<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

export function describeCycle(root: string, cycle: readonly string[]): string {
  return cycle.map((file) => relative(root, file)).join(' → ');
}
