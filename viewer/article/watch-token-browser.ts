/**
 * Hydrates the token browser of an article shown as the server's markup (use-static-article.ts) as an island of its
 * own (token-browser-island.tsx): when it comes near the viewport, or at once when the reader reaches for it.
 */
import type { PortalData } from '../../core/portal';
import { AHEAD } from '../examples/watch-live-example';
import { reportError } from '../logging/report-error';

/** A pointer over it, a touch or focus: the reader reaches for it. */
const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Hydrates the token browser in `container` when it comes near the viewport or on intent; returns the cleanup. */
export function watchTokenBrowser(container: HTMLElement, data: PortalData): () => void {
  let island: { unmount(): void } | null = null;
  let started = false;
  let gone = false;
  const start = () => {
    if (started) return;
    started = true;
    stopWatching();
    void import('./token-browser-island').then(({ mountTokenBrowser }) => {
      if (!gone) island = mountTokenBrowser(container, data);
    }, reportError);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    // Started a little before it shows, as the live examples are, so it is usually filled when it does.
    { rootMargin: AHEAD },
  );
  observer.observe(container);
  for (const type of INTENTS) container.addEventListener(type, start, { passive: true });
  function stopWatching(): void {
    observer.disconnect();
    for (const type of INTENTS) container.removeEventListener(type, start);
  }
  return () => {
    gone = true;
    stopWatching();
    const mounted = island;
    // A root cannot unmount while the page's root is committing.
    if (mounted !== null) setTimeout(() => mounted.unmount(), 0);
  };
}
