/**
 * Asks the open page to fetch its data again and show it in place, keeping the scroll position: the dev server does
 * this after each content rebuild (viewer/dev/entry-dev.ts). The router (use-portal-router.ts) listens for it.
 */
export const CONTENT_REFRESH_EVENT = 'harbor:content-refresh';

export function refreshPageData(): void {
  window.dispatchEvent(new Event(CONTENT_REFRESH_EVENT));
}
