/**
 * Reads and checks the token folder for the content build and `dsp tokens`:
 * the files, every located problem, and the catalogue when there is none.
 */
import type { LocatedIssue } from '../../core/build/located-issue';
import { buildTokenCatalogue, checkTokens, type TokenCatalogue, type TokenSourceFile } from '../../core/tokens';
import { readTokenFiles } from './tokens-fs';

export interface LoadedTokens {
  readonly files: readonly TokenSourceFile[];
  readonly issues: LocatedIssue[];
  /** Null when the folder is missing or any problem was found. */
  readonly catalogue: TokenCatalogue | null;
}

export function loadTokens(dir: string): LoadedTokens {
  const files = readTokenFiles(dir);
  if (files === null) {
    return {
      files: [],
      issues: [
        { file: dir, line: 0, column: 0, code: 'tokens.missing', message: 'token folder not found (see content/README.md, Design tokens)' },
      ],
      catalogue: null,
    };
  }
  const checked = checkTokens(files);
  return {
    files,
    issues: checked.issues,
    catalogue: checked.issues.length === 0 ? buildTokenCatalogue(checked.source, checked.pairs) : null,
  };
}
