/**
 * What a team reads about each @harbor package before installing it: every workspace's package.json names its
 * repository (with its folder), homepage, Node engines and license; @harbor/react peers on @harbor/tokens, whose
 * variables it reads; and every page and README that pins the @harbor scope names the one registry host and the
 * line that authenticates against it (docs/packages.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

const REGISTRY_HOST = 'npm.store-platform.internal';

interface Manifest {
  readonly name: string;
  readonly license?: string;
  readonly homepage?: string;
  readonly repository?: { readonly url?: string; readonly directory?: string };
  readonly engines?: { readonly node?: string };
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

/** Registry scope lines (`@harbor:registry=...`) whose host is not the one host, or that lack its token line. */
function registryProblems(file: string, text: string): string[] {
  const pins = [...text.matchAll(/@harbor:registry=https?:\/\/([^/\s`]+)\//g)].map((match) => match[1] ?? '');
  if (pins.length === 0) return [];
  const problems = pins.filter((host) => host !== REGISTRY_HOST).map((host) => `${file}: names registry ${host}`);
  if (!text.includes(`//${REGISTRY_HOST}/:_authToken=\${NPM_TOKEN}`)) problems.push(`${file}: pins the scope without the _authToken line`);
  return problems;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

describe('package metadata', () => {
  it.each(workspaces)('%s names repository, homepage, engines and license', (workspace) => {
    const manifest = JSON.parse(read(`${workspace}/package.json`)) as Manifest;
    // The faces of @harbor/fonts keep their own licence, the SIL Open Font License, beside the package's MIT.
    expect(manifest.license).toBe(workspace === 'fonts' ? 'MIT AND OFL-1.1' : 'MIT');
    expect(manifest.repository?.url).toMatch(/^git\+https:\/\/.+\.git$/);
    expect(manifest.repository?.directory).toBe(workspace);
    expect(manifest.homepage).toMatch(new RegExp(`/${workspace}#readme$`));
    expect(manifest.engines?.node).toBe((JSON.parse(read('package.json')) as Manifest).engines?.node);
  });

  it('@harbor/react peers on @harbor/tokens in the version the workspace has', () => {
    const react = JSON.parse(read('ui/package.json')) as Manifest;
    const tokens = JSON.parse(read('tokens/package.json')) as Manifest & { version: string };
    expect(react.peerDependencies?.['@harbor/tokens']).toBe(`^${tokens.version}`);
  });
});

describe('one registry host, with its token line', () => {
  it('holds for every page of content/, docs/ and every package README', () => {
    const files = [...markdownFiles('content'), ...markdownFiles('docs'), ...workspaces.map((workspace) => `${workspace}/README.md`)];
    expect(files.flatMap((file) => registryProblems(file, read(file)))).toEqual([]);
  });

  it('refuses another host and a scope pinned without the token line', () => {
    expect(registryProblems('a.md', '@harbor:registry=https://npm.harbor.internal/')).toEqual([
      'a.md: names registry npm.harbor.internal',
      'a.md: pins the scope without the _authToken line',
    ]);
    expect(registryProblems('b.md', `@harbor:registry=https://${REGISTRY_HOST}/\n//${REGISTRY_HOST}/:_authToken=\${NPM_TOKEN}`)).toEqual(
      [],
    );
    expect(registryProblems('c.md', 'no registry here')).toEqual([]);
  });
});
