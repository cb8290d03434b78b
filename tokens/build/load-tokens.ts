/**
 * Reads and builds the token folder for the content build and `dsp tokens`:
 * the files, every located problem, and the catalogue when there is none.
 */
import type { TokenBuild } from './token-build';
import { readTokenFiles } from './tokens-fs';

/** A token folder's build (token-build.ts); its catalogue is null when the folder is missing or any problem was found. */
export type LoadedTokens = TokenBuild;

export async function loadTokens(dir: string): Promise<LoadedTokens> {
  const files = readTokenFiles(dir);
  if (files === null) {
    return {
      files: [],
      issues: [
        { file: dir, line: 0, column: 0, code: 'tokens.missing', message: 'token folder not found (see content/README.md, Design tokens)' },
      ],
      catalogue: null,
      formattable: false,
      outputs: () => Promise.reject(new Error(`${dir}: token folder not found`)),
    };
  }
  // Style Dictionary is loaded only by the commands that read tokens: the others must start fast.
  const { buildTokens } = await import('./token-build');
  return buildTokens(files);
}
