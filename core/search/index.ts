/** Public names of search: term sanitising, highlight handling, the index build and the engine. */
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
export type { SearchDocument } from './search-document';
export { buildSearchIndex, SEARCH_FIELDS } from './build-search-index';
export type { SearchIndex, SearchField, FieldPostings } from './build-search-index';
export { createSearchEngine, MAX_QUERY_TOKENS } from './search-engine';
export type { SearchEngine, SearchEngineOptions } from './search-engine';
export { SITE_BASE_PATH } from './search-response';
export type {
  SearchQuery,
  SearchResponse,
  SearchResult,
  SearchSection,
  AvailableFilter,
  HighlightPair,
} from './search-response';
export { createEditDistanceTypoMatcher, isWithinOneEdit } from './typo-matcher';
export type { TypoMatcher, TypoMatcherFactory } from './typo-matcher';
export { tokenize, foldToken, transliterateToken, stemToken } from './search-tokenizer';
export { createFuseTypoMatcher } from './fuse-typo-matcher';
export { suggestPages, pathWords, MAX_PAGE_SUGGESTIONS } from './page-suggestions';
export type { PageSuggestion } from './page-suggestions';
export { matchedWords, wordOccurrences, MAX_MATCHED_WORDS } from './matched-words';
export type { HighlightedResult } from './matched-words';
