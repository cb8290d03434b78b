/**
 * The search overlay's code, a separate chunk loaded when search is opened or
 * its button hovered or focused (keeps the first page load small). Both the
 * button and the launcher start the load from here, so neither imports the other.
 */
export const loadSearchOverlay = () => import('../search/SearchOverlay');

/** Starts loading the search chunk ahead of opening. */
export function preloadSearchOverlay(): void {
  void loadSearchOverlay();
}
