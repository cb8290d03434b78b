/**
 * Architecture guard (docs/architecture.md, "One home for each kind of thing"): the token build lives in the tokens
 * workspace (tokens/build/), with its Style Dictionary configuration and transforms; the content compiler, the CLI,
 * the dev server and the scripts import it from there. No other folder configures Style Dictionary or keeps a token
 * build of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from './import-graph';
import { importSpecifiers } from './import-specifiers';

const root = resolve(import.meta.dirname, '../..');
const SOURCE_FOLDERS = ['core', 'cli', 'site-build', 'dev-server', 'server', 'viewer', 'ui', 'bench', 'scripts', 'tokens'];
const TOKEN_BUILD = join(root, 'tokens/build');

/** The source files of the folders, each with the packages and files it imports. */
function sources(): { file: string; specifiers: string[] }[] {
  return SOURCE_FOLDERS.flatMap((folder) => sourceFilesUnder(join(root, folder))).map((file) => ({
    file,
    specifiers: importSpecifiers(readFileSync(file, 'utf8')),
  }));
}

/** Files outside `home` that import one of the packages. */
export function importersOutside(home: string, files: readonly { file: string; specifiers: string[] }[], packages: RegExp): string[] {
  return files
    .filter(({ file }) => !file.startsWith(`${home}/`))
    .filter(({ specifiers }) => specifiers.some((specifier) => packages.test(specifier)))
    .map(({ file }) => relative(root, file));
}

describe('architecture: one home for the token build', () => {
  const files = sources();

  it('finds the token build in tokens/build/', () => {
    expect(files.filter(({ file }) => file.startsWith(`${TOKEN_BUILD}/`)).length).toBeGreaterThan(5);
  });

  it('imports Style Dictionary only under tokens/build/', () => {
    expect(importersOutside(TOKEN_BUILD, files, /^style-dictionary(\/|$)/)).toEqual([]);
  });

  it('would name a file that configures Style Dictionary elsewhere', () => {
    const stray = { file: join(root, 'scripts/tokens.ts'), specifiers: ['style-dictionary'] };
    expect(importersOutside(TOKEN_BUILD, [stray], /^style-dictionary(\/|$)/)).toEqual(['scripts/tokens.ts']);
  });

  it('keeps no token build under cli/ or scripts/', () => {
    expect(['cli/tokens', 'scripts/build-tokens.ts'].filter((path) => existsSync(join(root, path)))).toEqual([]);
  });
});
