/**
 * "Nothing found" with a way on (docs/portal.md, Search): the API's suggestions, kept
 * apart from results, as "Did you mean …" buttons that search again and the
 * nearest pages as links. Everything shown comes from what the reader may see
 * (the server draws suggestions from the visible pages only).
 */
import type { MouseEvent } from 'react';
import type { SearchSuggestions, SuggestedPage } from '../../core/search';

export function NothingFound({
  term,
  suggestions,
  onSearch,
  onOpen,
}: {
  readonly term: string;
  readonly suggestions: SearchSuggestions | undefined;
  /** Searches for a suggested query instead. */
  readonly onSearch: (term: string) => void;
  /** Opens a suggested page (a plain left click); other clicks follow the link. */
  readonly onOpen: (page: SuggestedPage) => void;
}) {
  const didYouMean = suggestions?.didYouMean ?? [];
  const pages = suggestions?.pages ?? [];
  const open = (page: SuggestedPage) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(page);
  };
  return (
    <div className="search-panel__nothing">
      <p className="search-panel__empty">{`Nothing found for "${term}"...`}</p>
      {didYouMean.length > 0 ? (
        <p className="search-panel__did-you-mean">
          Did you mean{' '}
          {didYouMean.map((query, index) => (
            <span key={query}>
              {index > 0 ? ', ' : null}
              <button type="button" className="search-panel__suggestion" onClick={() => onSearch(query)}>
                {query}
              </button>
            </span>
          ))}
          ?
        </p>
      ) : null}
      {pages.length > 0 ? (
        <nav className="search-panel__nearest" aria-label="Nearest pages">
          <p className="search-panel__nearest-title">Nearest pages</p>
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <a href={page.url} onClick={open(page)}>
                  {page.title}
                  {page.tab === undefined ? null : <span className="search-panel__nearest-tab">{` (${page.tab})`}</span>}
                </a>
                <span className="search-panel__nearest-where">{page.breadcrumbs.join(' › ')}</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
