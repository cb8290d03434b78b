/**
 * Writes the generated modules of live examples and playgrounds (write-examples-fs.ts,
 * write-playground-modules-fs.ts): only when their text changed, and through a rename, so a build reading the folder
 * at the same time never sees half a module. The text this process last wrote or found in each file is remembered:
 * the dev server writes every module after each save, and reading them all again took a part of a saved edit's way
 * to the open page. A file removed behind the process's back is written again.
 */
import { type Dirent, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const known = new Map<string, string>();
let changes = 0;

/**
 * How many generated modules this process has written or removed so far: the dev server compares it across a write of
 * every module to tell whether any file changed, without reading them again.
 */
export const generatedModuleChanges = (): number => changes;

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
  changes += 1;
}

export function removeGeneratedModule(file: string): void {
  if (existsSync(file)) changes += 1;
  rmSync(file, { force: true });
  known.delete(file);
}

/**
 * The names under a folder of generated modules, sorted level by level, a folder's ending in '/'; none when it is not
 * there. Which modules a folder holds tells one content's from another's without reading them.
 */
export function generatedModuleNames(folder: string, into: string[] = []): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return into;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    into.push(entry.isDirectory() ? `${entry.name}/` : entry.name);
    if (entry.isDirectory()) generatedModuleNames(join(folder, entry.name), into);
  }
  return into;
}
