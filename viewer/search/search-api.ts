/**
 * The search API as the viewer calls it (SPEC §7 Search, network I/O): the
 * URL built by core's searchRequestUrl, with credentials; responses are cached
 * in memory per exact URL; a status other than 200 is the SPEC §8 error. The
 * request and response types are core's (core/search/search-request.ts,
 * search-response.ts).
 */
import { apiError } from '../../core/errors';
import type { SearchResponse } from '../../core/search';

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
