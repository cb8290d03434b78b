/**
 * The API's answer bytes (SPEC §3 Search, §7 Search): the engine writes the
 * JSON of an answer in UTF-8 from pieces it keeps per page
 * (core/search/search-result.ts, core/search/json-bytes.ts), and those bytes
 * must be exactly the UTF-8 of what JSON.stringify gives for the answer as
 * objects, for any documents and any query, whoever asks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchEngine, type SearchQuery } from '../../../core/search';
import { searchDocumentsOf, searchQueryOf } from './arbitrary-search';
import { anyText } from './arbitrary-text';
import { DOCUMENTS, SECTIONS, searchDocument } from './search-fixture';

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
const query = searchQueryOf(fc.oneof({ arbitrary: anyText, weight: 1 }, { arbitrary: words, weight: 3 }));
const documents = searchDocumentsOf(WORDS, 8);

function expectSameAnswer(engine: ReturnType<typeof createSearchEngine>, asked: SearchQuery): void {
  const answer = engine.searchJson(asked);
  const objects = engine.search(asked);
  expect(Buffer.from(answer.json)).toEqual(Buffer.from(JSON.stringify(objects), 'utf8'));
  expect(answer.nothingFound).toBe(objects.suggestions !== undefined);
}

describe('search answers as JSON bytes (SPEC §3/§7 Search)', () => {
  it('are the UTF-8 of JSON.stringify of the answer, on the fixture, for any query and reader', () => {
    const engine = createSearchEngine(buildSearchIndex(DOCUMENTS), SECTIONS);
    fc.assert(fc.property(query, (asked) => expectSameAnswer(engine, asked)));
  });

  it('are the UTF-8 of JSON.stringify of the answer, for any documents', () => {
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
    const first = new TextDecoder().decode(engine.searchJson(asked).json);
    expect(first).toBe(JSON.stringify(engine.search(asked)));
    expect(new TextDecoder().decode(engine.searchJson(asked).json)).toBe(first);
    // Answers are written in one buffer the engine reuses: each answer is its own copy.
    const kept = engine.searchJson(asked).json;
    engine.searchJson({ ...asked, term: 'dialog spacing design' });
    expect(new TextDecoder().decode(kept)).toBe(first);
    expect((JSON.parse(first) as { results: { path: string }[] }).results.map((result) => result.path)).toContain('/components/odd');
  });
});
