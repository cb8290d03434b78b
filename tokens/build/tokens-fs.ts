/**
 * Reads the token folder (default `tokens/`): every `.json` file under it, as
 * text for core/tokens, except the package's own build output and installs
 * (dist/, node_modules/). The only file reads of the token pipeline.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TokenSourceFile } from '../../core/tokens';

const NOT_SOURCE = new Set(['dist', 'node_modules']);

function walk(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !NOT_SOURCE.has(name))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : name.endsWith('.json') ? [path] : [];
    });
}

/** The token files, each with its path as given from the working folder ('tokens/base/color.tokens.json'); null when the folder is missing. */
export function readTokenFiles(dir: string): TokenSourceFile[] | null {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return null;
  return walk(dir).map((path) => ({ path: path.split('\\').join('/'), text: readFileSync(path, 'utf8') }));
}
