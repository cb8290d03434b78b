/**
 * Architecture guard (docs/architecture.md, "One home for each kind of thing"): the token build lives in the tokens
 * workspace (tokens/build/), with its Style Dictionary configuration and transforms; the content compiler, the CLI,
 * the dev server and the scripts import it from there. No other folder configures Style Dictionary or keeps a token
 * build of its own. @harbor/react's manifest.json is written by ui/build/ alone, from ui/ and core/ alone: the
 * package's build script runs no content build and reads no tests.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFilesUnder } from './import-graph';
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

const MANIFEST_BUILD = join(root, 'ui/build');

/** A file that writes a manifest.json of its own (a Vite manifest it reads is not one). */
export const writesManifest = (source: string) =>
  /\bwriteFile(Sync)?\(/.test(source) && /['"`][^'"`]*\bmanifest\.json['"`]/.test(source.replaceAll('.vite/manifest.json', ''));

/** Every file `entry` reaches through relative imports, itself included. */
function importClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of importsOf(file)) visit(target);
  };
  visit(entry);
  return [...seen];
}

/** The reached files outside ui/ and core/: what a package build from ui/ alone may not read. */
export function outsideThePackage(files: readonly string[]): string[] {
  const allowed = ['ui', 'core'].map((dir) => join(root, dir) + sep);
  return files.filter((file) => !allowed.some((dir) => file.startsWith(dir))).map((file) => relative(root, file));
}

describe('architecture: one home for the component manifest', () => {
  const files = sources();
  const scripts = (JSON.parse(readFileSync(join(root, 'ui/package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

  it('writes manifest.json only under ui/build/', () => {
    const writers = files.filter(({ file }) => writesManifest(readFileSync(file, 'utf8'))).map(({ file }) => relative(root, file));
    expect(writers).toEqual(['ui/build/write-manifest.ts']);
  });

  it("would name another file that writes a manifest.json, and not one that reads Vite's", () => {
    expect(writesManifest("writeFileSync('ui/dist/manifest.json', text);")).toBe(true);
    expect(writesManifest("readFileSync(join(dir, '.vite/manifest.json'));\nwriteFileSync(out, html);")).toBe(false);
  });

  it('builds the manifest from ui/ and core/ alone: no content build, no CLI, no test', () => {
    const reached = importClosure(join(MANIFEST_BUILD, 'write-manifest.ts'));
    expect(reached.length).toBeGreaterThan(5);
    expect(outsideThePackage(reached)).toEqual([]);
    expect(outsideThePackage([join(root, 'site-build/build-content.ts')])).toEqual(['site-build/build-content.ts']);
  });

  it("runs ui/build/ from the package's build script, which names no content, site-build, CLI or tests folder", () => {
    expect(scripts['build']).toContain('build/write-manifest.ts');
    expect(Object.values(scripts).filter((script) => /content\/|site-build|tests\/|cli\/|write-component-manifest/.test(script))).toEqual(
      [],
    );
  });

  it('keeps no manifest writer or test scan under scripts/, cli/ or site-build/', () => {
    const gone = ['scripts/write-component-manifest.ts', 'site-build/component-evidence-fs.ts', 'site-build/props-reader.ts'];
    expect(gone.filter((path) => existsSync(join(root, path)))).toEqual([]);
  });
});

/** The files of `scripts/` whose names say "build" and that `scripts/build.ts` does not import: each one is a second entry. */
export function otherBuildEntries(names: readonly string[], entrySource: string): string[] {
  const imported = new Set(importSpecifiers(entrySource).map((specifier) => specifier.replace(/^\.\//, '').replace(/\.[mc]?[jt]s$/, '')));
  return names.filter((name) => /^build/.test(name) && name !== 'build.ts' && !imported.has(name.replace(/\.[mc]?[jt]s$/, '')));
}

describe('architecture: one meaning of "build"', () => {
  it('compiles the content in site-build/ and keeps no core/build/: core holds the content rules in core/content/', () => {
    expect(existsSync(join(root, 'site-build/build-content.ts'))).toBe(true);
    expect(existsSync(join(root, 'core/build'))).toBe(false);
    expect(existsSync(join(root, 'core/content/build-output.ts'))).toBe(true);
  });

  it('has one scripts/build.ts entry; the other scripts bundle, compile or write and are named so', () => {
    const entry = readFileSync(join(root, 'scripts/build.ts'), 'utf8');
    expect(otherBuildEntries(readdirSync(join(root, 'scripts')), entry)).toEqual([]);
    expect(otherBuildEntries(['build.ts', 'build-cli.mjs', 'build-steps.ts'], "import { steps } from './build-steps';")).toEqual([
      'build-cli.mjs',
    ]);
  });
});
