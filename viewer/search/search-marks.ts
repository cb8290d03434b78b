/**
 * Performance marks of search opening, read by the bench (bench/browser-timings.ts):
 * from the shortcut or the Search button to the focused input of the overlay.
 */
export const SEARCH_OPEN_MARK = 'harbor:search-open';
export const SEARCH_READY_MARK = 'harbor:search-ready';
