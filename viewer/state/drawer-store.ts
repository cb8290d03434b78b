/**
 * What the drawer holds (SPEC §2 Drawer, §4), kept outside React: the header's Search button hydrates at once in a
 * root of its own and the rest of the app later (entry-client.tsx). Search and the hamburger menu exclude each
 * other; Escape closes either (handled at document level); Ctrl+K (Windows, Linux) or Cmd+K (macOS) toggles search,
 * and '/' opens it when focus is not in a text field (as on most documentation sites); the menu closes by itself at
 * 1024px and wider. The shortcuts work from the first load on, before the app has hydrated.
 */
import { SEARCH_OPEN_MARK } from '../search/search-marks';
import { changeListeners } from './change-listeners';
import { DESKTOP_BREAKPOINT_PX } from '../ui-constants';
import type { DrawerContent } from './drawer-context';
import { isApplePlatform } from './platform';
import { isTextEntry } from './text-entry';

let drawer: DrawerContent = 'closed';
const changes = changeListeners();
let started = false;

export function currentDrawer(): DrawerContent {
  return drawer;
}

export const subscribeDrawer = changes.subscribe;

export function setDrawer(next: DrawerContent): void {
  if (next === drawer) return;
  drawer = next;
  changes.notify();
}

export function toggleSearch(): void {
  performance.mark(SEARCH_OPEN_MARK);
  setDrawer(drawer === 'search' ? 'closed' : 'search');
}

export function toggleNavigation(): void {
  setDrawer(drawer === 'navigation' ? 'closed' : 'navigation');
}

/** Installs the keyboard shortcuts and the desktop width's closing of the menu, once. */
export function startDrawer(): void {
  if (started) return;
  started = true;
  const apple = isApplePlatform();
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      setDrawer('closed');
      return;
    }
    const modifier = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
    if (modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      toggleSearch();
      return;
    }
    if (
      event.key === '/' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      !event.defaultPrevented &&
      !isTextEntry(document.activeElement)
    ) {
      // Not typed into the page: the '/' would otherwise start Firefox's quick find.
      event.preventDefault();
      setDrawer('search');
    }
  });
  const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  const onChange = () => {
    if (desktop.matches && drawer === 'navigation') setDrawer('closed');
  };
  onChange();
  desktop.addEventListener('change', onChange);
}
