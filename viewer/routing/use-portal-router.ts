/**
 * Client-side navigation (README, The portal): internal links fetch the next page's data
 * and swap it in; history entries carry a key for scroll restoration;
 * back/forward reload the data of the entry; after a navigation the new page's
 * h1 takes focus. A failed fetch falls back to a full page load.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PortalData } from '../../core/portal';
import type { RouterState } from './router-context';
import { fetchPageData, seedPageData } from './page-data-client';
import { hrefOf, routeOf } from '../../core/site';
import { splitTarget } from './route-path';
import { entryKeyOf, newEntryKey, persistScrollPositions, recalledScroll, rememberScroll } from './scroll-memory';

type PendingScroll = { readonly hash: string; readonly y: number | undefined; readonly focusHeading: boolean };

function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  const target = document.getElementById(id);
  if (target === null) return false;
  target.scrollIntoView();
  return true;
}

function focusMainHeading(): void {
  document.querySelector<HTMLElement>('#main h1')?.focus({ preventScroll: true });
}

export function usePortalRouter(initialData: PortalData): RouterState {
  const [data, setData] = useState(initialData);
  const [isNavigating, setNavigating] = useState(false);
  const dataRef = useRef(data);
  dataRef.current = data;
  const entryKey = useRef('');
  const navigationId = useRef(0);
  const pendingScroll = useRef<PendingScroll | null>(null);

  const applyScroll = useCallback((pending: PendingScroll) => {
    if (pending.y !== undefined) window.scrollTo(0, pending.y);
    else if (!scrollToHash(pending.hash)) window.scrollTo(0, 0);
    if (pending.focusHeading) focusMainHeading();
  }, []);

  const show = useCallback(
    (next: PortalData, pending: PendingScroll) => {
      if (next === dataRef.current) {
        applyScroll(pending);
        return;
      }
      pendingScroll.current = pending;
      setData(next);
    },
    [applyScroll],
  );

  // After the new page is in the DOM and before paint: scroll, then focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each page commit (data) to apply the pending scroll
  useLayoutEffect(() => {
    const pending = pendingScroll.current;
    if (pending === null) return;
    pendingScroll.current = null;
    applyScroll(pending);
  }, [data, applyScroll]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: history listeners are installed once; initialData only seeds the first page
  useEffect(() => {
    seedPageData(initialData);
    history.scrollRestoration = 'manual';
    entryKey.current = entryKeyOf(history.state) ?? newEntryKey();
    history.replaceState({ key: entryKey.current }, '');
    const restored = recalledScroll(entryKey.current);
    if (restored !== undefined) window.scrollTo(0, restored);
    else if (location.hash) scrollToHash(location.hash);

    const onScroll = () => rememberScroll(entryKey.current, window.scrollY);
    const onPopState = (event: PopStateEvent) => {
      const route = routeOf(location.pathname);
      if (route === null) {
        location.reload();
        return;
      }
      const key = entryKeyOf(event.state) ?? newEntryKey();
      entryKey.current = key;
      const id = ++navigationId.current;
      const pending: PendingScroll = { hash: location.hash, y: recalledScroll(key), focusHeading: false };
      fetchPageData(route).then(
        (next) => {
          if (id === navigationId.current) show(next, pending);
        },
        () => location.reload(),
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', persistScrollPositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', persistScrollPositions);
    };
    // Installed once: the listeners read refs, and initialData is only the first page.
  }, []);

  const navigate = useCallback(
    (target: string, options?: { readonly replace?: boolean }) => {
      const { route, hash } = splitTarget(target);
      const id = ++navigationId.current;
      rememberScroll(entryKey.current, window.scrollY);
      const commit = (next: PortalData) => {
        const key = newEntryKey();
        const url = hrefOf(route) + hash;
        if (options?.replace === true) history.replaceState({ key }, '', url);
        else history.pushState({ key }, '', url);
        entryKey.current = key;
        const samePage = next.route === dataRef.current.route;
        show(next, { hash, y: undefined, focusHeading: hash === '' && !samePage });
      };
      if (route === dataRef.current.route) {
        commit(dataRef.current);
        return;
      }
      setNavigating(true);
      fetchPageData(route).then(
        (next) => {
          setNavigating(false);
          if (id === navigationId.current) commit(next);
        },
        () => location.assign(hrefOf(route) + hash),
      );
    },
    [show],
  );

  return useMemo(() => ({ data, route: data.route, navigate, isNavigating }), [data, navigate, isNavigating]);
}
