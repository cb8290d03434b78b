/**
 * Writes the token package's build output (tokens/dist/ by default): the
 * folder is replaced as a whole, so a theme or platform that is gone leaves
 * no stale file behind.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TokenOutputFile } from './token-build';

export function writeTokenPackage(distDir: string, files: readonly TokenOutputFile[]): void {
  rmSync(distDir, { recursive: true, force: true });
  for (const file of files) {
    const path = join(distDir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
  }
}
