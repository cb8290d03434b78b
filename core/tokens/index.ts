export {
  AA_MINIMUM,
  AAA_MINIMUM,
  contrastRatio,
  contrastVerdict,
  formatRatio,
  parseColour,
  type ContrastUse,
  type ContrastVerdict,
} from './contrast';
export type { ContrastPair } from './contrast-pairs';
export { toCssValue } from './css-value';
export {
  buildTokenCatalogue,
  filterTokens,
  findToken,
  tokenContrast,
  tokensInGroup,
  type CatalogueToken,
  type TokenCatalogue,
} from './token-catalogue';
export type { TokenSourceFile } from './token-file';
export { layersOfTheme, themesOf } from './token-layers';
export { mergeThemeTree } from './theme-tree';
export { readTokenSource, type ResolvedTokenSource, type TokenSource } from './token-source';
export { unresolvedAliases } from './unresolved-aliases';
export { cssVariableName, TOKEN_VARIABLE_PREFIX } from './token-path';
export { TOKEN_TYPES, isTokenType, type TokenType } from './token-types';
export { checkTokens, type CheckedTokens } from './validate-tokens';
export { tokenTable, TOKEN_DIRECTIVE_ATTRIBUTES, type TokenDirective } from './token-table';
export { themeTokensJson, type ResolvedToken } from './token-export';
export { themeValueTree, typeScriptTypeOf } from './token-module';
export { splitTheme } from './token-layers';
export { jsonPointerAt } from './token-pointer';
