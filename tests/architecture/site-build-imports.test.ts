/**
 * Architecture guard (docs/style.md, "The CLI is thin"): the content compiler lives in site-build/, which the CLI,
 * the dev server and the bench call. site-build/ imports core/ and its own files, never the server, the viewer or
 * the CLI's commands; the exceptions are the packages' own builds: the token loader under tokens/build/ and the
 * component reader and manifest under ui/build/ (docs/architecture.md, One home for each kind of thing).
 * The CLI, for its part, reaches Markdown, Shiki and the TypeScript compiler only through site-build/.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers } from './import-specifiers';

const root = resolve(import.meta.dirname, '../..');
const allowedFromSiteBuild = ['site-build', 'core', join('tokens', 'build'), join('ui', 'build')].map((dir) => join(root, dir));
const buildPackages = /^(unified|remark-|rehype-|mdast-|hast-|unist-|shiki|@shikijs\/|typescript$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(name) ? [path] : [];
  });
}

export function siteBuildViolations(file: string, source: string): string[] {
  return importSpecifiers(source)
    .filter((spec) => spec.startsWith('.'))
    .filter((spec) => {
      const target = resolve(dirname(file), spec);
      return !allowedFromSiteBuild.some((dir) => target === dir || target.startsWith(dir + sep));
    })
    .map((spec) => `imports '${spec}' from outside site-build/, core/ and the packages' builds (tokens/build/, ui/build/)`);
}

export function cliBuildImports(source: string): string[] {
  return importSpecifiers(source)
    .filter((spec) => buildPackages.test(spec))
    .map((spec) => `imports '${spec}'; the build belongs in site-build/`);
}

describe('architecture: the content compiler lives in site-build/, and the CLI stays a shell', () => {
  const siteBuildFiles = sourceFiles(join(root, 'site-build'));
  const cliFiles = sourceFiles(join(root, 'cli'));

  it('finds the sources', () => {
    expect(siteBuildFiles.length).toBeGreaterThan(15);
    expect(cliFiles.length).toBeGreaterThan(10);
  });

  it('site-build/ imports only itself, core/ and the token loader', () => {
    const found = siteBuildFiles.flatMap((file) =>
      siteBuildViolations(file, readFileSync(file, 'utf8')).map((problem) => `${relative(root, file)} ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('cli/ imports no Markdown, highlighting or TypeScript compiler package', () => {
    const found = cliFiles.flatMap((file) =>
      cliBuildImports(readFileSync(file, 'utf8')).map((problem) => `${relative(root, file)} ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('would report a site-build file reaching into the server, and a CLI file importing unified', () => {
    const file = join(root, 'site-build', 'x.ts');
    expect(siteBuildViolations(file, "import { createApp } from '../server/app';")).toHaveLength(1);
    expect(siteBuildViolations(file, "import { x } from '../core/bundle';\nimport { y } from './markdown-page';")).toEqual([]);
    expect(siteBuildViolations(file, "import { readProps } from '../ui/build/props-reader';")).toEqual([]);
    expect(siteBuildViolations(file, "import { Button } from '../ui/button/Button';")).toHaveLength(1);
    expect(cliBuildImports("import { unified } from 'unified';\nimport { Command } from 'commander';")).toHaveLength(1);
  });
});
