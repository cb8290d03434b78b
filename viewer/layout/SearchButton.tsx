/**
 * The header's Search button with its keyboard hint (Ctrl K, or ⌘ K on Apple
 * platforms); hovering or focusing it starts loading the search code.
 */
import { useDrawer } from '../state/drawer-context';
import { useIsApplePlatform } from '../state/platform';
import { Icon } from '../icons/Icon';
import { preloadSearchOverlay } from './search-overlay-chunk';

export const SEARCH_BUTTON_ID = 'search-button';

export function SearchButton() {
  const { drawer, toggleSearch } = useDrawer();
  const apple = useIsApplePlatform();
  return (
    <button
      type="button"
      id={SEARCH_BUTTON_ID}
      className="search-button"
      aria-haspopup="dialog"
      aria-expanded={drawer === 'search'}
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      onClick={toggleSearch}
      onMouseEnter={preloadSearchOverlay}
      onFocus={preloadSearchOverlay}
      onTouchStart={preloadSearchOverlay}
    >
      <Icon name="search" />
      <span className="search-button__label">Search</span>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the kbd hint is not focusable; the button's name is 'Search' and the shortcut is in aria-keyshortcuts */}
      <kbd className="search-button__hint" aria-hidden="true">
        {apple ? '⌘' : 'Ctrl'} K
      </kbd>
    </button>
  );
}
