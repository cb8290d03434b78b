/** Public names of search: term sanitising, highlight handling, the index build, the engine and the API contract. */
export { SEARCH_RESULTS_LIMIT, SEARCH_REQUEST_LIMIT, TITLE_TERMS_SEPARATOR } from './search-constants';
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
export { createSearchEngine, MAX_QUERY_TOKENS, MIN_FULL_MATCHES } from './search-engine';
export type { SearchEngine, SearchEngineOptions } from './search-engine';
export type {
  SearchQuery,
  SearchResponse,
  SearchResult,
  SearchSection,
  AvailableFilter,
  HighlightPair,
  SearchSuggestions,
  SuggestedPage,
} from './search-response';
export { searchRequestUrl, SEARCH_PARAMETER, DEV_MODE_PARAMETER_VALUE } from './search-request';
export type { SearchRequest, SearchApiQuery } from './search-request';
export { createEditDistanceTypoMatcher, isWithinOneEdit, boundedEditDistance, typoBudget } from './typo-matcher';
export type { TypoMatcher, TypoMatcherFactory } from './typo-matcher';
export { tokenize, foldToken, transliterateToken, stemToken, germanStemToken } from './search-tokenizer';
export { STOP_WORDS } from './stop-words';
export {
  SEARCH_SYNONYMS_FILE,
  parseSearchSynonyms,
  unusedSynonymWarnings,
  createSynonymMatcher,
  MAX_SYNONYM_GROUPS,
  MAX_SYNONYM_PHRASE_WORDS,
} from './search-synonyms';
export type { SynonymGroup, SynonymMatcher, SynonymExpansion } from './search-synonyms';
export { closestWords, didYouMeanQueries, nearestPages, MAX_DID_YOU_MEAN, MAX_SUGGESTED_PAGES } from './nothing-found';
export { suggestPages, pathWords, titleIsClose, MAX_PAGE_SUGGESTIONS } from './page-suggestions';
export type { PageSuggestion } from './page-suggestions';
export { matchedWords, wordOccurrences, MAX_MATCHED_WORDS } from './matched-words';
export type { HighlightedResult } from './matched-words';
export { SEARCH_MISS_MESSAGE, SEARCH_MISS_TERM_FIELD, countSearchMisses, searchMissTerm } from './search-misses';
export type { SearchMissCount } from './search-misses';
