/**
 * What the engine keeps between searches (expansions per audience and word,
 * located short texts, JSON pieces per page; core/search) must never change
 * an answer: each answer equals a fresh engine's, whatever was asked before
 * and by whom, so nothing an authorized reader's search left behind reaches
 * an anonymous one (SPEC §6, §7 Search).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchEngine, type SearchQuery } from '../../../core/search';
import { DOCUMENTS, PRIVATE_ROUTES, SECTIONS } from './search-fixture';

const index = buildSearchIndex(DOCUMENTS);
// Words of private and public pages, their prefixes and typos.
const words = [
  ...new Set(DOCUMENTS.flatMap((document) => `${document.title} ${document.terms.join(' ')}`.toLowerCase().split(/\s+/))),
].filter((word) => word.length > 1);
const term = fc.oneof(
  fc.constantFrom(...words),
  fc.constantFrom(...words).map((word) => word.slice(0, 2)),
  fc.constantFrom(...words).map((word) => `${word.slice(0, -1)}x`),
  fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} ${b}`),
);
const query: fc.Arbitrary<SearchQuery> = fc.record({
  term,
  limit: fc.constant(101),
  filters: fc.constant([]),
  isDevMode: fc.boolean(),
  isAuthorized: fc.boolean(),
});

describe('§6/§7 search answers do not depend on earlier searches', () => {
  it('gives every answer in a sequence of readers exactly as a fresh engine gives it', () => {
    fc.assert(
      fc.property(fc.array(query, { minLength: 2, maxLength: 12 }), (asked) => {
        const engine = createSearchEngine(index, SECTIONS);
        for (const one of asked) {
          expect(Buffer.from(engine.searchJson(one).json)).toEqual(Buffer.from(createSearchEngine(index, SECTIONS).searchJson(one).json));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('shows an anonymous reader no private page after an authorized reader asked the same words', () => {
    const engine = createSearchEngine(index, SECTIONS);
    const privateTitles = DOCUMENTS.filter((document) => PRIVATE_ROUTES.includes(document.route)).map((document) => document.title);
    expect(privateTitles.length).toBeGreaterThan(0);
    for (const title of privateTitles) {
      const asked = { term: title, limit: 101, filters: [], isDevMode: false };
      expect(engine.search({ ...asked, isAuthorized: true }).results.some((result) => PRIVATE_ROUTES.includes(result.path))).toBe(true);
      const anonymous = new TextDecoder().decode(engine.searchJson({ ...asked, isAuthorized: false }).json);
      for (const route of PRIVATE_ROUTES) expect(anonymous).not.toContain(route);
    }
  });
});
