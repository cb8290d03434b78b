/**
 * A Vite plugin for the client build: what only private pages load stays out of the files every reader may load.
 * Private pages' live examples and playground previews are loaded through one module, the private loader
 * (viewer/examples/private-modules.ts), which the client imports dynamically. A module the loader reaches and the
 * client entry does not reach but through the loader, statically or dynamically, is private: a private page's
 * example, an internal component only such examples render, the loader itself with its map of private modules. A
 * chunk of private modules only is written to assets/private/ (the server serves that folder to authorized readers
 * only, SPEC §6), every other chunk to assets/. The build fails when a chunk in assets/ holds a private module or
 * loads a file from assets/private/ other than the loader's: either would put an internal component's name or code
 * where an anonymous reader gets it.
 *
 * The component package is imported through its entry, which re-exports every component: a module that imports
 * names from the package reaches the modules that declare those names, not the whole package, as the bundle's
 * tree-shaking keeps only those. Otherwise every internal component would count as public the moment a public
 * example imports a Button.
 *
 * A public chunk named after a module of the component package is named `ui-<hash>.js` instead: the package exports
 * internal components too, and a public page's example may render one inside another (the Carousel example's
 * product tile holds the energy label), whose chunk name the files that import it would otherwise say.
 */
import { basename, dirname, extname, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

export interface PrivateChunksOptions {
  /** The client entry and the private loader, from the project root. */
  readonly publicEntry: string;
  readonly privateLoader: string;
  /** The component package's entry, from the project root, and the name its importers use. */
  readonly packageEntry: string;
  readonly packageName: string;
  /** Vite's assetsDir and, inside it, the folder only authorized readers get. */
  readonly assetsDir: string;
  readonly privateDir: string;
}

/** What rollupOptions.output's chunkFileNames is given. */
interface NamedChunk {
  readonly name: string;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
}

export interface PrivateChunks {
  readonly plugin: Plugin;
  /** The file name pattern of a chunk: in the private folder when it holds private modules only. */
  readonly fileName: (chunk: NamedChunk) => string;
}

/** The modules `id` leads to; a module that takes names from the package entry leads to those names' modules instead. */
type Links = (id: string) => readonly string[];

/** Every module `from` reaches, itself included, without going through `barrier`. */
function reachedFrom(from: string, links: Links, barrier?: string): Set<string> {
  const reached = new Set<string>();
  const next = [from];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (reached.has(id) || id === barrier) continue;
    reached.add(id);
    next.push(...links(id));
  }
  return reached;
}

/** The names a module's code imports from `packageName` (`import { A, B as C, type D }`); null when it takes the whole package. */
export function namesImportedFrom(code: string, packageName: string): string[] | null {
  const quoted = `["']${packageName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`;
  if (new RegExp(`(?:import|export)\\s*\\*[^;]*?from\\s*${quoted}|import\\s*\\(\\s*${quoted}`).test(code)) return null;
  const names: string[] = [];
  for (const match of code.matchAll(new RegExp(`(?:import|export)\\s*(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
    for (const part of (match[1] ?? '').split(',')) {
      const name =
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name !== '' && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

export function privateChunks(options: PrivateChunksOptions): PrivateChunks {
  let root = process.cwd();
  /** Modules only the private loader reaches; filled once the module graph is complete. */
  let privateModules = new Set<string>();
  const privateFolder = `${options.assetsDir}/${options.privateDir}/`;
  const isPrivate = (chunk: NamedChunk): boolean => {
    const ids = chunk.moduleIds.length > 0 ? chunk.moduleIds : chunk.facadeModuleId === null ? [] : [chunk.facadeModuleId];
    return ids.length > 0 && ids.every((id) => privateModules.has(id));
  };
  const namedAfterPackage = (chunk: NamedChunk): boolean =>
    chunk.moduleIds.some(
      (id) => id.startsWith(`${dirname(resolve(root, options.packageEntry))}${sep}`) && basename(id, extname(id)) === chunk.name,
    );

  const plugin: Plugin = {
    name: 'harbor-private-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error !== undefined) return;
      const loader = resolve(root, options.privateLoader);
      if (this.getModuleInfo(loader) === null) this.error(`the private loader ${options.privateLoader} is not part of the build`);
      const packageEntry = resolve(root, options.packageEntry);
      const packageRoot = `${dirname(packageEntry)}${sep}`;
      // Name -> the package modules that declare it (its folders' index files only pass names on).
      const declaring = new Map<string, string[]>();
      for (const id of this.getModuleIds()) {
        if (!id.startsWith(packageRoot) || /[\\/]index\.[jt]sx?$/.test(id)) continue;
        for (const name of this.getModuleInfo(id)?.exports ?? []) declaring.set(name, [...(declaring.get(name) ?? []), id]);
      }
      const links: Links = (id) => {
        const info = this.getModuleInfo(id);
        if (info === null) return [];
        const all = [...info.importedIds, ...info.dynamicallyImportedIds];
        if (!all.includes(packageEntry) || info.code === null) return all;
        const names = namesImportedFrom(info.code, options.packageName);
        if (names === null) return all;
        // The entry's own imports that are no module of a component (its stylesheet) come along.
        const entryOwn = (this.getModuleInfo(packageEntry)?.importedIds ?? []).filter((target) => !/\.[jt]sx?$/.test(target));
        return [...all.filter((target) => target !== packageEntry), ...entryOwn, ...names.flatMap((name) => declaring.get(name) ?? [])];
      };
      const publicReach = reachedFrom(resolve(root, options.publicEntry), links, loader);
      privateModules = new Set([...reachedFrom(loader, links)].filter((id) => !publicReach.has(id)));
    },
    generateBundle(_output, bundle) {
      const files = Object.values(bundle);
      const loaderId = resolve(root, options.privateLoader);
      const loaderFile = files.find((file) => file.type === 'chunk' && file.facadeModuleId === loaderId)?.fileName;
      const problems: string[] = [];
      if (loaderFile === undefined || !loaderFile.startsWith(privateFolder)) {
        problems.push(`the private loader ${options.privateLoader} is in ${loaderFile ?? 'no chunk of its own'}`);
      }
      for (const file of files) {
        if (file.type !== 'chunk' || file.fileName.startsWith(privateFolder)) continue;
        const inside = file.moduleIds.filter((id) => privateModules.has(id));
        if (inside.length > 0) problems.push(`${file.fileName} holds modules only private pages load: ${inside.join(', ')}`);
        const loads = [...file.imports, ...file.dynamicImports].filter((name) => name.startsWith(privateFolder) && name !== loaderFile);
        if (loads.length > 0) problems.push(`${file.fileName} loads ${loads.join(', ')}`);
      }
      if (problems.length > 0) {
        this.error(
          `public files of the client build would name or hold private modules (${privateFolder} is for those):\n${problems.join('\n')}`,
        );
      }
    },
  };
  const fileName = (chunk: NamedChunk): string => {
    if (isPrivate(chunk)) return `${privateFolder}[name]-[hash].js`;
    return namedAfterPackage(chunk) ? `${options.assetsDir}/ui-[hash].js` : `${options.assetsDir}/[name]-[hash].js`;
  };
  return { plugin, fileName };
}
