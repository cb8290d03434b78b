/**
 * The search warm-up the server runs before it listens (server/search-warm-up.ts):
 * its queries come from the index itself, and searches after it (and after
 * any other searches on the same engine, which reuses its per-document arrays)
 * answer exactly as a fresh engine does.
 */
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchEngine, type SearchQuery } from '../../core/search';
import { warmUpQueries, warmUpSearch } from '../../server/search-warm-up';
import { DOCUMENTS, SECTIONS } from '../core/search/search-fixture';

const index = buildSearchIndex(DOCUMENTS);
const QUERIES: SearchQuery[] = [
  'button',
  'buton group',
  'the',
  'spacing toolbar',
  'to',
  'schaltflache',
  'zzz',
  'how to use a tooltip',
].flatMap((term) =>
  [false, true].flatMap((isAuthorized) =>
    [[], ['/components']].map((filters) => ({ term, limit: 101, filters, isDevMode: isAuthorized, isAuthorized })),
  ),
);

describe('warmUpSearch', () => {
  it('builds its queries from the index titles, the same every time', () => {
    const queries = warmUpQueries(index);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries).toEqual(warmUpQueries(index));
    expect(queries).toContain(DOCUMENTS[0]!.title);
    expect(queries.every((query) => query.trim() !== '')).toBe(true);
  });

  it('leaves the engine answering every search as a fresh engine does (SPEC §7 Search)', () => {
    const warmed = createSearchEngine(index, SECTIONS);
    expect(warmUpSearch(warmed, index)).toBe(warmUpQueries(index).length);
    for (const query of QUERIES) {
      expect(warmed.search(query)).toEqual(createSearchEngine(index, SECTIONS).search(query));
    }
    // Again in reverse order: nothing one search leaves in the reused arrays reaches the next.
    for (const query of [...QUERIES].reverse()) {
      expect(warmed.search(query)).toEqual(createSearchEngine(index, SECTIONS).search(query));
    }
  });
});
