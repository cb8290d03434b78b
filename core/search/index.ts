/** Public names of the search rules: term sanitising and highlight handling. */
export { sanitizeSearchTerm, MAX_SEARCH_TERM_LENGTH } from './sanitize-search-term';
export { normalizeHighlights, highlightSegments } from './highlight-ranges';
export type { HighlightRange, HighlightSegment } from './highlight-ranges';
export {
  truncateHighlight,
  HIGHLIGHT_KEEP_WHOLE_BELOW,
  HIGHLIGHT_SOLE_SEGMENT_CUT,
  HIGHLIGHT_EDGE_KEEP,
  HIGHLIGHT_MIDDLE_SIDE_KEEP,
  HIGHLIGHT_ELLIPSIS,
} from './truncate-highlight';
export type { TruncatedHighlight } from './truncate-highlight';
export { splitsSurrogatePair } from './surrogate-pair';
