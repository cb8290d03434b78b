import { describe, expect, it } from 'vitest';
import { test as fcTest, fc } from '@fast-check/vitest';
import { matchedWords, wordOccurrences, type HighlightedResult } from '../../../core/search';

const result = (overrides: Partial<HighlightedResult> = {}) =>
  ({
    title: 'Button',
    terms: ['CTA', 'Action'],
    content: 'Use a primary button for the main action of a page.',
    highlights: {
      title: [[0, 6]],
      tab: [],
      terms: [[], [[0, 6]]],
      content: [
        [14, 6],
        [34, 6],
      ],
    },
    ...overrides,
  }) as HighlightedResult;

describe('§3 search result highlights carried to the destination page', () => {
  it('reads the matched words from the highlights of title, terms and excerpt, lower case and once each', () => {
    expect(matchedWords(result())).toEqual(['button', 'action']);
  });

  it('gives the word the text has, not the typo the reader typed', () => {
    expect(matchedWords(result({ title: 'Buttons', highlights: { title: [[0, 7]], tab: [], terms: [], content: [] } }))).toEqual([
      'buttons',
    ]);
  });

  it('drops one-letter matches and keeps at most ten words', () => {
    const content = 'a bb cc dd ee ff gg hh ii jj kk ll';
    const pairs = [...content.matchAll(/\S+/g)].map((match) => [match.index, match[0].length] as [number, number]);
    const words = matchedWords(result({ title: 'x', content, highlights: { title: [], tab: [], terms: [], content: pairs } }));
    expect(words).not.toContain('a');
    expect(words).toHaveLength(10);
  });
});

describe('word occurrences in a text of the page', () => {
  it('finds every occurrence, case-insensitively, in order', () => {
    expect(wordOccurrences('Buttons and a button', ['button'])).toEqual([
      [0, 6],
      [14, 20],
    ]);
  });

  it('matches only at the start of a word, as search does', () => {
    expect(wordOccurrences('Variants for aria, rebuttons', ['aria', 'button'])).toEqual([[13, 17]]);
    expect(wordOccurrences('aria-busy', ['busy'])).toEqual([[5, 9]]);
  });

  it('lets the longest word win where two start at the same place, and never overlaps', () => {
    expect(wordOccurrences('button group', ['button', 'button group', 'group'])).toEqual([[0, 12]]);
  });

  it('finds nothing when the lower-case text has another length than the text', () => {
    expect(wordOccurrences('İstanbul button', ['button'])).toEqual([]);
  });

  fcTest.prop([fc.string(), fc.array(fc.string({ maxLength: 6 }), { maxLength: 5 })])(
    'never throws and gives sorted, non-overlapping ranges inside the text',
    (text, words) => {
      const ranges = wordOccurrences(text, words);
      let end = 0;
      for (const [start, stop] of ranges) {
        expect(start).toBeGreaterThanOrEqual(end);
        expect(stop).toBeGreaterThan(start);
        expect(stop).toBeLessThanOrEqual(text.length);
        end = stop;
      }
    },
  );
});
