/**
 * What Vite's watcher leaves alone besides its own list (.git, node_modules): Vite watches the whole repository root,
 * and the bench's folder holds a 10,000-page corpus and every run's copies, the build output and the data folder are
 * rewritten by every build, and the tests and docs are a third of the rest of the repository's files. Watching them
 * cost about a second of the dev server's start, and the watcher kept a handle for every file written there for as
 * long as the dev server ran. None of them holds a module the viewer imports. The content and token folders being
 * served are watched wherever they are, the bench's copies included.
 */
import { resolve, sep } from 'node:path';
import { BENCH_DIR } from '../bench/bench-config';
import { DEFAULT_DATA_DIR } from '../core/content/build-output';

/**
 * Relative to the repository root: the bench's copies and results, every build's output, the data folder, coverage,
 * and the folders of files no page imports (the tests, the docs, the bench's and the build's scripts, changesets),
 * whose crawl by the watcher held the thread while the first page was rendered.
 */
export const UNWATCHED_FOLDERS: readonly string[] = [
  BENCH_DIR,
  'dist',
  DEFAULT_DATA_DIR,
  'coverage',
  'tests',
  'docs',
  'bench',
  'scripts',
  '.changeset',
];

const inside = (folder: string, path: string) => path === folder || path.startsWith(folder + sep);

/** Whether the watcher skips `path` (absolute, or relative to the working folder, as Vite's watcher gives it). */
export function unwatchedPaths(root: string, served: readonly string[]): (path: string) => boolean {
  const unwatched = UNWATCHED_FOLDERS.map((folder) => resolve(root, folder));
  const kept = served.map((folder) => resolve(folder));
  return (path) => {
    const absolute = resolve(path);
    return unwatched.some((folder) => inside(folder, absolute)) && !kept.some((folder) => inside(folder, absolute));
  };
}
