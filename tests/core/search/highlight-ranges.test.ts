import { describe, expect, it } from 'vitest';
import { highlightSegments, normalizeHighlights } from '../../../core/search';

describe('§3 search result highlights: normalising [start, length] pairs', () => {
  it.each([
    [
      'keeps a sorted, separate list',
      'abcdefghij',
      [
        [1, 2],
        [5, 1],
      ],
      [
        [1, 2],
        [5, 1],
      ],
    ],
    [
      'sorts unsorted ranges',
      'abcdefghij',
      [
        [5, 1],
        [1, 2],
      ],
      [
        [1, 2],
        [5, 1],
      ],
    ],
    [
      'merges overlapping ranges',
      'abcdefghij',
      [
        [1, 3],
        [2, 4],
      ],
      [[1, 5]],
    ],
    [
      'merges touching ranges',
      'abcdefghij',
      [
        [1, 2],
        [3, 2],
      ],
      [[1, 4]],
    ],
    [
      'merges a range inside another',
      'abcdefghij',
      [
        [0, 8],
        [2, 2],
      ],
      [[0, 8]],
    ],
    ['clamps a negative start', 'abcdefghij', [[-3, 5]], [[0, 2]]],
    ['clamps past the end', 'abcdefghij', [[8, 10]], [[8, 2]]],
    ['drops a range wholly past the end', 'abcdefghij', [[12, 3]], []],
    [
      'drops zero and negative lengths',
      'abcdefghij',
      [
        [2, 0],
        [3, -1],
      ],
      [],
    ],
    [
      'drops NaN bounds',
      'abcdefghij',
      [
        [Number.NaN, 2],
        [1, Number.NaN],
      ],
      [],
    ],
    ['truncates fractional offsets', 'abcdefghij', [[1.7, 2.2]], [[1, 2]]],
    ['widens a range that splits a surrogate pair', 'a😀b', [[2, 1]], [[1, 2]]],
  ] as const)('%s', (_name, text, ranges, expected) => {
    expect(normalizeHighlights(text, ranges)).toEqual(expected);
  });
});

describe('§2 search result: plain and highlighted segments', () => {
  it('alternates plain and highlighted text', () => {
    expect(highlightSegments('Primary button group', [[8, 6]])).toEqual([
      { text: 'Primary ', highlighted: false },
      { text: 'button', highlighted: true },
      { text: ' group', highlighted: false },
    ]);
  });

  it('leaves out empty plain segments at the edges', () => {
    expect(highlightSegments('button', [[0, 6]])).toEqual([{ text: 'button', highlighted: true }]);
  });

  it('gives one plain segment when there is no highlight', () => {
    expect(highlightSegments('Chip', [])).toEqual([{ text: 'Chip', highlighted: false }]);
  });

  it('gives no segment for an empty text', () => {
    expect(highlightSegments('', [[0, 3]])).toEqual([]);
  });
});
