/**
 * Asks the open page to fetch its data again and show it in place, keeping the scroll position: the dev server does
 * this after each content rebuild (viewer/dev/entry-dev.ts). The router (use-portal-router.ts) listens for it.
 */
export const CONTENT_REFRESH_EVENT = 'harbor:content-refresh';
/** Performance marks of a refresh, read by the bench (bench/edit-to-visible.ts): asked, then the new data arrived. */
export const CONTENT_REFRESH_MARK = 'harbor:content-refresh';
export const CONTENT_DATA_MARK = 'harbor:content-data';

export function refreshPageData(): void {
  performance.mark(CONTENT_REFRESH_MARK);
  window.dispatchEvent(new Event(CONTENT_REFRESH_EVENT));
}
