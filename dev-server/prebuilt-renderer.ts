/**
 * The dev server's server renderer before Vite has compiled it: the viewer's server entry bundled by esbuild, as the
 * production server bundle is (scripts/bundle-server.mjs: stylesheets dropped, the workspaces from
 * their sources through tsconfig.json's paths), kept on disk under node_modules/.cache/harbor-dev-render/ and named by
 * a hash of every file the bundle read. Vite's first compile of the same entry costs seconds on the main thread, on
 * the first page an author asks for; esbuild bundles it in its own process, and an unchanged bundle is only hashed and
 * imported. A bundle is imported once per process and never replaced: when one of its files changes, the dev server
 * renders through Vite from then on (start-dev-server.ts), whose module graph follows edits without keeping every
 * version in memory.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { RenderDocument } from '../viewer/ssr-contract';
import { generatedModuleNames } from '../site-build/generated-module-fs';

/**
 * Bundles kept: a branch switched back and forth, and each content served (the shipped content's example modules, the
 * corpus's), find their own, also while other checkouts and test runs sharing the installed packages add theirs.
 */
const KEPT_BUNDLES = 6;
/**
 * The list of files the newest bundle of an entry read, relative to the root: one per root and entry, so two checkouts
 * sharing installed packages (a worktree linking node_modules) do not take turns bundling.
 */
const inputsFile = (root: string, entry: string) =>
  `inputs-${createHash('sha256')
    .update(`${resolve(root)}\0${entry}`)
    .digest('hex')
    .slice(0, 16)}.json`;
/** Part of every key: bump when the bundle's options change what the same files produce. */
const FORMAT = '3';

export interface PrebuiltRendererOptions {
  /** The repository root: its node_modules resolve the bundle's packages. */
  readonly root: string;
  /** The server entry, relative to the root. */
  readonly entry: string;
  /**
   * Folders, relative to the root, whose file names are part of the key: a folder the entry imports by a pattern (the
   * generated example modules) gains a file the last bundle never read.
   */
  readonly listed?: readonly string[];
  /** Where the bundles go; node_modules/.cache/harbor-dev-render under the root unless given. */
  readonly cacheDir?: string;
}

export interface PrebuiltRenderer {
  readonly render: RenderDocument;
  /** The files the bundle holds, relative to the root and '/'-separated: a change to any of them makes it stale. */
  readonly inputs: ReadonlySet<string>;
  /** Whether esbuild bundled it now, rather than finding it on disk. */
  readonly bundled: boolean;
  /** Whether its files are still as it holds them (read again: a tenth of a second or so). */
  readonly isCurrent: () => boolean;
}

/** A stylesheet import becomes an empty module: the browser gets the CSS from Vite. */
const dropStylesheets: Plugin = {
  name: 'drop-stylesheets',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'dropped-stylesheet' }));
    build.onLoad({ filter: /.*/, namespace: 'dropped-stylesheet' }, () => ({ contents: '', loader: 'js' }));
  },
};

interface KeyInputs {
  readonly root: string;
  readonly entry: string;
  readonly listed: readonly string[];
  readonly esbuildVersion: string;
}

/** A hash of the names in the listed folders (the generated example modules): cheap beside hashing every file. */
function namesOf(of: KeyInputs): string {
  const hash = createHash('sha256');
  for (const folder of of.listed) hash.update(`\0${folder}\0${generatedModuleNames(join(of.root, folder)).join('\0')}`);
  return hash.digest('hex').slice(0, 24);
}

/** The key of a bundle of `inputs`: the entry, their paths and contents, the listed folders, the installed packages, esbuild and the options. */
function keyOf(of: KeyInputs, inputs: readonly string[], names = namesOf(of)): string {
  const hash = createHash('sha256').update(`${FORMAT}\0${of.esbuildVersion}\0${of.entry}\0${names}\0`);
  hash.update(readFileSync(join(of.root, 'node_modules', '.package-lock.json')));
  for (const input of inputs) hash.update(`\0${input}\0`).update(readFileSync(join(of.root, input)));
  return hash.digest('hex').slice(0, 24);
}

/** The inputs a bundle read, kept beside it: `<key>.inputs.json`. */
const inputsOfBundle = (key: string) => `${key}.inputs.json`;

/**
 * A kept bundle's key, when the files it read are as it read them now; null when it is stale or unreadable. One made
 * with other names in the listed folders (another content's example modules) is stale without hashing its files.
 */
function currentKey(
  of: KeyInputs,
  dir: string,
  listFile: string,
  names: string,
  name?: string,
): { readonly key: string; readonly inputs: string[] } | null {
  try {
    const stored = JSON.parse(readFileSync(join(dir, listFile), 'utf8')) as { inputs: string[]; names?: string };
    if (name !== undefined && stored.names !== names) return null;
    const key = keyOf(of, stored.inputs, names);
    return name === undefined || key === name ? { key, inputs: stored.inputs } : null;
  } catch {
    return null;
  }
}

/**
 * The bundle whose files are unchanged: the newest of this root and entry first, then the other kept bundles, each
 * holding the list of files it read. Content that writes other example modules (the bench's corpus after the shipped
 * content) finds its own bundle again rather than bundling anew on every switch.
 */
function lastKey(of: KeyInputs, dir: string): { readonly key: string; readonly inputs: string[] } | null {
  const names = namesOf(of);
  const newest = currentKey(of, dir, inputsFile(of.root, of.entry), names);
  if (newest !== null && existsFile(join(dir, `${newest.key}.mjs`))) return newest;
  let kept: string[];
  try {
    kept = readdirSync(dir).filter((name) => name.endsWith('.mjs'));
  } catch {
    return null;
  }
  for (const bundle of kept) {
    const key = bundle.slice(0, -'.mjs'.length);
    if (key === newest?.key) continue;
    const found = currentKey(of, dir, inputsOfBundle(key), names, key);
    if (found === null) continue;
    // Newest again: checked first at the next start, and the last to be pruned.
    try {
      const now = new Date();
      utimesSync(join(dir, bundle), now, now);
      writeAtomically(join(dir, inputsFile(of.root, of.entry)), JSON.stringify({ inputs: found.inputs, names }));
    } catch {
      // Only the order of the next look-up is lost.
    }
    return found;
  }
  return null;
}

function writeAtomically(file: string, text: string): void {
  writeFileSync(`${file}.${process.pid}`, text);
  renameSync(`${file}.${process.pid}`, file);
}

/** Removes all but the newest KEPT_BUNDLES bundles. */
function prune(dir: string): void {
  const bundles = readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => ({ file: join(dir, name), at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of bundles.slice(KEPT_BUNDLES)) {
    rmSync(old.file, { force: true });
    rmSync(old.file.replace(/\.mjs$/, '.inputs.json'), { force: true });
  }
}

/** The bundle of `entry` from disk when its files are unchanged, else bundled now (and kept for the next start). */
export async function loadPrebuiltRenderer(options: PrebuiltRendererOptions): Promise<PrebuiltRenderer> {
  const { root, entry } = options;
  const dir = options.cacheDir ?? join(root, 'node_modules', '.cache', 'harbor-dev-render');
  const esbuild = await import('esbuild');
  const of: KeyInputs = { root, entry, listed: options.listed ?? [], esbuildVersion: esbuild.version };
  let found = lastKey(of, dir);
  let bundled = false;
  if (found === null) {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile: join(dir, 'bundle.mjs'),
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // React and the packages that render with it are bundled in their production builds: React's development
      // build took most of the first page's render (warnings and checks an author reads in the browser, not here),
      // and one copy of React must serve the bundle and every package rendering with it. Their CommonJS modules
      // require Node's own modules, which an ES module can only through createRequire.
      define: { 'process.env.NODE_ENV': '"production"' },
      banner: {
        js: "import { createRequire as harborCreateRequire } from 'node:module'; const require = harborCreateRequire(import.meta.url);",
      },
      jsx: 'automatic',
      plugins: [dropStylesheets],
      loader: { '.css': 'empty' },
      // Content without examples on private pages leaves their folder empty, and that is fine.
      logOverride: { 'empty-glob': 'silent' },
      logLevel: 'silent',
      metafile: true,
      legalComments: 'none',
    });
    const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
    if (code === undefined) throw new Error(`esbuild wrote no bundle of ${entry}`);
    const inputs = Object.keys(result.metafile.inputs)
      // The installed packages are in the key through the lockfile: hashing their files at every start is not needed.
      .filter((input) => !input.includes(':') && !input.includes('node_modules/'))
      .sort();
    const names = namesOf(of);
    found = { key: keyOf(of, inputs, names), inputs };
    mkdirSync(dir, { recursive: true });
    writeAtomically(join(dir, `${found.key}.mjs`), code.text);
    writeAtomically(join(dir, inputsOfBundle(found.key)), JSON.stringify({ inputs, names }));
    writeAtomically(join(dir, inputsFile(root, entry)), JSON.stringify({ inputs, names }));
    prune(dir);
    bundled = true;
  }
  const module = (await import(pathToFileURL(join(dir, `${found.key}.mjs`)).href)) as { renderDocument?: RenderDocument };
  if (typeof module.renderDocument !== 'function') throw new Error(`${entry} exports no renderDocument function`);
  const { key, inputs } = found;
  const isCurrent = () => {
    try {
      return keyOf(of, inputs) === key;
    } catch {
      return false;
    }
  };
  return { render: module.renderDocument, inputs: new Set(inputs), bundled, isCurrent };
}

function existsFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
