/**
 * The build of the shipped content (content.json and search-index.json, as
 * `dsp build` writes them), cached on disk so that the test files that each
 * need the real portal do not each spend ten seconds in Shiki. The cache key
 * is a hash of everything the build reads: the content folder, the build and
 * search code (cli/, core/), the component package (ui/), the lockfile, and the git state that gives pages
 * their last-commit dates. Test files running at the same time build once:
 * the first takes a lock folder, the others wait for its result.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildContent } from '../../site-build/build-content';
import { buildSearchIndex } from '../../core/search';

export interface ShippedContentFiles {
  readonly bundleText: string;
  readonly searchIndexText: string;
}

const LOCK_STALE_MS = 180_000;
const WAIT_STEP_MS = 200;

function filesUnder(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(relative(root, full));
    }
  };
  walk(join(root, folder));
  return found;
}

function git(root: string, ...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
}

/** A hash of every input of the content build. */
function cacheKey(root: string): string {
  const hash = createHash('sha256');
  // ui/ too: the build type-checks live examples and reads props tables from the component package.
  const inputs = [
    ...filesUnder(root, 'content'),
    ...filesUnder(root, 'cli'),
    ...filesUnder(root, 'core'),
    ...filesUnder(root, 'ui'),
    'package-lock.json',
  ];
  for (const path of inputs) {
    hash
      .update(path)
      .update('\0')
      .update(readFileSync(join(root, path)))
      .update('\0');
  }
  // Last-commit dates come from git: a commit changes them even when no file changes.
  hash.update(git(root, 'rev-parse', 'HEAD')).update(git(root, 'status', '--porcelain', '--', 'content'));
  return hash.digest('hex').slice(0, 24);
}

async function build(root: string): Promise<ShippedContentFiles> {
  const content = await buildContent(join(root, 'content'));
  if (content.bundle === null) throw new Error(`the shipped content does not build: ${content.issues.length} problems`);
  return { bundleText: JSON.stringify(content.bundle), searchIndexText: JSON.stringify(buildSearchIndex(content.searchDocuments, content.searchSynonyms)) };
}

function read(dir: string): ShippedContentFiles {
  return {
    bundleText: readFileSync(join(dir, 'content.json'), 'utf8'),
    searchIndexText: readFileSync(join(dir, 'search-index.json'), 'utf8'),
  };
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** The shipped content's build, from the cache when its inputs are unchanged. */
export async function shippedContentFiles(root: string): Promise<ShippedContentFiles> {
  const cacheRoot = join(root, 'node_modules/.cache/harbor-tests');
  mkdirSync(cacheRoot, { recursive: true });
  const dir = join(cacheRoot, `shipped-content-${cacheKey(root)}`);
  const lock = `${dir}.lock`;
  const deadline = Date.now() + LOCK_STALE_MS * 2;
  while (Date.now() < deadline) {
    if (existsSync(join(dir, 'search-index.json'))) return read(dir);
    try {
      mkdirSync(lock);
    } catch {
      // Someone else is building: wait for the result, or take over a lock left behind by a killed run.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      await sleep(WAIT_STEP_MS);
      continue;
    }
    try {
      const files = await build(root);
      const staging = `${dir}.staging-${process.pid}`;
      rmSync(staging, { recursive: true, force: true });
      mkdirSync(staging);
      writeFileSync(join(staging, 'content.json'), files.bundleText);
      writeFileSync(join(staging, 'search-index.json'), files.searchIndexText);
      rmSync(dir, { recursive: true, force: true });
      renameSync(staging, dir);
      // Older builds are of sources that no longer exist.
      for (const name of readdirSync(cacheRoot)) {
        if (name.startsWith('shipped-content-') && !name.includes('.') && join(cacheRoot, name) !== dir)
          rmSync(join(cacheRoot, name), { recursive: true, force: true });
      }
      return files;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  throw new Error(`waited ${LOCK_STALE_MS * 2} ms for ${lock} to go`);
}
