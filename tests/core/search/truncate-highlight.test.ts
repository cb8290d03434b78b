import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_EDGE_KEEP,
  HIGHLIGHT_ELLIPSIS,
  HIGHLIGHT_KEEP_WHOLE_BELOW,
  HIGHLIGHT_MIDDLE_SIDE_KEEP,
  HIGHLIGHT_SOLE_SEGMENT_CUT,
  truncateHighlight,
} from '../../../core/search';

// Plain text of a given length whose characters tell where they came from:
// 'a'... for the leading part, 'm'... for middle, 'z'... for trailing.
const run = (char: string, length: number) => char.repeat(length);
const E = '…';

describe('§9 highlight truncation constants', () => {
  it('are the SPEC numbers', () => {
    expect([
      HIGHLIGHT_KEEP_WHOLE_BELOW,
      HIGHLIGHT_SOLE_SEGMENT_CUT,
      HIGHLIGHT_EDGE_KEEP,
      HIGHLIGHT_MIDDLE_SIDE_KEEP,
      HIGHLIGHT_ELLIPSIS,
    ]).toEqual([230, 228, 113, 45, '…']);
  });
});

describe('§9 highlight truncation: a text without highlight (first and last segment)', () => {
  it.each([
    [0, ''],
    [1, 'x'],
    [229, run('x', 229)],
  ])('keeps %i characters whole', (length, expected) => {
    expect(truncateHighlight(run('x', length), [])).toEqual({ text: expected, highlights: [] });
  });

  it.each([230, 231, 1000])('cuts %i characters at 228 and adds the ellipsis', (length) => {
    expect(truncateHighlight(run('x', length), [])).toEqual({
      text: run('x', 228) + E,
      highlights: [],
    });
  });

  it('cuts before a surrogate pair that straddles character 228', () => {
    const text = `${run('x', 227)}😀${run('y', 10)}`;
    expect(truncateHighlight(text, []).text).toBe(run('x', 227) + E);
  });
});

describe('§9 highlight truncation: leading segment (before the first match)', () => {
  it('keeps a 229-character leading segment whole', () => {
    const text = `${run('a', 229)}Button`;
    expect(truncateHighlight(text, [[229, 6]])).toEqual({ text, highlights: [[229, 6]] });
  });

  it('keeps the last 113 characters of a 230-character leading segment, after an ellipsis', () => {
    const text = `${run('b', 117) + run('a', 113)}Button`;
    expect(truncateHighlight(text, [[230, 6]])).toEqual({
      text: `${E + run('a', 113)}Button`,
      highlights: [[114, 6]],
    });
  });

  it('keeps 112 when the 113th character from the end is half of a surrogate pair', () => {
    const text = `${run('b', 200)}😀${run('a', 112)}Button`;
    const result = truncateHighlight(text, [[314, 6]]);
    expect(result.text).toBe(`${E + run('a', 112)}Button`);
    expect(result.highlights).toEqual([[113, 6]]);
  });
});

describe('§9 highlight truncation: trailing segment (after the last match)', () => {
  it('keeps a 229-character trailing segment whole', () => {
    const text = `Button${run('z', 229)}`;
    expect(truncateHighlight(text, [[0, 6]])).toEqual({ text, highlights: [[0, 6]] });
  });

  it('keeps the first 113 characters of a 230-character trailing segment, then an ellipsis', () => {
    const text = `Button${run('z', 113)}${run('q', 117)}`;
    expect(truncateHighlight(text, [[0, 6]])).toEqual({
      text: `Button${run('z', 113)}${E}`,
      highlights: [[0, 6]],
    });
  });
});

describe('§9 highlight truncation: middle segment (between two matches)', () => {
  it('keeps a 229-character middle segment whole', () => {
    const text = `Chip${run('m', 229)}Tag`;
    expect(
      truncateHighlight(text, [
        [0, 4],
        [233, 3],
      ]),
    ).toEqual({
      text,
      highlights: [
        [0, 4],
        [233, 3],
      ],
    });
  });

  it('keeps 45 characters on each side of an ellipsis for a 230-character middle segment', () => {
    const text = `Chip${run('l', 45)}${run('m', 140)}${run('r', 45)}Tag`;
    expect(
      truncateHighlight(text, [
        [0, 4],
        [234, 3],
      ]),
    ).toEqual({
      text: `Chip${run('l', 45)}${E}${run('r', 45)}Tag`,
      highlights: [
        [0, 4],
        [95, 3],
      ],
    });
  });
});

describe('§9 highlight truncation: a full excerpt', () => {
  it('shortens leading, middle and trailing parts and re-bases every highlight', () => {
    const text = `${run('a', 300)}Dialog${run('m', 400)}Modal${run('s', 20)}Overlay${run('z', 500)}`;
    const ranges = [
      [300 + 6 + 400, 5],
      [300, 6],
      [300 + 6 + 400 + 5 + 20, 7],
    ] as const;
    expect(truncateHighlight(text, ranges)).toEqual({
      text: `${E + run('a', 113)}Dialog${run('m', 45)}${E}${run('m', 45)}Modal${run('s', 20)}Overlay${run('z', 113)}${E}`,
      highlights: [
        [114, 6],
        [114 + 6 + 91, 5],
        [114 + 6 + 91 + 5 + 20, 7],
      ],
    });
  });

  it('never cuts a highlighted substring, however long', () => {
    const match = run('H', 1000);
    expect(truncateHighlight(match, [[0, 1000]])).toEqual({ text: match, highlights: [[0, 1000]] });
  });

  it('merges overlapping input ranges before truncating', () => {
    expect(
      truncateHighlight('Primary button', [
        [8, 3],
        [10, 4],
      ]),
    ).toEqual({
      text: 'Primary button',
      highlights: [[8, 6]],
    });
  });
});
