/**
 * The drawer (SPEC §2 Drawer, §4): search and the hamburger menu exclude each
 * other; Escape closes either (handled at document level); Ctrl+K (Windows,
 * Linux) or Cmd+K (macOS) toggles search, and '/' opens it when focus is not
 * in a text field (as on most documentation sites); the menu closes by itself at 1024px
 * and wider; a route change closes both (the logo, a top-level link or a result
 * was followed).
 */
import { SEARCH_OPEN_MARK } from '../search/search-marks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '../ui-constants';
import type { DrawerContent, DrawerState } from './drawer-context';
import { isApplePlatform } from './platform';
import { isTextEntry } from './text-entry';

export function useDrawerState(route: string): DrawerState {
  const [drawer, setDrawer] = useState<DrawerContent>('closed');

  const toggleSearch = useCallback(() => {
    performance.mark(SEARCH_OPEN_MARK);
    setDrawer((current) => (current === 'search' ? 'closed' : 'search'));
  }, []);
  const toggleNavigation = useCallback(() => setDrawer((current) => (current === 'navigation' ? 'closed' : 'navigation')), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes any open drawer
  useEffect(() => {
    setDrawer('closed');
  }, [route]);

  useEffect(() => {
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawer((current) => (current === 'closed' ? current : 'closed'));
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
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toggleSearch]);

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (desktop.matches) setDrawer((current) => (current === 'navigation' ? 'closed' : current));
    };
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  return useMemo(() => ({ drawer, setDrawer, toggleSearch, toggleNavigation }), [drawer, toggleSearch, toggleNavigation]);
}
