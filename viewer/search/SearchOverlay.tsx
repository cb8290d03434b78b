/**
 * The search overlay (SPEC §2 Search overlay, §4 Search; a lazily loaded
 * chunk): a modal dialog whose input is an ARIA combobox over the results
 * listbox. Arrow keys move the selection (scrolled into view), Enter opens it;
 * Escape (document level) or a click on the backdrop closes the overlay;
 * the page does not scroll while it is present.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIsDevMode } from '../state/dev-mode-context';
import { useScrollLock } from '../state/use-scroll-lock';
import { useRouter } from '../routing/router-context';
import { Icon } from '../icons/Icon';
import { useSearch } from './use-search';
import { SearchFilters, shouldShowFilters } from './SearchFilters';
import { resultRoute } from './SearchResultOption';
import { optionId, SearchResultList } from './SearchResultList';
import { NothingFound } from './NothingFound';
import { trapFocus } from './focus-trap';
import { matchedWords } from '../../core/search';
import { routeOf } from '../../core/site';
import { rememberHighlight } from '../highlight/pending-highlight';
import { SEARCH_READY_MARK } from './search-marks';
// Its styles (search.css) are in the app's stylesheet: styles/later-parts.ts says why.

const LISTBOX_ID = 'search-results';

export default function SearchOverlay({
  open,
  onClose,
  returnFocus,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Given by the launcher that opened the overlay: puts focus back where it belongs once the overlay goes. */
  readonly returnFocus: () => void;
}) {
  useScrollLock();
  const isDevMode = useIsDevMode();
  const { navigate } = useRouter();
  const view = useSearch(isDevMode);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(-1);
  const { results } = view;

  // SPEC §2: the input is focused on open; focus goes back (to the Search button) when the overlay goes.
  // The callback is read when the overlay unmounts, so the latest one is kept in a ref.
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  // A layout effect: the input is focused before the overlay's first paint.
  useLayoutEffect(() => {
    input.current?.focus();
    performance.mark(SEARCH_READY_MARK);
    return () => {
      const active = document.activeElement;
      if (active === null || active === document.body || dialog.current?.contains(active)) returnFocusRef.current();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new results reset the selection
  useEffect(() => setSelected(-1), [results]);

  useEffect(() => {
    if (selected >= 0) document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const openResult = (index: number) => {
    const result = results[index];
    if (result === undefined) return;
    onClose();
    rememberHighlight(resultRoute(result), matchedWords(result));
    navigate(resultRoute(result));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setSelected((current) => (current + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((current) => (current <= 0 ? results.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(Math.max(selected, 0));
    }
  };

  // The list's callbacks stay the same across renders (SearchResultList is memoized); they call the latest openResult.
  const openResultRef = useRef(openResult);
  openResultRef.current = openResult;
  const onOptionClick = useCallback((index: number, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openResultRef.current(index);
  }, []);

  const reset = () => {
    view.setTerm('');
    input.current?.select();
    input.current?.focus();
  };

  const hasTerm = view.sanitizedTerm !== '';
  const showResults = results.length > 0;
  const nothingFound = hasTerm && view.status === 'done' && !showResults;
  const showFilters = (showResults && shouldShowFilters(view.availableFilters, view.filters)) || view.filters.length > 0;

  return (
    <div className="search-overlay" data-state={open ? 'open' : 'closing'}>
      <div className="search-overlay__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={dialog}
        className="search-panel"
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={(event) => trapFocus(event, dialog.current)}
      >
        <div className="search-panel__field">
          <input
            ref={input}
            className="search-panel__input"
            type="text"
            role="combobox"
            aria-label="Search"
            placeholder="Ahoy! Start exploring..."
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={showResults}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
            value={view.term}
            onChange={(event) => view.setTerm(event.target.value)}
            onFocus={view.search}
            onKeyDown={onInputKeyDown}
          />
          {view.term === '' ? (
            <span className="search-panel__icon">
              <Icon name="search" />
            </span>
          ) : (
            <button type="button" className="icon-button search-panel__reset" aria-label="Reset" onClick={reset}>
              <Icon name="close" />
            </button>
          )}
          <button type="button" className="search-panel__close" onClick={onClose}>
            <span className="search-panel__close-key" aria-hidden="true">
              Esc
            </span>
            <span className="search-panel__close-text">Close</span>
            <span className="visually-hidden"> search</span>
          </button>
        </div>
        {showFilters ? <SearchFilters filters={view.availableFilters} active={view.filters} onToggle={view.toggleFilter} /> : null}
        <div className="search-panel__status" role="status" aria-live="polite">
          {view.status === 'error' ? null : nothingFound ? (
            <NothingFound
              term={view.term}
              suggestions={view.suggestions}
              onSearch={(term) => {
                view.setTerm(term);
                input.current?.focus();
              }}
              onOpen={(page) => {
                onClose();
                navigate(routeOf(page.url) ?? page.path);
              }}
            />
          ) : showResults ? (
            <p className="search-panel__count">
              {view.sliced
                ? `Showing the first ${results.length} of ${view.total} results`
                : `${results.length} ${results.length === 1 ? 'result' : 'results'}`}
            </p>
          ) : null}
        </div>
        {view.status === 'error' ? (
          <p className="search-panel__error" role="alert">
            Search is not available right now. Please try again in a moment.
          </p>
        ) : null}
        <ul
          id={LISTBOX_ID}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: the input owns focus and this list is its listbox
          role="listbox"
          aria-label="Search results"
          className="search-panel__results"
          aria-busy={view.status === 'loading'}
          hidden={!showResults}
        >
          <SearchResultList results={results} selected={selected} onOpen={onOptionClick} onHover={setSelected} />
        </ul>
        {!hasTerm ? (
          <p className="search-panel__hint">Search guidelines, components and developer guides. Use ↑ ↓ to move and Enter to open.</p>
        ) : null}
      </div>
    </div>
  );
}
