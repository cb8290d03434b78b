/**
 * Reads and builds the token folder for the content build and `dsp tokens`:
 * the files, every located problem, and the catalogue when there is none.
 */
import type { LocatedIssue } from '../../core/content/located-issue';
import type { TokenCatalogue, TokenSourceFile } from '../../core/tokens';
import type { TokenOutputFile, TokenPlatform } from './token-build';
import { readTokenFiles } from './tokens-fs';

export interface LoadedTokens {
  readonly files: readonly TokenSourceFile[];
  readonly issues: LocatedIssue[];
  /** Null when the folder is missing or any problem was found. */
  readonly catalogue: TokenCatalogue | null;
  /** Whether the package's files can be made: no problem but low contrast (token-build.ts). */
  readonly formattable: boolean;
  /** The token package's files (of the given platforms, each formatted once) from the same build; throws when there are problems. */
  outputs(platforms?: readonly TokenPlatform[]): Promise<TokenOutputFile[]>;
}

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
