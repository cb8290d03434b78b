/**
 * The token files a build serves under /designsystem/tokens (core/content/build-output.ts names them): per theme, the
 * CSS custom properties and the resolved W3C Design Tokens JSON, and tokens.css with all four themes: the token
 * package's own files from its one build (tokens/build/token-build.ts). Shared by `dsp build` and the dev server.
 */
import type { LoadedTokens } from '../tokens/build/load-tokens';
import { portalTokenFiles } from '../tokens/build/portal-token-files';

export interface TokenOutputFile {
  readonly name: string;
  readonly text: string;
}

/**
 * Empty when the tokens did not load (their problems are reported by the build). Only the two platforms the portal
 * serves are formatted: the package's other four (js, ios, android, android-xml) were two thirds of Style
 * Dictionary's time in a build (docs/performance.md, Builds).
 */
export async function tokenOutputFiles(tokens: LoadedTokens): Promise<TokenOutputFile[]> {
  const catalogue = tokens.catalogue;
  if (catalogue === null) return [];
  return portalTokenFiles(catalogue.themes, await tokens.outputs(['css', 'json']));
}
