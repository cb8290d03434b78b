/**
 * Highlight ranges of a search result (SPEC §3 Search result: "a list of
 * [start offset, length] pairs") and the plain / highlighted segments they cut
 * a text into. The server's ranges are treated as untrusted: they may be
 * unsorted, overlapping or out of bounds.
 */

import { splitsSurrogatePair } from './surrogate-pair';

/** A highlight as `[start, length]` in UTF-16 code units (SPEC §3). */
export type HighlightRange = readonly [start: number, length: number];

/** One piece of a text: either plain or a highlighted match. */
export interface HighlightSegment {
  readonly text: string;
  readonly highlighted: boolean;
}

/**
 * Normalises highlight ranges against a text: drops ranges with a NaN bound
 * or no length, clamps the rest into the text, widens a range that would split
 * a surrogate pair so it covers the whole pair, sorts, and merges ranges that
 * overlap or touch (so highlighted and plain segments strictly alternate).
 *
 * @example
 * normalizeHighlights('Button group', [[7, 9], [-2, 3], [0, 2]]) // [[0, 3], [7, 5]]
 */
export function normalizeHighlights(text: string, ranges: readonly HighlightRange[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const [start, length] of ranges) {
    if (Number.isNaN(start) || Number.isNaN(length) || !(length > 0)) continue;
    const from = widenStart(text, clamp(Math.trunc(start), 0, text.length));
    const to = widenEnd(text, clamp(Math.trunc(start) + Math.trunc(length), 0, text.length));
    if (to > from) spans.push([from, to]);
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);

  const merged: [number, number][] = [];
  for (const [from, to] of spans) {
    const previous = merged[merged.length - 1];
    if (previous !== undefined && from <= previous[1]) {
      previous[1] = Math.max(previous[1], to);
    } else {
      merged.push([from, to]);
    }
  }
  return merged.map(([from, to]) => [from, to - from]);
}

/**
 * Splits a text into alternating plain and highlighted segments; empty plain
 * segments are left out.
 *
 * @example
 * highlightSegments('Primary button', [[8, 6]])
 * // [{ text: 'Primary ', highlighted: false }, { text: 'button', highlighted: true }]
 */
export function highlightSegments(text: string, ranges: readonly HighlightRange[]): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const [start, length] of normalizeHighlights(text, ranges)) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, start + length), highlighted: true });
    cursor = start + length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function widenStart(text: string, index: number): number {
  return splitsSurrogatePair(text, index) ? index - 1 : index;
}

function widenEnd(text: string, index: number): number {
  return splitsSurrogatePair(text, index) ? index + 1 : index;
}
