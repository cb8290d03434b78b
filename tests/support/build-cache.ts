/**
 * Builds that many test files need (the shipped content, the portal's client, the server bundle), made once and
 * kept on disk under node_modules/.cache/harbor-tests, each in a folder named after a hash of its inputs. A test
 * run, and the runs after it while nothing changed, share one build: the unit, reliability, deploy and browser
 * tiers read the same files. Test files running at the same time build once: the first takes a lock folder, the
 * others wait for its result. A build is written to a staging folder and renamed into place, so a reader never
 * sees half of one.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const CACHE_ROOT = join(REPO_ROOT, 'node_modules/.cache/harbor-tests');

/** A build killed half-way leaves its lock; after this long another run takes over. */
const LOCK_STALE_MS = 300_000;
const WAIT_STEP_MS = 200;
const DONE_FILE = '.done';

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
  } catch {
    return '';
  }
}

/**
 * A hash of the files at these repository paths (folders or files): the ones git tracks and the new ones it does
 * not ignore, so build outputs (ignored) never enter the key and an author's new file does.
 */
export function inputsKey(paths: readonly string[]): string {
  const hash = createHash('sha256');
  const listed = git('ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths);
  const files = [...new Set(listed.split('\0').filter((path) => path !== ''))].sort();
  for (const path of files) {
    const full = join(REPO_ROOT, path);
    // A file deleted in the working tree is still listed by --cached until the deletion is staged.
    if (!existsSync(full)) continue;
    hash.update(path).update('\0').update(readFileSync(full)).update('\0');
  }
  // Pages take their last-commit dates from git: a commit changes them even when no file changes.
  hash.update(git('rev-parse', 'HEAD'));
  return hash.digest('hex').slice(0, 20);
}

/**
 * Builds of older inputs are of sources that have changed since, but a run that started before an edit may still read
 * one (a server serving its client): the newest few stay.
 */
const KEPT_OLDER_BUILDS = 2;

function removeOldBuilds(name: string, current: string): void {
  const older = readdirSync(CACHE_ROOT)
    .filter((entry) => entry.startsWith(`${name}-`) && !entry.includes('.') && join(CACHE_ROOT, entry) !== current)
    .map((entry) => join(CACHE_ROOT, entry))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of older.slice(KEPT_OLDER_BUILDS)) rmSync(dir, { recursive: true, force: true });
}

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/**
 * The folder of the build `name` for inputs hashing to `key`, made by `build` into an empty folder when no run has
 * made it yet. Older builds of the same name are removed: they were made from other sources than the current ones.
 */
export async function cachedBuild(name: string, key: string, build: (dir: string) => Promise<void>): Promise<string> {
  mkdirSync(CACHE_ROOT, { recursive: true });
  const dir = join(CACHE_ROOT, `${name}-${key}`);
  const lock = `${dir}.lock`;
  const deadline = Date.now() + LOCK_STALE_MS * 2;
  while (Date.now() < deadline) {
    if (existsSync(join(dir, DONE_FILE))) return dir;
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
      if (existsSync(join(dir, DONE_FILE))) return dir;
      const staging = `${dir}.staging-${process.pid}`;
      rmSync(staging, { recursive: true, force: true });
      mkdirSync(staging);
      await build(staging);
      writeFileSync(join(staging, DONE_FILE), '');
      rmSync(dir, { recursive: true, force: true });
      renameSync(staging, dir);
      removeOldBuilds(name, dir);
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  throw new Error(`waited ${LOCK_STALE_MS * 2} ms for ${lock} to go`);
}
