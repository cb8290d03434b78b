/**
 * The element the header's actions hydrate in as a root of their own (header-island.tsx), and its markup as the
 * app's header first renders it (HeaderActions.tsx): the app hands React that very markup, so that it leaves the
 * island's nodes alone.
 */
export const HEADER_ACTIONS_SELECTOR = '.header__actions';

let island: Element | null = null;

export function markHeaderIsland(element: Element): void {
  island = element;
}

/** The island's current markup, or null when no island runs (the server). */
export function headerIslandMarkup(): string | null {
  return island === null ? null : island.innerHTML;
}
