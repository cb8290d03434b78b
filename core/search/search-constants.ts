/**
 * SPEC §7, §9 numbers and text of search that the API, the viewer and
 * `dsp search` share.
 */

/** §7, §9: search results shown. */
export const SEARCH_RESULTS_LIMIT = 100;
/** §7: one more than shown is requested, to tell whether the list was cut ('sliced'). */
export const SEARCH_REQUEST_LIMIT = SEARCH_RESULTS_LIMIT + 1;
/** §2, §9: between a result title and its terms, a dot with non-breaking spaces. */
export const TITLE_TERMS_SEPARATOR = '\u00a0·\u00a0';
