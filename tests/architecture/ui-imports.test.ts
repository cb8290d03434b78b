/**
 * Architecture guard: the component package ui/ (@harbor/react) stands on its
 * own. It may import its own files, React and the packages its package.json
 * declares, and pure core/ modules; never the portal (viewer/, server/, cli/)
 * nor Node built-ins, so it can ship and render anywhere. Its build/ folder,
 * which writes manifest.json in Node and is never packed, may read files and
 * the TypeScript compiler, and still nothing of the portal: ui/, core/ only.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers } from './import-specifiers';

const root = resolve(import.meta.dirname, '../..');
const uiDir = join(root, 'ui');
const coreDir = join(root, 'core');
const manifest = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);

const buildDir = join(uiDir, 'build');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Output, not source: dist/ (the package build) and .bench/ (scripts/run-ts.mjs's bundle of build/).
    if (statSync(path).isDirectory()) return ['node_modules', 'dist', '.bench'].includes(name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
}

export function uiViolations(file: string, source: string): string[] {
  const problems: string[] = [];
  for (const spec of importSpecifiers(source)) {
    if (spec.startsWith('.')) {
      const target = resolve(dirname(file), spec);
      const inside = (dir: string) => target === dir || target.startsWith(dir + sep);
      if (!inside(uiDir) && !inside(coreDir)) problems.push(`imports '${spec}' from outside ui/ and core/`);
    } else if (file.startsWith(buildDir + sep) && (spec.startsWith('node:') || spec === 'typescript')) {
      // The package's build runs in Node at pack time; scripts/compile-package.mjs leaves build/ out of dist/.
    } else if (spec.startsWith('node:')) {
      problems.push(`imports the Node built-in '${spec}'`);
    } else if (!declared.has(packageName(spec))) {
      problems.push(`imports '${spec}', which ui/package.json does not declare`);
    }
  }
  return problems;
}

describe('architecture: ui/ (@harbor/react) imports nothing from the portal', () => {
  const files = sourceFiles(uiDir);

  it('finds the component sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s imports only ui/, core/ and declared packages', (_name, file) => {
    expect(uiViolations(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each([
    ["import { Icon } from '../../viewer/icons/Icon';", 'outside ui/'],
    ["import { app } from '../../server/app';", 'outside ui/'],
    ["export { run } from '../../cli/dsp';", 'outside ui/'],
    ["import { readFileSync } from 'node:fs';", 'Node built-in'],
    ["import { Hono } from 'hono';", 'does not declare'],
  ])('would reject %s', (source, expected) => {
    expect(uiViolations(join(uiDir, 'button', 'Button.tsx'), source).join('; ')).toContain(expected);
  });

  it('lets only its build/ folder read files and TypeScript, and not the portal either', () => {
    const build = join(uiDir, 'build', 'package-manifest.ts');
    expect(uiViolations(build, "import { readFileSync } from 'node:fs';\nimport ts from 'typescript';")).toEqual([]);
    expect(uiViolations(build, "import { buildContent } from '../../site-build/build-content';").join('; ')).toContain('outside ui/');
    expect(uiViolations(join(uiDir, 'button', 'Button.tsx'), "import ts from 'typescript';").join('; ')).toContain('does not declare');
  });

  it('accepts its own files, React and declared Radix packages', () => {
    const source = "import { useState } from 'react';\nimport * as D from '@radix-ui/react-dialog';\nimport { Icon } from '../icon/Icon';";
    expect(uiViolations(join(uiDir, 'button', 'Button.tsx'), source)).toEqual([]);
  });
});
