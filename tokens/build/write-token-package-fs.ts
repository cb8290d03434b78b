/**
 * Writes the token package's build output (tokens/dist/ by default). Files are
 * overwritten in place and only those this build did not make are removed
 * afterwards, so a reader of the folder (Vite, a test resolving
 * `@harbor/tokens/tokens.css`) never finds it empty while `npm pack` rebuilds it.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { TokenOutputFile } from './token-build';

export function writeTokenPackage(distDir: string, files: readonly TokenOutputFile[]): void {
  for (const file of files) {
    const path = join(distDir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
  }
  const wanted = new Set(files.map((file) => file.path));
  if (!existsSync(distDir)) return;
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (!wanted.has(relative(distDir, path).split('\\').join('/'))) rmSync(path);
  }
}
