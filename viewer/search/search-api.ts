/**
 * The search API as the viewer calls it (SPEC §7 Search, network I/O):
 * `GET /designsystem/api/search?term=…&limit=101[&filter=…][&mode=dev]`
 * with credentials; responses are cached in memory per exact URL; a status
 * other than 200 is the SPEC §8 error.
 */
import { apiError } from '../../core/errors';
import type { HighlightRange } from '../../core/search';
import { SEARCH_REQUEST_LIMIT } from '../../core/page';
import { SEARCH_API_PATH } from '../../core/site';

/** SPEC §3 Search result. */
export interface SearchResult {
  readonly url: string;
  readonly path: string;
  readonly title: string;
  readonly tab?: string | null;
  readonly content: string;
  readonly terms: readonly string[];
  readonly breadcrumbs: readonly string[];
  readonly thumbnail?: { readonly type: string; readonly path?: string; readonly text?: string } | null;
  readonly highlights?: {
    readonly title?: readonly HighlightRange[];
    readonly tab?: readonly HighlightRange[];
    readonly content?: readonly HighlightRange[];
    /** One list of ranges per term. */
    readonly terms?: readonly (readonly HighlightRange[])[];
  };
}

export interface SearchFilter {
  readonly title: string;
  readonly link: string;
  readonly amount: number;
}

/** SPEC §3 Search response. */
export interface SearchResponse {
  readonly results: readonly SearchResult[];
  readonly meta: { readonly total: number; readonly availableFilters: readonly SearchFilter[] };
}

export interface SearchParameters {
  /** The sanitized term. */
  readonly term: string;
  readonly filters: readonly string[];
  readonly isDevMode: boolean;
}

/**
 * @example searchUrl({ term: 'button', filters: ['/components'], isDevMode: true })
 * // '/designsystem/api/search?term=button&limit=101&filter=%2Fcomponents&mode=dev'
 */
export function searchUrl({ term, filters, isDevMode }: SearchParameters): string {
  const query = new URLSearchParams({ term, limit: String(SEARCH_REQUEST_LIMIT) });
  for (const filter of filters) query.append('filter', filter);
  if (isDevMode) query.append('mode', 'dev');
  return `${SEARCH_API_PATH}?${query.toString()}`;
}

const cache = new Map<string, Promise<SearchResponse>>();

async function request(url: string): Promise<SearchResponse> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (response.status !== 200) throw apiError(url);
  return (await response.json()) as SearchResponse;
}

/** The response for a URL, from the cache when it was asked before; failures are not cached. */
export function fetchSearch(url: string): Promise<SearchResponse> {
  const cached = cache.get(url);
  if (cached !== undefined) return cached;
  const pending = request(url);
  cache.set(url, pending);
  pending.catch(() => cache.delete(url));
  return pending;
}
