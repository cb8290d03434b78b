/**
 * Asks the open page to fetch its data again and show it in place, keeping the scroll position: the dev server does
 * this after each content rebuild (viewer/dev/entry-dev.ts). The router (use-portal-router.ts) listens for it.
 */
export const CONTENT_REFRESH_EVENT = 'harbor:content-refresh';
/** Performance marks of a refresh, read by the bench (bench/edit-to-visible.ts): asked, then the new data arrived. */
export const CONTENT_REFRESH_MARK = 'harbor:content-refresh';
export const CONTENT_DATA_MARK = 'harbor:content-data';

export function refreshPageData(): void {
  performance.mark(CONTENT_REFRESH_MARK);
  window.dispatchEvent(new Event(CONTENT_REFRESH_EVENT));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `next` with every part equal to the same part of `previous` replaced by that part of `previous` (JSON values):
 * a refreshed page's data keeps the objects of what the edit did not change, so the article's unchanged nodes and
 * the navigation keep their identity and React skips them (ContentNodes.tsx). `previous` itself when nothing changed.
 */
export function keepUnchanged<T>(previous: T, next: T): T {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const kept = next.map((item: unknown, index) => {
      const merged = index < previous.length ? keepUnchanged<unknown>(previous[index], item) : item;
      if (merged !== previous[index]) same = false;
      return merged;
    });
    return (same ? previous : kept) as T;
  }
  if (isRecord(previous) && isRecord(next)) {
    const entries = Object.entries(next);
    let same = entries.length === Object.keys(previous).length;
    const kept = entries.map(([key, value]): [string, unknown] => {
      const known = Object.hasOwn(previous, key);
      const merged = known ? keepUnchanged(previous[key], value) : value;
      if (!known || merged !== previous[key]) same = false;
      return [key, merged];
    });
    // fromEntries defines each key as data, '__proto__' included, where an assignment would set the prototype.
    return (same ? previous : Object.fromEntries(kept)) as T;
  }
  return next;
}
