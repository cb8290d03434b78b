/**
 * One IntersectionObserver for every internal link: a link within 200px of
 * the viewport prefetches its page once (SPEC §2 Route shapes, §9).
 */
import { PREFETCH_ROOT_MARGIN } from '../ui-constants';
import { whenIdle } from '../state/when-idle';
import { prefetchPage } from './page-data-client';

const routes = new WeakMap<Element, string>();
let observer: IntersectionObserver | null = null;
/**
 * Links registered since the last idle moment. Hydration registers every link of the page in its commit (hundreds in
 * a corpus category's sub-navigation); observing them there made the browser compute their intersections in the same
 * frame, inside the long task a phone waits on. A prefetch can wait for idle (docs/performance.md, What hydrates).
 */
const pending = new Set<Element>();
let flushScheduled = false;

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

function flush(current: IntersectionObserver): void {
  flushScheduled = false;
  for (const element of pending) current.observe(element);
  pending.clear();
}

/** Watches a link from the next idle moment on; returns the function that stops watching it. */
export function observeForPrefetch(element: Element, route: string): () => void {
  const current = getObserver();
  if (current === null) return () => undefined;
  routes.set(element, route);
  pending.add(element);
  if (!flushScheduled) {
    flushScheduled = true;
    whenIdle(() => flush(current));
  }
  return () => {
    pending.delete(element);
    current.unobserve(element);
  };
}
