/**
 * SubNavigationContext: the article's anchored headings register here, and
 * the in-page navigation reads which one is active (SPEC §2 In-page
 * navigation, §4). The provider is keyed by route, so everything resets on
 * every route change.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ANCHOR_HEADING_OUTSIDE_CONTEXT } from '../../core/errors';
import { HEADING_ROOT_MARGIN } from '../ui-constants';
import { activeHeading, createHeadingTracker } from './heading-tracker';

export interface SubNavigationState {
  /** The id of the active heading, or null before any heading was in view. */
  readonly activeId: string | null;
  /** Registers a heading element; returns the function that removes it. */
  readonly register: (element: Element) => () => void;
}

export const SubNavigationContext = createContext<SubNavigationState | null>(null);

/** SPEC §8: an anchored heading outside this context throws 'AnchorHeading must be inside SubNavigationContext'. */
export function useSubNavigation(): SubNavigationState {
  const value = useContext(SubNavigationContext);
  if (value === null) throw new Error(ANCHOR_HEADING_OUTSIDE_CONTEXT);
  return value;
}

/** The active heading id, or null when there is no provider (the in-page navigation outside a page). */
export function useActiveHeadingId(): string | null {
  return useContext(SubNavigationContext)?.activeId ?? null;
}

export function SubNavigationProvider({ children }: { readonly children: ReactNode }) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const pending = useRef(new Set<Element>());

  useEffect(() => {
    const tracker = createHeadingTracker();
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) tracker.update(entry.target.id, entry.isIntersecting);
        setActiveId((current) => activeHeading(tracker, current));
      },
      { rootMargin: HEADING_ROOT_MARGIN },
    );
    observer.current = io;
    for (const element of pending.current) io.observe(element);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, []);

  const register = useCallback((element: Element) => {
    pending.current.add(element);
    observer.current?.observe(element);
    return () => {
      pending.current.delete(element);
      observer.current?.unobserve(element);
    };
  }, []);

  const value = useMemo(() => ({ activeId, register }), [activeId, register]);
  return <SubNavigationContext.Provider value={value}>{children}</SubNavigationContext.Provider>;
}
