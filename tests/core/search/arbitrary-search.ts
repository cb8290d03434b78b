/**
 * fast-check generators of search queries and documents over a list of
 * words, shared by the engine's properties (search-engine.prop.test.ts) and
 * the answer-JSON properties (search-json.prop.test.ts).
 */
import fc from 'fast-check';
import type { SearchDocument, SearchQuery } from '../../../core/search';
import { SECTIONS, searchDocument } from './search-fixture';

const LINKS = SECTIONS.map((section) => section.link);

/** A query for any term, limit, filters (some naming no section) and reader. */
export function searchQueryOf(term: fc.Arbitrary<string>): fc.Arbitrary<SearchQuery> {
  return fc.record({
    term,
    limit: fc.integer({ min: 0, max: 120 }),
    filters: fc.array(fc.oneof(fc.constantFrom(...LINKS), fc.constantFrom('/nope', '__proto__', '')), { maxLength: 3 }),
    isDevMode: fc.boolean(),
    isAuthorized: fc.boolean(),
  });
}

/** Up to `maxLength` documents of distinct routes, their texts made of `words` and random strings. */
export function searchDocumentsOf(words: readonly string[], maxLength: number): fc.Arbitrary<SearchDocument[]> {
  const shortText = fc
    .array(fc.oneof(fc.constantFrom(...words), fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 6 })
    .map((list) => list.join(' '));
  return fc.uniqueArray(
    fc
      .record({
        slug: fc.stringMatching(/^[a-z]{1,6}$/),
        section: fc.constantFrom(...LINKS),
        title: shortText,
        tab: fc.constantFrom(null, 'Design' as const, 'Code' as const),
        description: shortText,
        terms: fc.array(shortText, { maxLength: 3 }),
        headings: fc.array(shortText, { maxLength: 3 }),
        text: fc.array(shortText, { maxLength: 8 }).map((parts) => parts.join('. ')),
        isPublic: fc.boolean(),
        status: fc.constantFrom(undefined, 'stable' as const, 'beta' as const),
      })
      .map(({ slug, section, status, ...rest }) =>
        searchDocument({ route: `${section}/${slug}`, ...rest, section, ...(status === undefined ? {} : { status }) }),
      ),
    { selector: (document) => document.route, maxLength },
  );
}
