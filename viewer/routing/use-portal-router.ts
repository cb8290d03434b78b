/**
 * Client-side navigation (docs/portal.md): internal links fetch the next page's data
 * and swap it in; history entries carry a key for scroll restoration;
 * back/forward reload the data of the entry; after a navigation the new page's
 * h1 takes focus. A failed fetch falls back to a full page load.
 *
 * A navigation commits once: the new address is pushed in the layout effect of
 * the render that shows the new page, before the browser paints, so the URL,
 * the title (document/use-document-head.ts) and the content change in the same
 * frame. Until the data is there the old page stays under its own address; the
 * navigating flag lets the layout show progress (after a short delay). The
 * code of the new page's view is loaded with its data when it is not yet there.
 *
 * A page opened by a link at its top (no anchor, no search highlight) is told
 * so (`opensAtTop`): its article shows its first screen in that frame and the
 * rest right after (article/first-screen.ts, docs/performance.md "Click to paint").
 *
 * Performance marks for the bench: `harbor:navigation-start` when a navigation
 * begins, `harbor:navigation-commit` when the new page is in the DOM.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PortalData } from '../../core/portal';
import type { RouterState } from './router-context';
import { CONTENT_DATA_MARK, CONTENT_REFRESH_EVENT, keepUnchanged } from './content-refresh';
import { fetchPageData, forgetPageData, seedPageData, settledPageData } from './page-data-client';
import { hrefOf, routeOf } from '../../core/site';
import { splitTarget } from './route-path';
import { hasPendingHighlight } from '../highlight/pending-highlight';
import { loadViewChunks, viewChunksReady } from '../views/view-chunks';
import { entryKeyOf, newEntryKey, persistScrollPositions, recalledScroll, rememberScroll } from './scroll-memory';

type PendingScroll = { readonly hash: string; readonly y: number | undefined; readonly focusHeading: boolean };
/** The history entry a navigation writes when its page is committed. */
type PendingEntry = { readonly url: string; readonly key: string; readonly replace: boolean };

export const NAVIGATION_START_MARK = 'harbor:navigation-start';
export const NAVIGATION_COMMIT_MARK = 'harbor:navigation-commit';

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

/** A page's data once the code of its view is loaded too (views/view-chunks.ts). */
async function pageWithViews(route: string): Promise<PortalData> {
  const next = await fetchPageData(route);
  await loadViewChunks(next);
  return next;
}

export function usePortalRouter(initialData: PortalData): RouterState {
  const [data, setData] = useState(initialData);
  const [isNavigating, setNavigating] = useState(false);
  const [opensAtTop, setOpensAtTop] = useState(false);
  const dataRef = useRef(data);
  dataRef.current = data;
  const entryKey = useRef('');
  const navigationId = useRef(0);
  const pendingScroll = useRef<PendingScroll | null>(null);
  const pendingEntry = useRef<PendingEntry | null>(null);

  const writeEntry = useCallback(() => {
    const entry = pendingEntry.current;
    if (entry === null) return;
    pendingEntry.current = null;
    if (entry.replace) history.replaceState({ key: entry.key }, '', entry.url);
    else history.pushState({ key: entry.key }, '', entry.url);
    entryKey.current = entry.key;
  }, []);

  const applyScroll = useCallback((pending: PendingScroll) => {
    if (pending.y !== undefined) window.scrollTo(0, pending.y);
    else if (!scrollToHash(pending.hash)) window.scrollTo(0, 0);
    if (pending.focusHeading) focusMainHeading();
  }, []);

  const show = useCallback(
    (next: PortalData, pending: PendingScroll) => {
      if (next === dataRef.current) {
        writeEntry();
        applyScroll(pending);
        return;
      }
      pendingScroll.current = pending;
      setOpensAtTop(pending.y === undefined && pending.hash.length < 2 && !hasPendingHighlight(next.route));
      setData(next);
    },
    [applyScroll, writeEntry],
  );

  // After the new page is in the DOM and before paint: scroll, then focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each page commit (data) to apply the pending scroll
  useLayoutEffect(() => {
    writeEntry();
    const pending = pendingScroll.current;
    if (pending === null) return;
    pendingScroll.current = null;
    performance.mark(NAVIGATION_COMMIT_MARK);
    applyScroll(pending);
  }, [data, applyScroll, writeEntry]);

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
      pageWithViews(route).then(
        (next) => {
          if (id === navigationId.current) show(next, pending);
        },
        () => location.reload(),
      );
    };
    // The dev server rebuilt the content: the same page with its new data, where the reader is (content-refresh.ts).
    const onContentRefresh = () => {
      forgetPageData();
      const id = ++navigationId.current;
      pageWithViews(dataRef.current.route).then(
        (next) => {
          if (id !== navigationId.current) return;
          performance.mark(CONTENT_DATA_MARK);
          // What the edit left as it was keeps its objects, so React skips it (an unchanged page is not rendered at all).
          const kept = keepUnchanged(dataRef.current, next);
          if (kept !== dataRef.current) setData(kept);
        },
        () => location.reload(),
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener(CONTENT_REFRESH_EVENT, onContentRefresh);
    window.addEventListener('pagehide', persistScrollPositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(CONTENT_REFRESH_EVENT, onContentRefresh);
      window.removeEventListener('pagehide', persistScrollPositions);
    };
    // Installed once: the listeners read refs, and initialData is only the first page.
  }, []);

  const navigate = useCallback(
    (target: string, options?: { readonly replace?: boolean }) => {
      const { route, hash } = splitTarget(target);
      const id = ++navigationId.current;
      performance.mark(NAVIGATION_START_MARK);
      rememberScroll(entryKey.current, window.scrollY);
      const commit = (next: PortalData) => {
        pendingEntry.current = { url: hrefOf(route) + hash, key: newEntryKey(), replace: options?.replace === true };
        const samePage = next.route === dataRef.current.route;
        show(next, { hash, y: undefined, focusHeading: hash === '' && !samePage });
      };
      if (route === dataRef.current.route) {
        setNavigating(false);
        commit(dataRef.current);
        return;
      }
      // Prefetched: commit now, inside the click's own task, so React renders it at the event's priority.
      const ready = settledPageData(route);
      if (ready !== undefined && viewChunksReady(ready)) {
        setNavigating(false);
        commit(ready);
        return;
      }
      setNavigating(true);
      pageWithViews(route).then(
        (next) => {
          if (id !== navigationId.current) return;
          setNavigating(false);
          commit(next);
        },
        () => location.assign(hrefOf(route) + hash),
      );
    },
    [show],
  );

  return useMemo(() => ({ data, route: data.route, navigate, isNavigating, opensAtTop }), [data, navigate, isNavigating, opensAtTop]);
}
