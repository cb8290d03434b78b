/**
 * The search request (SPEC §7 Search) as it crosses the wire:
 * `GET /designsystem/api/search?term=…&limit=101[&filter=…][&mode=dev]`.
 * The viewer builds it from here and the server's query parser reads the same
 * parameter names; the answer is a SearchResponse (search-response.ts).
 */
import { SEARCH_REQUEST_LIMIT } from './search-constants';
import { SEARCH_API_PATH } from '../site/addresses';
import type { SearchQuery } from './search-response';

/** The query parameters of the search API. */
export const SEARCH_PARAMETER = { term: 'term', limit: 'limit', filter: 'filter', mode: 'mode' } as const;

/** `mode=dev` asks for the Dev mode results (SPEC §4 Dev mode). */
export const DEV_MODE_PARAMETER_VALUE = 'dev';

/** What a reader asks for: the sanitized term, the active section filters, and whether Dev mode is on. */
export interface SearchRequest {
  readonly term: string;
  readonly filters: readonly string[];
  readonly isDevMode: boolean;
}

/** A search request as the server reads it from the URL; who asks (isAuthorized) comes from the request's cookies instead. */
export type SearchApiQuery = Omit<SearchQuery, 'isAuthorized'>;

/**
 * The URL of a search request; it asks for one result more than is shown (SPEC §7).
 * @example searchRequestUrl({ term: 'button', filters: ['/components'], isDevMode: true })
 * // '/designsystem/api/search?term=button&limit=101&filter=%2Fcomponents&mode=dev'
 */
export function searchRequestUrl({ term, filters, isDevMode }: SearchRequest): string {
  const query = new URLSearchParams({ [SEARCH_PARAMETER.term]: term, [SEARCH_PARAMETER.limit]: String(SEARCH_REQUEST_LIMIT) });
  for (const filter of filters) query.append(SEARCH_PARAMETER.filter, filter);
  if (isDevMode) query.append(SEARCH_PARAMETER.mode, DEV_MODE_PARAMETER_VALUE);
  return `${SEARCH_API_PATH}?${query.toString()}`;
}
