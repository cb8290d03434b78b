/**
 * Writes the token package's build output (tokens/dist/ by default). Files are
 * overwritten in place and only those this build did not make are removed
 * afterwards, so a reader of the folder (Vite, a test resolving
 * `@harbor/tokens/tokens.css`) never finds it empty while `npm pack` rebuilds it.
 * A file whose text is already there is left alone: a watcher (the dev server's
 * Vite) hears only of the files that changed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { TokenOutputFile } from './token-build';

/** Writes the files that differ from what distDir holds; removes nothing. Returns the paths written. */
export function writeTokenFiles(distDir: string, files: readonly TokenOutputFile[]): string[] {
  const written: string[] = [];
  for (const file of files) {
    const path = join(distDir, file.path);
    if (existsSync(path) && readFileSync(path, 'utf8') === file.text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
    written.push(file.path);
  }
  return written;
}

export function writeTokenPackage(distDir: string, files: readonly TokenOutputFile[]): void {
  writeTokenFiles(distDir, files);
  const wanted = new Set(files.map((file) => file.path));
  if (!existsSync(distDir)) return;
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (!wanted.has(relative(distDir, path).split('\\').join('/'))) rmSync(path);
  }
}
