/**
 * Mounts the search overlay, whose code is a separate chunk loaded when search
 * is opened or its button hovered (issue 5). The overlay stays mounted during
 * its closing transition, so the scroll lock lasts as long as it is present (SPEC §4).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDrawer } from '../state/drawer-context';
import { useReducedMotion } from '../state/use-reduced-motion';

const loadSearchOverlay = () => import('../search/SearchOverlay');
const SearchOverlay = lazy(loadSearchOverlay);

/** Starts loading the search chunk ahead of opening. */
export function preloadSearchOverlay(): void {
  void loadSearchOverlay();
}

/** Matches the overlay's CSS exit transition (--hb-motion-duration-moderate). */
export const SEARCH_CLOSE_TRANSITION_MS = 200;

export function SearchLauncher() {
  const { drawer, setDrawer } = useDrawer();
  const open = drawer === 'search';
  const [present, setPresent] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (open) {
      setPresent(true);
      return undefined;
    }
    const timer = window.setTimeout(() => setPresent(false), reducedMotion ? 0 : SEARCH_CLOSE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [open, reducedMotion]);

  if (!open && !present) return null;
  return (
    <Suspense fallback={null}>
      <SearchOverlay open={open} onClose={() => setDrawer('closed')} />
    </Suspense>
  );
}
