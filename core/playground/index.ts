/** Public names of the component playground (docs/playground.md). */
export { pagePlayground, playgroundComponentOf } from './page-playground';
export { playgroundCode } from './playground-code';
export { formatQuery, parseQuery } from './playground-query';
export {
  controlsOf,
  defaultValueOf,
  initialState,
  isPlaygroundUrl,
  MAX_TEXT,
  NUMBER_BOUNDS,
  numberBounds,
  playgroundQuery,
  previewProps,
  readPlaygroundQuery,
  valueFor,
  type FixedProp,
  type PagePlayground,
  type PlaygroundControl,
  type PlaygroundState,
  type PlaygroundValue,
} from './playground-state';
export { MAX_STATE_COLUMNS, STATE_PROPS, variantGridOf, type VariantGridRequest, type VariantGridResult } from './variant-grid';
