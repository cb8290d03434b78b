/**
 * The API's answer text (SPEC §3 Search, §7 Search): the engine writes the
 * JSON of an answer from pieces it keeps per page (core/search/search-result.ts),
 * and that text must be exactly what JSON.stringify gives for the answer as
 * objects, for any documents and any query, whoever asks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchEngine, type SearchDocument, type SearchQuery } from '../../../core/search';
import { anyText } from './arbitrary-text';
import { DOCUMENTS, SECTIONS, searchDocument } from './search-fixture';

const LINKS = SECTIONS.map((section) => section.link);
const WORDS = [
  'button',
  'buton',
  'to',
  'tooltip',
  'schaltfläche',
  'dialog',
  'the',
  'spacing',
  'design',
  '😀',
  '"quoted"',
  'back\\slash',
  'line\nbreak',
];
const words = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((list) => list.join(' '));
const query: fc.Arbitrary<SearchQuery> = fc.record({
  term: fc.oneof({ arbitrary: anyText, weight: 1 }, { arbitrary: words, weight: 3 }),
  limit: fc.integer({ min: 0, max: 120 }),
  filters: fc.array(fc.constantFrom(...LINKS, '/nope'), { maxLength: 2 }),
  isDevMode: fc.boolean(),
  isAuthorized: fc.boolean(),
});
const shortText = fc
  .array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ unit: 'binary', maxLength: 10 })), { maxLength: 5 })
  .map((list) => list.join(' '));
const documents: fc.Arbitrary<SearchDocument[]> = fc.uniqueArray(
  fc
    .record({
      slug: fc.stringMatching(/^[a-z]{1,6}$/),
      section: fc.constantFrom(...LINKS),
      title: shortText,
      tab: fc.constantFrom(null, 'Design' as const, 'Code' as const),
      description: shortText,
      terms: fc.array(shortText, { maxLength: 3 }),
      text: fc.array(shortText, { maxLength: 8 }).map((parts) => parts.join('. ')),
      isPublic: fc.boolean(),
      status: fc.constantFrom(undefined, 'stable' as const, 'beta' as const),
    })
    .map(({ slug, section, status, ...rest }) =>
      searchDocument({ route: `${section}/${slug}`, ...rest, section, ...(status === undefined ? {} : { status }) }),
    ),
  { selector: (document) => document.route, maxLength: 8 },
);

function expectSameAnswer(engine: ReturnType<typeof createSearchEngine>, asked: SearchQuery): void {
  const answer = engine.searchJson(asked);
  const objects = engine.search(asked);
  expect(answer.json).toBe(JSON.stringify(objects));
  expect(answer.nothingFound).toBe(objects.suggestions !== undefined);
}

describe('search answers as JSON text (SPEC §3/§7 Search)', () => {
  it('are JSON.stringify of the answer, on the fixture, for any query and reader', () => {
    const engine = createSearchEngine(buildSearchIndex(DOCUMENTS), SECTIONS);
    fc.assert(fc.property(query, (asked) => expectSameAnswer(engine, asked)));
  });

  it('are JSON.stringify of the answer, for any documents', () => {
    fc.assert(
      fc.property(documents, fc.array(query, { minLength: 1, maxLength: 4 }), (list, queries) => {
        const engine = createSearchEngine(buildSearchIndex(list), SECTIONS);
        for (const asked of queries) expectSameAnswer(engine, asked);
      }),
      { numRuns: 150 },
    );
  });

  it("are right for a page whose own text holds the builder's placeholder, and for the same page asked twice", () => {
    const slot = '\u0000harbor-search-slot\u0000';
    const odd = searchDocument({
      route: '/components/odd',
      title: `Button ${slot}`,
      terms: [slot, 'Knopf'],
      text: `A button ${slot} here.`,
    });
    const engine = createSearchEngine(buildSearchIndex([odd, ...DOCUMENTS]), SECTIONS);
    const asked: SearchQuery = { term: 'button', limit: 101, filters: [], isDevMode: false, isAuthorized: false };
    const first = engine.searchJson(asked).json;
    expect(first).toBe(JSON.stringify(engine.search(asked)));
    expect(engine.searchJson(asked).json).toBe(first);
    expect((JSON.parse(first) as { results: { path: string }[] }).results.map((result) => result.path)).toContain('/components/odd');
  });
});
