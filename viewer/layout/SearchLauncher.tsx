/**
 * Mounts the search overlay, whose code is a separate chunk (search-overlay-chunk.ts).
 * The overlay stays mounted during its closing transition, so the scroll lock
 * lasts as long as it is present (SPEC §4). The launcher tells the overlay
 * where focus returns when it goes: the header's Search button (SPEC §2).
 *
 * The chunk is fetched when the page is first idle, and the overlay is kept
 * as a plain component once loaded rather than through React.lazy: a lazy
 * component suspends on its first render even when its code is already
 * there, and React then holds the reveal back for its fallback throttle
 * (about 300 ms), which readers saw as a slow first Ctrl+K.
 */
import { useEffect, useState } from 'react';
import { useDrawer } from '../state/drawer-context';
import { useReducedMotion } from '../../motion/src/use-reduced-motion';
import { whenIdle } from '../state/when-idle';
import { SEARCH_BUTTON_ID } from './SearchButton';
import { loadSearchOverlay, preloadSearchOverlay } from './search-overlay-chunk';

type SearchOverlayComponent = typeof import('../search/SearchOverlay').default;

function focusSearchButton(): void {
  document.getElementById(SEARCH_BUTTON_ID)?.focus({ preventScroll: true });
}

/** Matches the overlay's CSS exit transition (--hb-motion-duration-moderate). */
export const SEARCH_CLOSE_TRANSITION_MS = 200;

export function SearchLauncher() {
  const { drawer, setDrawer } = useDrawer();
  const open = drawer === 'search';
  const [present, setPresent] = useState(false);
  const reducedMotion = useReducedMotion();
  const [Overlay, setOverlay] = useState<SearchOverlayComponent | null>(null);

  // Fetch the overlay's chunk once the page is idle after hydration, so the first shortcut finds it loaded
  // (it stays out of the first load: the page is usable before it arrives).
  useEffect(() => whenIdle(preloadSearchOverlay), []);

  useEffect(() => {
    if (open) {
      setPresent(true);
      return undefined;
    }
    const timer = window.setTimeout(() => setPresent(false), reducedMotion ? 0 : SEARCH_CLOSE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [open, reducedMotion]);

  // Load (or pick up the preloaded) chunk when search is first wanted.
  useEffect(() => {
    if (!open || Overlay !== null) return;
    let current = true;
    void loadSearchOverlay().then((module) => {
      if (current) setOverlay(() => module.default);
    });
    return () => {
      current = false;
    };
  }, [open, Overlay]);

  if ((!open && !present) || Overlay === null) return null;
  return <Overlay open={open} onClose={() => setDrawer('closed')} returnFocus={focusSearchButton} />;
}
