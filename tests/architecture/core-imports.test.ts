/**
 * Architecture guard (docs/style.md, "Guard it with a test"): core/ is pure, so the
 * CLI, the server and the viewer can all stand on it. A core file that imports
 * Node built-ins, React, Hono, another top-level folder, or touches the DOM or
 * the clock fails here.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importSpecifiers } from './import-specifiers';

const root = resolve(import.meta.dirname, '../..');
const coreDir = join(root, 'core');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

const forbiddenPackages = /^(node:|react($|\/|-dom)|hono($|\/)|@hono\/|vite|commander|unified|remark|rehype|shiki|playwright)/;
const nodeBuiltins = new Set([
  'fs',
  'path',
  'os',
  'url',
  'crypto',
  'http',
  'https',
  'net',
  'child_process',
  'process',
  'buffer',
  'stream',
  'util',
  'zlib',
  'worker_threads',
]);
const clock = /\b(?:Date\.now|Math\.random|new Date\(\s*\))/;

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

export function violationsOf(file: string, source: string): string[] {
  const problems: string[] = [];
  for (const spec of importSpecifiers(source)) {
    if (forbiddenPackages.test(spec) || nodeBuiltins.has(spec.split('/')[0] ?? '')) {
      problems.push(`imports '${spec}'`);
    } else if (spec.startsWith('.')) {
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(coreDir + sep) && target !== coreDir) problems.push(`imports '${spec}' from outside core/`);
    }
  }
  const code = stripComments(source);
  if (clock.test(code)) problems.push('reads the clock or randomness (pass them in)');
  return problems;
}

describe('architecture: core/ is pure (docs/style.md, Architecture)', () => {
  const files = sourceFiles(coreDir);

  it('finds the core sources', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s imports nothing outside core', (_name, file) => {
    expect(violationsOf(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each([
    ["import { readFileSync } from 'node:fs';", "imports 'node:fs'"],
    ["import fs from 'fs';", "imports 'fs'"],
    ["import { useState } from 'react';", "imports 'react'"],
    ["import { Hono } from 'hono';", "imports 'hono'"],
    ["export { x } from '../../server/app';", 'from outside core/'],
    ["const m = await import('node:path');", "imports 'node:path'"],
    ['const t = Date.now();', 'clock'],
  ])('would reject %s', (source, expected) => {
    const problems = violationsOf(join(coreDir, 'consent', 'x.ts'), source);
    expect(problems.join('; ')).toContain(expected);
  });

  // `npm run typecheck` compiles core/ alone under tsconfig.core.json before the tests run; this checks that it
  // does, and that the configuration leaves out the host typings, rather than running the same compiler again.
  it('is compiled by `npm run typecheck` without DOM or Node typings (tsconfig.core.json), so core uses no host globals', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['typecheck']).toContain('tsc --noEmit -p tsconfig.core.json');
    expect(scripts['test']).toMatch(/^npm run lint && npm run typecheck && /);
    const config = ts.parseConfigFileTextToJson('tsconfig.core.json', readFileSync(join(root, 'tsconfig.core.json'), 'utf8'));
    const options = (config.config as { compilerOptions: { lib: string[]; types: string[] }; include: string[] }).compilerOptions;
    expect(options.types).toEqual([]);
    expect(options.lib.map((lib) => lib.toLowerCase()).filter((lib) => lib.startsWith('dom'))).toEqual([]);
    expect((config.config as { include: string[] }).include).toEqual(['core']);
  });

  it('accepts imports inside core and of pure libraries', () => {
    const source = "import { ok } from '../result';\nimport * as v from 'valibot';\nimport type { X } from './x';";
    expect(violationsOf(join(coreDir, 'consent', 'x.ts'), source)).toEqual([]);
  });
});
