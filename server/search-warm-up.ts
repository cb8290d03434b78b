/**
 * Warms the search engine before the server listens: a few dozen searches
 * built from the index's own titles (whole titles, typed prefixes, one-typo
 * words, two-word queries; anonymous and authorized, with and without Dev
 * mode) run once, their answers dropped. Without it the first searches after
 * a start ran in V8's interpreter and paid for its optimising compiler on
 * top: several times the CPU of a warm search, on exactly the first readers
 * who search after a deploy. The searches never reach the answer cache.
 */
import type { SearchEngine, SearchIndex } from '../core/search';
import { SEARCH_REQUEST_LIMIT } from '../core/search';

/** Titles the warm-up is built from, spread over the index. */
const WARM_UP_TITLES = 12;

/** The warm-up queries of an index: the same every start for the same index. */
export function warmUpQueries(index: SearchIndex): string[] {
  const documents = index.documents;
  const queries: string[] = [];
  const step = Math.max(1, Math.floor(documents.length / WARM_UP_TITLES));
  for (let i = 0; i < documents.length && queries.length < WARM_UP_TITLES * 4; i += step) {
    const title = documents[i]!.title;
    const [first = '', second = ''] = title.split(/\s+/);
    queries.push(
      title,
      first.slice(0, 3),
      first.length > 4 ? first.slice(0, 1) + first.slice(2) : `${first}e`,
      `${first} ${second}`.trim(),
    );
  }
  return queries.filter((query) => query !== '');
}

/** Runs the warm-up; returns how many searches ran. */
export function warmUpSearch(engine: SearchEngine, index: SearchIndex): number {
  const queries = warmUpQueries(index);
  queries.forEach((term, i) => {
    engine.search({ term, limit: SEARCH_REQUEST_LIMIT, filters: [], isDevMode: i % 3 === 2, isAuthorized: i % 2 === 1 });
  });
  return queries.length;
}
