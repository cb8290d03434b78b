/**
 * The drawer as a context value (drawer-store.ts); a route change closes it (the logo, a top-level link or a
 * result was followed).
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { DrawerState } from './drawer-context';
import { currentDrawer, setDrawer, subscribeDrawer, toggleNavigation, toggleSearch } from './drawer-store';

export function useDrawerState(route: string): DrawerState {
  const drawer = useSyncExternalStore(subscribeDrawer, currentDrawer, () => 'closed' as const);
  const shownRoute = useRef(route);
  useEffect(() => {
    // Not on the first render: search opened before the app hydrated stays open.
    if (shownRoute.current === route) return;
    shownRoute.current = route;
    setDrawer('closed');
  }, [route]);
  return useMemo(() => ({ drawer, setDrawer, toggleSearch, toggleNavigation }), [drawer]);
}
