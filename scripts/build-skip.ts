/**
 * Which steps of `npm run build` (scripts/build.ts) can be skipped: a step's inputs are the files git lists under
 * its folders (tracked, and new ones not ignored, so build output never counts), its arguments, and the hashes of
 * the steps it reads the output of. When their hash is the one stored beside the output after the step last
 * succeeded, and its output is still there, the step is skipped; a changed input reruns that step and every step
 * after it that depends on it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { generatedModuleNames } from '../site-build/generated-module-fs';

export interface SkippableStep {
  readonly name: string;
  /** Folders and files, from the repository root, that the step reads. */
  readonly inputs: readonly string[];
  /** Steps whose output this one reads: a change to their inputs reruns it too. */
  readonly after?: readonly string[];
  /** What else decides the output: the step's arguments, the Git commit when pages take their dates from it. */
  readonly key?: string;
  /** Files the step writes, from the repository root: when one is missing, the step runs. */
  readonly outputs: readonly string[];
  /**
   * Folders the step writes whose file names are stored with its hash: when another tool has left other files there
   * (`dsp dev` writes its own content's example modules into the content step's folder), the step runs.
   */
  readonly namedOutputs?: readonly string[];
}

/** Where each step's input hash is kept after it succeeds. */
export const BUILD_HASHES_FILE = 'dist/.build-hashes.json';

function git(root: string, args: readonly string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
  } catch {
    return null;
  }
}

/**
 * Each step's input hash, in the steps' order (a step names only steps before it in `after`); null for every step
 * when git cannot list the files (a copy without its history): such a build always runs every step.
 */
export function stepHashes(root: string, steps: readonly SkippableStep[]): Map<string, string | null> {
  const hashes = new Map<string, string | null>();
  const fileHashes = new Map<string, string>();
  const fileHash = (path: string) => {
    let hash = fileHashes.get(path);
    if (hash === undefined) {
      hash = createHash('sha256')
        .update(readFileSync(join(root, path)))
        .digest('hex');
      fileHashes.set(path, hash);
    }
    return hash;
  };
  for (const step of steps) {
    const listed = git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...step.inputs]);
    if (listed === null) {
      hashes.set(step.name, null);
      continue;
    }
    const hash = createHash('sha256').update(`${step.key ?? ''}\0`);
    for (const name of step.after ?? []) {
      if (!hashes.has(name)) throw new Error(`build step ${step.name} comes after ${name}, which is not an earlier step`);
      hash.update(`${name}=${hashes.get(name) ?? 'unknown'}\0`);
    }
    const files = [...new Set(listed.split('\0').filter((path) => path !== ''))].sort();
    // A file deleted in the working tree is listed by --cached until the deletion is staged: it is no input.
    for (const path of files) if (existsSync(join(root, path))) hash.update(`${path}\0${fileHash(path)}\0`);
    hashes.set(step.name, hash.digest('hex'));
  }
  return hashes;
}

export function readBuildHashes(root: string): Record<string, string> {
  try {
    const stored = JSON.parse(readFileSync(join(root, BUILD_HASHES_FILE), 'utf8')) as unknown;
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Stores (or, with null, forgets) a step's hash; written whole to a new file and renamed, so it is never half there. */
export function writeBuildHash(root: string, name: string, hash: string | null): void {
  const stored = readBuildHashes(root);
  if (hash === null) delete stored[name];
  else stored[name] = hash;
  const file = join(root, BUILD_HASHES_FILE);
  mkdirSync(dirname(file), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(stored).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${file}.${process.pid}`, file);
}

/** What is stored for a step that succeeded with the input hash `hash`: the hash, and the names in its named outputs. */
export function storedHashOf(root: string, step: SkippableStep, hash: string | null | undefined): string | null {
  if (hash === null || hash === undefined) return null;
  if (step.namedOutputs === undefined) return hash;
  const names = createHash('sha256');
  for (const folder of step.namedOutputs) names.update(`${folder}\0${generatedModuleNames(resolve(root, folder)).join('\0')}\0`);
  return `${hash}#${names.digest('hex')}`;
}

/** Whether the step's output is of these inputs: its hash is the stored one and every output is there. */
export function canSkip(
  root: string,
  step: SkippableStep,
  hash: string | null | undefined,
  stored: Readonly<Record<string, string>>,
): boolean {
  const expected = storedHashOf(root, step, hash);
  return expected !== null && stored[step.name] === expected && step.outputs.every((path) => existsSync(resolve(root, path)));
}
