/**
 * The SPEC §4 in-page navigation rule, without the DOM: a heading entering
 * view joins the in-view list, which is sorted by the order headings were
 * first seen; the active item is the first of the list; when the list
 * empties, the active item stays as it was.
 */
export interface HeadingTracker {
  update(id: string, inView: boolean): void;
  /** In-view ids in first-seen order. */
  inView(): string[];
}

export function createHeadingTracker(): HeadingTracker {
  const firstSeen = new Map<string, number>();
  const visible = new Set<string>();
  return {
    update(id, inView) {
      if (inView) {
        if (!firstSeen.has(id)) firstSeen.set(id, firstSeen.size);
        visible.add(id);
      } else {
        visible.delete(id);
      }
    },
    inView() {
      return [...visible].sort((a, b) => (firstSeen.get(a) ?? 0) - (firstSeen.get(b) ?? 0));
    },
  };
}

/**
 * @example activeHeading(tracker, 'usage') // the first in-view id, or 'usage' when none is in view
 */
export function activeHeading(tracker: HeadingTracker, current: string | null): string | null {
  return tracker.inView()[0] ?? current;
}
