/**
 * The token files a build serves under /designsystem/tokens (core/build/build-output.ts names them): per theme, the
 * CSS custom properties and the resolved W3C Design Tokens JSON. Shared by `dsp build` and the dev server; Style
 * Dictionary loads only when they are made.
 */
import { tokenOutputFile } from '../core/build/build-output';
import { themeTokensJson } from '../core/tokens';
import type { LoadedTokens } from '../cli/tokens/load-tokens';

export interface TokenOutputFile {
  readonly name: string;
  readonly text: string;
}

/** Empty when the tokens did not load (their problems are reported by the build). */
export async function tokenOutputFiles(tokens: LoadedTokens): Promise<TokenOutputFile[]> {
  const catalogue = tokens.catalogue;
  if (catalogue === null) return [];
  const { renderThemeCss } = await import('../cli/tokens/style-dictionary-css');
  const files: TokenOutputFile[] = [];
  for (const theme of catalogue.themes) {
    files.push({ name: tokenOutputFile(theme, 'css'), text: await renderThemeCss(tokens.files, theme, ':root') });
    files.push({ name: tokenOutputFile(theme, 'json'), text: `${JSON.stringify(themeTokensJson(catalogue, theme), null, 2)}\n` });
  }
  return files;
}
