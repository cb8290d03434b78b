/**
 * useLazy: reports when an element comes within `rootMargin` (200px) of the viewport, so a section below the fold
 * starts its query and renders only when the shopper is about to see it (content/develop/lazy-hook/code.md).
 * `visible` is false on the server and in the first client render, so server and client markup match.
 */
import { type RefCallback, useEffect, useRef, useState } from 'react';
import { watchIntersection } from './lazy-observer';

export interface UseLazyOptions {
  /** How far outside the viewport the element counts as visible, in CSS margin syntax. Default '200px'. */
  rootMargin?: string;
  /** Share of the element that must be inside the margin, from 0 to 1. Default 0. */
  threshold?: number;
  /** Stop observing after the first time the element is visible; `visible` then stays true. Default true. */
  once?: boolean;
  /** Report visible right after mounting without observing, for content above the fold on some screens. */
  eager?: boolean;
  /** Called once, when the element first becomes visible: the place to start a query. */
  onVisible?: () => void;
}

export interface UseLazyResult<T extends Element> {
  /** Attach it to the element to observe; combine it with another ref through mergeRefs. */
  ref: RefCallback<T>;
  /** Whether the element is within `rootMargin`; false on the server and in the first client render. */
  visible: boolean;
}

/** Whether `element` is near the viewport, observed after hydration; see UseLazyOptions. */
export function useLazy<T extends Element = HTMLElement>(options: UseLazyOptions = {}): UseLazyResult<T> {
  const { rootMargin = '200px', threshold = 0, once = true, eager = false, onVisible } = options;
  const [element, setElement] = useState<T | null>(null);
  const [visible, setVisible] = useState(false);
  const onVisibleRef = useRef(onVisible);
  const reported = useRef(false);

  useEffect(() => {
    onVisibleRef.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const report = (isVisible: boolean) => {
      if (isVisible && !reported.current) {
        reported.current = true;
        onVisibleRef.current?.();
      }
      setVisible(isVisible);
    };
    // Without an observer (eager, or a browser lacking one) the content loads right away, just not lazily.
    if (eager || (element !== null && typeof IntersectionObserver === 'undefined')) {
      report(true);
      return undefined;
    }
    if (element === null) return undefined;
    const stop = watchIntersection(element, rootMargin, threshold, (isVisible) => {
      if (once && !isVisible) return;
      report(isVisible);
      if (once) stop();
    });
    return stop;
  }, [element, eager, once, rootMargin, threshold]);

  return { ref: setElement, visible };
}
