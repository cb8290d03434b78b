/**
 * One IntersectionObserver for every internal link: a link within 200px of
 * the viewport prefetches its page once (SPEC §2 Route shapes, §9).
 */
import { PREFETCH_ROOT_MARGIN } from '../ui-constants';
import { prefetchPage } from './page-data-client';

const routes = new WeakMap<Element, string>();
let observer: IntersectionObserver | null = null;

/** Readers who ask to save data get prefetches on hover and touch only. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function getObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined' || savesData()) return null;
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const route = routes.get(entry.target);
        self.unobserve(entry.target);
        if (route !== undefined) prefetchPage(route);
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );
  return observer;
}

/** Watches a link; returns the function that stops watching it. */
export function observeForPrefetch(element: Element, route: string): () => void {
  const current = getObserver();
  if (current === null) return () => undefined;
  routes.set(element, route);
  current.observe(element);
  return () => current.unobserve(element);
}
