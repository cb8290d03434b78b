/**
 * Writes a finished build to its output folder atomically: everything goes to
 * a sibling temporary folder first, which then replaces the old one, so a
 * failed or interrupted build leaves the last good build in place.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

import type { BuildOutputFile } from '../core/content/build-output';

/** Returns the bytes written per file. */
export function writeBuildAtomically(outDir: string, files: readonly BuildOutputFile[]): Record<string, number> {
  const target = resolve(outDir);
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  const staging = join(parent, `.${basename(target)}.staging-${process.pid}`);
  const retired = join(parent, `.${basename(target)}.old-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  const sizes: Record<string, number> = {};
  try {
    for (const file of files) {
      // A name may hold a folder ('tokens/alpine-light.css').
      mkdirSync(dirname(join(staging, file.name)), { recursive: true });
      writeFileSync(join(staging, file.name), file.text);
      sizes[file.name] = Buffer.byteLength(file.text);
    }
    // A directory cannot be renamed over a non-empty one, so the old build steps aside first.
    let hadPrevious = true;
    try {
      renameSync(target, retired);
    } catch {
      hadPrevious = false;
    }
    renameSync(staging, target);
    if (hadPrevious) rmSync(retired, { recursive: true, force: true });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return sizes;
}
