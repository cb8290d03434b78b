/** Public names of the design system's Model Context Protocol answers (docs/mcp.md). */
export type { ComponentDoc, ComponentDocsSource, ComponentExample, ComponentExport, ComponentProp } from './component-docs-source';
export { componentDocsFromBundle, COMPONENTS_SECTION } from './component-docs-from-bundle';
export { closestNames, foldName } from './closest-names';
export { checkContrast, type ContrastCheck, type WcagLevel } from './contrast-check';
export { themeTokensFromExports, type ThemeToken, type ThemeTokenSource } from './theme-tokens';
export {
  componentAnswer,
  contrastAnswer,
  listAnswer,
  normaliseRoute,
  NOT_AUTHORIZED_MESSAGE,
  pageAnswer,
  searchAnswer,
  tokensAnswer,
  type ComponentAnswer,
  type ComponentListing,
  type McpReader,
  type McpSources,
  type SearchAnswer,
  type SearchHit,
} from './tool-answers';
