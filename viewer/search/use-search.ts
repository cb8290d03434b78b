/**
 * The search state of SPEC §4: term, sanitized term, active filters, dev
 * mode, loading flag, results and meta. Each keystroke or focus asks for a
 * search, but a request is made only when the term, the sanitized term, the
 * filters or dev mode changed; changing the term clears the filters; one more
 * result than shown is asked for, to tell whether the list was cut ('sliced').
 * The results are shown in a transition: rendering up to a hundred options may
 * be cut into slices and gives way to the next keystroke (docs/performance.md,
 * "Typing in search").
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  SEARCH_RESULTS_LIMIT,
  sanitizeSearchTerm,
  searchRequestUrl,
  type AvailableFilter,
  type SearchResult,
  type SearchSuggestions,
} from '../../core/search';
import { reportError } from '../logging/report-error';
import { fetchSearch } from './search-api';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/** What the last search request came to. */
interface Outcome {
  readonly status: SearchStatus;
  /** At most SEARCH_RESULTS_LIMIT results. */
  readonly results: readonly SearchResult[];
  readonly total: number;
  readonly availableFilters: readonly AvailableFilter[];
  /** True when the server had more results than shown (SPEC §7). */
  readonly sliced: boolean;
  /** The term the shown results are for. */
  readonly resultTerm: string;
  /** When nothing was found: other queries and the nearest pages (docs/portal.md, Search). */
  readonly suggestions?: SearchSuggestions;
}

export interface SearchView extends Outcome {
  readonly term: string;
  readonly sanitizedTerm: string;
  readonly filters: readonly string[];
  readonly setTerm: (term: string) => void;
  readonly toggleFilter: (link: string) => void;
  /** Asks for a search; nothing is requested when nothing changed (SPEC §4). */
  readonly search: () => void;
}

const IDLE: Outcome = { status: 'idle', results: [], total: 0, availableFilters: [], sliced: false, resultTerm: '' };

export function useSearch(isDevMode: boolean): SearchView {
  const [term, setTermState] = useState('');
  const [filters, setFilters] = useState<readonly string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(IDLE);
  const lastRequestKey = useRef<string | null>(null);
  const requestId = useRef(0);
  const sanitizedTerm = sanitizeSearchTerm(term);

  const search = useCallback(() => {
    const key = JSON.stringify([term, sanitizedTerm, filters, isDevMode]);
    if (key === lastRequestKey.current) return;
    lastRequestKey.current = key;
    const id = ++requestId.current;
    if (sanitizedTerm === '') {
      setOutcome(IDLE);
      return;
    }
    setOutcome((previous) => ({ ...previous, status: 'loading' }));
    fetchSearch(searchRequestUrl({ term: sanitizedTerm, filters, isDevMode })).then(
      (response) => {
        if (id !== requestId.current) return;
        startTransition(() =>
          setOutcome({
            status: 'done',
            results: response.results.slice(0, SEARCH_RESULTS_LIMIT),
            total: response.meta.total,
            availableFilters: response.meta.availableFilters,
            sliced: response.results.length > SEARCH_RESULTS_LIMIT,
            resultTerm: term,
            ...(response.suggestions === undefined ? {} : { suggestions: response.suggestions }),
          }),
        );
      },
      (error: unknown) => {
        if (id !== requestId.current) return;
        // SPEC §8: 'API error, failed to request {url}'; the reader sees the error state.
        reportError(error);
        lastRequestKey.current = null;
        setOutcome({ ...IDLE, status: 'error', resultTerm: term });
      },
    );
  }, [term, sanitizedTerm, filters, isDevMode]);

  // Each keystroke (term), filter change or dev-mode switch asks for a search.
  useEffect(search, [search]);

  const setTerm = useCallback((next: string) => {
    setTermState(next);
    // SPEC §4: changing the term clears the active filters.
    setFilters([]);
  }, []);

  const toggleFilter = useCallback((link: string) => {
    setFilters((current) => (current.includes(link) ? current.filter((candidate) => candidate !== link) : [...current, link]));
  }, []);

  return { term, sanitizedTerm, filters, ...outcome, setTerm, toggleFilter, search };
}
