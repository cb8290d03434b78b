/**
 * A product team's app, made the way a team makes one: the workspaces packed
 * with `npm pack --workspaces`, the tarballs installed into a fresh folder
 * outside this repository beside React, React DOM, Vite, TypeScript, Next.js
 * and attw in the versions this repository resolved (so `npm install
 * --prefer-offline` finds them in the cache `npm ci` warmed, and the registry
 * otherwise), and React Router and ESLint in the exact versions pinned below. The
 * app's .npmrc points the @harbor scope at an address that answers nothing,
 * so a tarball that failed to satisfy a dependency fails the install instead
 * of pulling a same-named package from a public registry.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { PackedFile } from './package-audit';

/** The repository: this file's folder when run from source, `.bench/` when `npm run bench` bundled it. */
export const REPO_ROOT = resolve(import.meta.dirname, import.meta.dirname.endsWith('.bench') ? '..' : '../../..');

/** What `npm pack --json` reports for one package. */
export interface PackedPackage {
  readonly name: string;
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  /** Every file in the tarball. */
  readonly files: readonly { readonly path: string }[];
}

/** npm variables of a surrounding `npm run` would steer the app's npm (workspaces, prefix); keep only cache and registry. */
function cleanEnv(): NodeJS.ProcessEnv {
  const kept = new Set(['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig']);
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') || kept.has(key)));
}

/** The strict TypeScript a React app on the packages compiles with: the checks the consumer tests run share it. */
export const STRICT_REACT_APP = {
  strict: true,
  jsx: 'react-jsx',
  module: 'esnext',
  moduleResolution: 'bundler',
  target: 'es2022',
} as const;

export function run(command: string, args: readonly string[], cwd: string, env: Readonly<Record<string, string>> = {}): string {
  return execFileSync(command, args, {
    cwd,
    env: { ...cleanEnv(), ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Packs every workspace (each `prepack` builds what it ships) into `destination`. */
export function packWorkspaces(destination: string): PackedPackage[] {
  mkdirSync(destination, { recursive: true });
  const output = run('npm', ['pack', '--workspaces', '--json', '--pack-destination', destination], REPO_ROOT);
  // prepack scripts print their own lines before npm's JSON.
  return JSON.parse(output.slice(output.indexOf('\n[') + 1)) as PackedPackage[];
}

/** The files of an unpacked tarball, as paths inside the package and their text. */
export function unpack(tarball: string, into: string): PackedFile[] {
  mkdirSync(into, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', into], into);
  const root = join(into, 'package');
  const walk = (dir: string): PackedFile[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return [{ path: relative(root, path), text: readFileSync(path, 'utf8') }];
    });
  return walk(root);
}

function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

// Next.js for the App Router app and attw for the type resolution check share this one install; Next.js builds a
// TypeScript app only with @types/node beside it, as create-next-app sets one up.
const APP_TOOLS = [
  'react',
  'react-dom',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
  '@types/node',
  'next',
  '@arethetypeswrong/cli',
  // The test runner the Develop page and the tutorial write their tests for; their snippets import it.
  'vitest',
];

/**
 * Tools of the apps that this repository does not use itself, so its lockfile cannot pin them: exact versions here.
 * React Router stays on major 7, the one whose framework mode (`@react-router/dev` with Vite) the Develop page sets up.
 */
const PINNED_APP_TOOLS: Readonly<Record<string, string>> = {
  'react-router': '7.18.4',
  '@react-router/dev': '7.18.4',
  '@react-router/node': '7.18.4',
  // The current ESLint major, which @harbor/eslint-config states in its peer range.
  eslint: '10.15.0',
};

/** A fresh app folder in the system temp directory with the tarballs and the app tools installed. */
export function createConsumerApp(packages: readonly PackedPackage[], tarballDir: string): string {
  const app = mkdtempSync(join(tmpdir(), 'harbor-consumer-app-'));
  const dependencies = Object.fromEntries([
    ...APP_TOOLS.map((name) => [name, installedVersion(name)]),
    ...Object.entries(PINNED_APP_TOOLS),
    ...packages.map((pack) => [pack.name, `file:${join(tarballDir, pack.filename)}`]),
  ]);
  // A tarball's own dependency on another @harbor package (@harbor/react on @harbor/icons) is a semver range that npm
  // would look up in the registry; the overrides point it at the tarball, as a registry that holds them would answer.
  const overrides = Object.fromEntries(packages.map((pack) => [pack.name, `$${pack.name}`]));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer-app', private: true, type: 'module', dependencies, overrides }, null, 2),
  );
  writeFileSync(join(app, '.npmrc'), '@harbor:registry=http://127.0.0.1:9/\nfund=false\naudit=false\n');
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  return app;
}

/** Writes `files` (path -> text) under `dir`. */
export function writeFiles(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A Vite app rendering `main` (src/main.tsx) into #root of an index.html with data-theme on <html>; built into dist/. */
export function viteBuild(app: string, name: string, main: string): string {
  const root = join(app, name);
  writeFiles(root, {
    'index.html':
      '<!doctype html>\n<html lang="de-CH" data-theme="alpine-light">\n<head><meta charset="utf-8"><title>App</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
    'vite.config.js':
      "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()], build: { sourcemap: true } });\n",
    'src/main.tsx': main,
  });
  run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], root);
  return join(root, 'dist');
}

/** The entry of a Button-only app, exactly as the Develop page sets one up. */
export const BUTTON_APP = `import '@harbor/tokens/tokens.css';
import '@harbor/react/styles.css';
import { Button } from '@harbor/react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<Button variant="primary">Weiter zur Kasse</Button>);
`;

/** The same app without Harbor: what React alone costs. */
export const REACT_ONLY_APP = `import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<button type="button">Weiter zur Kasse</button>);
`;

/** The files of a Vite build whose names end in `extension`, wherever Vite put them. */
export function builtFiles(dist: string, extension: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => join(dist, name));
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
