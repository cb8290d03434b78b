/**
 * The options of the results listbox (SearchOverlay.tsx), memoized on the results and the selection: a keystroke
 * changes the term long before the results for it arrive, and rendering a hundred options again for each
 * keystroke made typing slow on a phone. The first FIRST_RESULTS options come with the results; the others when
 * the list is scrolled near its end, or as far as the arrow keys select (docs/performance.md, "Typing in search").
 */
import { memo, startTransition, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { SearchResult } from '../../core/search';
import { SearchResultOption } from './SearchResultOption';

/** More than the overlay shows at once on any screen; a hundred options at once was most of a keystroke's work. */
export const FIRST_RESULTS = 20;
/** How far below the list's end the rest starts to render. */
const MORE_AHEAD = '400px 0px';

export const optionId = (index: number) => `search-result-${index}`;

function sameBreadcrumbs(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((crumb, index) => crumb === b[index]);
}

export const SearchResultList = memo(function SearchResultList({
  results,
  selected,
  onOpen,
  onHover,
}: {
  readonly results: readonly SearchResult[];
  readonly selected: number;
  /** Stable across renders: the memo compares it. */
  readonly onOpen: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Stable across renders: the memo compares it. */
  readonly onHover: (index: number) => void;
}) {
  // The results whose every option is shown; other results show their first ones.
  const [wholeList, setWholeList] = useState<readonly SearchResult[] | null>(null);
  const count = wholeList === results ? results.length : Math.min(results.length, Math.max(FIRST_RESULTS, selected + 1));
  const more = useRef<HTMLLIElement>(null);
  const hasMore = count < results.length;

  useEffect(() => {
    const sentinel = more.current;
    if (!hasMore || sentinel === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setWholeList(results));
      },
      { rootMargin: MORE_AHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, results]);

  return (
    <>
      {results.slice(0, count).map((result, index) => (
        <SearchResultOption
          key={result.path}
          id={optionId(index)}
          result={result}
          showBreadcrumbs={index === 0 || !sameBreadcrumbs(results[index - 1]?.breadcrumbs, result.breadcrumbs)}
          selected={index === selected}
          onOpen={(event) => onOpen(index, event)}
          onHover={() => onHover(index)}
        />
      ))}
      {hasMore ? <li ref={more} role="presentation" aria-hidden="true" className="search-panel__more" /> : null}
    </>
  );
});
