/**
 * Writes the generated modules of live examples and playgrounds (write-examples-fs.ts,
 * write-playground-modules-fs.ts): only when their text changed, and through a rename, so a build reading the folder
 * at the same time never sees half a module. The text this process last wrote or found in each file is remembered:
 * the dev server writes every module after each save, and reading them all again took a part of a saved edit's way
 * to the open page. A file removed behind the process's back is written again.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const known = new Map<string, string>();

export function writeGeneratedModule(file: string, text: string): void {
  if (known.get(file) === text && existsSync(file)) return;
  if (!known.has(file) && existsSync(file) && readFileSync(file, 'utf8') === text) {
    known.set(file, text);
    return;
  }
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, text);
  renameSync(staging, file);
  known.set(file, text);
}

export function removeGeneratedModule(file: string): void {
  rmSync(file, { force: true });
  known.delete(file);
}
