import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchEngine, type SearchResponse } from '../../../core/search';
import { searchDocumentsOf, searchQueryOf } from './arbitrary-search';
import { anyText } from './arbitrary-text';
import { DOCUMENTS, PRIVATE_ROUTES, SECTIONS } from './search-fixture';

const LINKS = SECTIONS.map((s) => s.link);
const WORDS = [
  'button',
  'buton',
  'butt',
  'tooltip',
  'tooltp',
  'to',
  'schaltfläche',
  'Schaltflaeche',
  'dialog',
  'modal',
  'farben',
  'zeppelin',
  'zep',
  'logo',
  'the',
  'a',
  'spacing',
  'code',
  'design',
  '😀',
  '__proto__',
  'constructor',
  'toString',
  'x\uD800',
];
const wordQuery = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const term = fc.oneof({ arbitrary: anyText, weight: 1 }, { arbitrary: wordQuery, weight: 2 });
const query = searchQueryOf(term);
const documents = searchDocumentsOf(WORDS, 10);

const fixtureEngine = createSearchEngine(buildSearchIndex(DOCUMENTS), SECTIONS);

function expectRangesInside(text: string, ranges: readonly (readonly [number, number])[]): void {
  let previousEnd = -1;
  for (const [start, length] of ranges) {
    expect(Number.isInteger(start) && Number.isInteger(length)).toBe(true);
    expect(length).toBeGreaterThan(0);
    expect(start).toBeGreaterThan(previousEnd);
    expect(start + length).toBeLessThanOrEqual(text.length);
    previousEnd = start + length;
  }
}

function expectHighlightsInside(response: SearchResponse): void {
  for (const result of response.results) {
    expectRangesInside(result.title, result.highlights.title);
    expectRangesInside(result.tab ?? '', result.highlights.tab);
    expectRangesInside(result.content, result.highlights.content);
    expect(result.highlights.terms).toHaveLength(result.terms.length);
    result.terms.forEach((t, i) => {
      expectRangesInside(t, result.highlights.terms[i] ?? []);
    });
  }
}

describe('§7 search (properties)', () => {
  it('never throws on arbitrary terms, filters and limits', () => {
    fc.assert(fc.property(query, (q) => void fixtureEngine.search(q)));
  });

  it('keeps every highlight range inside its string, sorted and disjoint', () => {
    fc.assert(fc.property(query, (q) => expectHighlightsInside(fixtureEngine.search(q))));
  });

  it('returns at most limit results, no more than total, each path once', () => {
    fc.assert(
      fc.property(query, (q) => {
        const response = fixtureEngine.search(q);
        expect(response.results.length).toBeLessThanOrEqual(Math.max(0, q.limit));
        expect(response.meta.total).toBeGreaterThanOrEqual(response.results.length);
        expect(new Set(response.results.map((r) => r.path)).size).toBe(response.results.length);
        expect(response.meta.availableFilters.map((f) => f.link)).toEqual(LINKS);
        const selected = q.filters.length === 0 ? LINKS : LINKS.filter((link) => q.filters.includes(link));
        const amountOf = (link: string) => response.meta.availableFilters.find((f) => f.link === link)?.amount ?? 0;
        expect(response.meta.total).toBe(selected.reduce((sum, link) => sum + amountOf(link), 0));
      }),
    );
  });

  it('keeps the content excerpt within the SPEC §9 bounds', () => {
    fc.assert(
      fc.property(query, (q) => {
        for (const result of fixtureEngine.search(q).results) expect(result.content.length).toBeLessThanOrEqual(460);
      }),
    );
  });
});

describe('§6 private pages in search (properties)', () => {
  it('never returns or counts a private page for an anonymous requester', () => {
    fc.assert(
      fc.property(query, (q) => {
        const response = fixtureEngine.search({ ...q, isAuthorized: false });
        expect(response.results.some((r) => PRIVATE_ROUTES.includes(r.path))).toBe(false);
        for (const filter of response.meta.availableFilters) {
          const visible = DOCUMENTS.filter((d) => d.isPublic && d.section === filter.link).length;
          expect(filter.amount).toBeLessThanOrEqual(visible);
        }
      }),
    );
  });

  it('answers an anonymous requester exactly as if the private pages did not exist', () => {
    fc.assert(
      fc.property(documents, query, (docs, q) => {
        const anonymous = { ...q, isAuthorized: false };
        const withPrivate = createSearchEngine(buildSearchIndex(docs), SECTIONS).search(anonymous);
        const publicOnly = createSearchEngine(buildSearchIndex(docs.filter((d) => d.isPublic)), SECTIONS).search(anonymous);
        expect(withPrivate).toEqual(publicOnly);
      }),
    );
  });

  it('keeps highlights inside their strings on arbitrary documents', () => {
    fc.assert(
      fc.property(documents, query, (docs, q) => {
        expectHighlightsInside(createSearchEngine(buildSearchIndex(docs), SECTIONS).search(q));
      }),
    );
  });
});

describe('search index (properties)', () => {
  it('is deterministic: the same documents give byte-identical JSON', () => {
    fc.assert(
      fc.property(documents, (docs) => {
        const copy = structuredClone(docs);
        expect(JSON.stringify(buildSearchIndex(copy))).toBe(JSON.stringify(buildSearchIndex(docs)));
      }),
    );
  });

  it('survives a JSON round trip with the same search answers', () => {
    fc.assert(
      fc.property(documents, query, (docs, q) => {
        const index = buildSearchIndex(docs);
        const revived = JSON.parse(JSON.stringify(index)) as typeof index;
        expect(createSearchEngine(revived, SECTIONS).search(q)).toEqual(createSearchEngine(index, SECTIONS).search(q));
      }),
    );
  });
});
