/**
 * The IntersectionObservers behind useLazy, one per set of options, so a page of 48 lazy tiles costs one observer.
 * Before printing every watched element is reported visible, so a printed page is complete.
 */
type Report = (visible: boolean) => void;

interface SharedObserver {
  readonly observer: IntersectionObserver;
  readonly watched: Map<Element, Report>;
}

const observers = new Map<string, SharedObserver>();
let printListening = false;

function reportAllForPrint(): void {
  for (const { watched } of observers.values()) for (const report of [...watched.values()]) report(true);
}

/** Watches `element` with the observer for `rootMargin` and `threshold`; returns the function that stops watching. */
export function watchIntersection(element: Element, rootMargin: string, threshold: number, report: Report): () => void {
  const key = `${rootMargin}|${threshold}`;
  let shared = observers.get(key);
  if (shared === undefined) {
    const watched = new Map<Element, Report>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) watched.get(entry.target)?.(entry.isIntersecting);
      },
      { rootMargin, threshold },
    );
    shared = { observer, watched };
    observers.set(key, shared);
  }
  if (!printListening && typeof window !== 'undefined') {
    window.addEventListener('beforeprint', reportAllForPrint);
    printListening = true;
  }
  shared.watched.set(element, report);
  shared.observer.observe(element);
  const { observer, watched } = shared;
  return () => {
    if (watched.get(element) !== report) return;
    watched.delete(element);
    observer.unobserve(element);
    if (watched.size === 0) {
      observer.disconnect();
      observers.delete(key);
    }
  };
}
