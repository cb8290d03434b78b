/**
 * The header's actions as a React root of their own, hydrated with the first load (entry-client.tsx): theme, dev
 * mode and the Search button work at once, before the rest of the app has loaded. They share the visit's
 * preferences and drawer with the app through stores (state/preference-store.ts, state/drawer-store.ts) and follow
 * its router once it is there (routing/router-bridge.ts).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PortalData } from '../../core/portal';
import { reportError } from '../logging/report-error';
import { navigateSoon, publishedRouter, subscribeRouter } from '../routing/router-bridge';
import type { RouterState } from '../routing/router-context';
import { currentDrawer, setDrawer, subscribeDrawer, toggleNavigation, toggleSearch } from '../state/drawer-store';
import { ReaderContexts } from '../state/ReaderContexts';
import { usePreferences } from '../state/use-preferences';
import { HeaderActions } from './HeaderActions';
import { HEADER_ACTIONS_SELECTOR, markHeaderIsland } from './header-island-markup';

function HeaderIsland({ initialData }: { readonly initialData: PortalData }) {
  const { theme, devMode } = usePreferences(initialData);
  const drawer = useSyncExternalStore(subscribeDrawer, currentDrawer, () => 'closed' as const);
  const drawerState = useMemo(() => ({ drawer, setDrawer, toggleSearch, toggleNavigation }), [drawer]);
  const before = useMemo<RouterState>(
    () => ({ data: initialData, route: initialData.route, navigate: navigateSoon, isNavigating: false }),
    [initialData],
  );
  const router = useSyncExternalStore(
    subscribeRouter,
    () => publishedRouter() ?? before,
    () => before,
  );
  return (
    <ReaderContexts router={router} theme={theme} devMode={devMode} drawer={drawerState}>
      <HeaderActions />
    </ReaderContexts>
  );
}

/** Hydrates the header's actions; false when the page has none (it has no header). */
export function hydrateHeaderIsland(initialData: PortalData): boolean {
  const element = document.querySelector(HEADER_ACTIONS_SELECTOR);
  if (element === null) return false;
  markHeaderIsland(element);
  hydrateRoot(element, <HeaderIsland initialData={initialData} />, { onRecoverableError: reportError, onUncaughtError: reportError });
  return true;
}
