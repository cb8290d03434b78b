/**
 * Shortens a highlighted search excerpt so that every match stays visible and
 * the plain text between matches is trimmed to a few words of context
 * (SPEC §9 "Highlight truncation").
 *
 * Cuts are made at exact UTF-16 counts (the SPEC's numbers), moved back by
 * one unit only when the count would split a surrogate pair. The SPEC's
 * "about 113" and "about 45" allow moving a cut to a word boundary; this
 * module does not, so the output is predictable and the SPEC's numbers hold
 * exactly (decision).
 */

import { highlightSegments } from './highlight-ranges';
import type { HighlightRange, HighlightSegment } from './highlight-ranges';
import { splitsSurrogatePair } from './surrogate-pair';

/** §9: plain segments shorter than this are kept whole. */
export const HIGHLIGHT_KEEP_WHOLE_BELOW = 230;
/** §9: a segment that is both first and last (no highlight at all) is cut here. */
export const HIGHLIGHT_SOLE_SEGMENT_CUT = 228;
/** §9: a leading or trailing segment keeps this much next to the match. */
export const HIGHLIGHT_EDGE_KEEP = 113;
/** §9: a middle segment keeps this much on each side of the ellipsis. */
export const HIGHLIGHT_MIDDLE_SIDE_KEEP = 45;
/** §9: the ellipsis marking a cut. */
export const HIGHLIGHT_ELLIPSIS = '…';

/** A text and its highlights, re-based onto that text. */
export interface TruncatedHighlight {
  readonly text: string;
  readonly highlights: [start: number, length: number][];
}

/**
 * Truncates the plain parts of a highlighted text (SPEC §9). Ranges are
 * normalised first (clamped, sorted, merged); highlighted substrings are
 * never cut, and the returned ranges point at them in the new text.
 *
 * - plain segment shorter than 230: kept whole;
 * - the only segment (no highlight): first 228 units + '…';
 * - leading segment: '…' + its last 113 units (next to the first match);
 * - trailing segment: its first 113 units + '…';
 * - middle segment: first 45 units + '…' + last 45 units.
 *
 * @example
 * truncateHighlight('x'.repeat(300) + 'Button', [[300, 6]])
 * // { text: '…' + 'x'.repeat(113) + 'Button', highlights: [[114, 6]] }
 */
export function truncateHighlight(text: string, ranges: readonly HighlightRange[]): TruncatedHighlight {
  const longest = longestPlainStretch(text, ranges);
  if (longest < HIGHLIGHT_KEEP_WHOLE_BELOW) return { text, highlights: ranges.map(([start, length]) => [start, length]) };
  return cutLongStretches(text, ranges, longest);
}

/**
 * {@link truncateHighlight} for pairs the caller hands over: pairs already
 * within the bounds come back as they are, not copied (the search engine's
 * excerpts, 101 an answer; search-highlights.ts).
 */
export function truncateOwnHighlight(text: string, ranges: [number, number][]): TruncatedHighlight {
  const longest = longestPlainStretch(text, ranges);
  if (longest < HIGHLIGHT_KEEP_WHOLE_BELOW) return { text, highlights: ranges };
  return cutLongStretches(text, ranges, longest);
}

function cutLongStretches(text: string, ranges: readonly HighlightRange[], longest: number): TruncatedHighlight {
  return longest === Infinity ? cutSegments(highlightSegments(text, ranges)) : cutNormal(text, ranges);
}

/** The rules above over segments made by highlightSegments (ranges normalised first). */
function cutSegments(segments: readonly HighlightSegment[]): TruncatedHighlight {
  const last = segments.length - 1;
  let output = '';
  const highlights: [number, number][] = [];
  segments.forEach((segment, index) => {
    if (segment.highlighted) {
      highlights.push([output.length, segment.text.length]);
      output += segment.text;
    } else {
      output += shortenPlain(segment.text, index === 0, index === last);
    }
  });
  return { text: output, highlights };
}

/**
 * The same rules over ranges that are already normal, read in place: what
 * cutSegments gives for them, without sorting, merging or making segments
 * (an excerpt of the search engine whose match lies near one end is cut so,
 * on most results of an answer).
 */
function cutNormal(text: string, ranges: readonly HighlightRange[]): TruncatedHighlight {
  let output = '';
  const highlights: [number, number][] = [];
  let cursor = 0;
  for (let i = 0; i < ranges.length; i++) {
    const start = ranges[i]![0];
    const length = ranges[i]![1];
    // A plain stretch before the first range is the first segment; one before any range is never the last.
    if (start > cursor) output += shortenPlain(text.slice(cursor, start), i === 0, false);
    highlights.push([output.length, length]);
    output += text.slice(start, start + length);
    cursor = start + length;
  }
  if (cursor < text.length) output += shortenPlain(text.slice(cursor), ranges.length === 0, true);
  return { text: output, highlights };
}

/**
 * The longest plain stretch between, before or after the ranges, when they
 * are already what normalizeHighlights makes of them (whole numbers, inside
 * the text, in order, neither touching nor splitting a surrogate pair);
 * Infinity when they are not.
 */
function longestPlainStretch(text: string, ranges: readonly HighlightRange[]): number {
  let previousEnd = -1;
  let longest = 0;
  for (let i = 0; i < ranges.length; i++) {
    const start = ranges[i]![0];
    const length = ranges[i]![1];
    if (!Number.isInteger(start) || !Number.isInteger(length) || length <= 0 || start < 0) return Infinity;
    // Overlapping or touching the previous range: normalising would merge them.
    if (start <= previousEnd) return Infinity;
    const end = start + length;
    if (end > text.length || splitsSurrogatePair(text, start) || splitsSurrogatePair(text, end)) return Infinity;
    longest = Math.max(longest, start - Math.max(previousEnd, 0));
    previousEnd = end;
  }
  return Math.max(longest, text.length - Math.max(previousEnd, 0));
}

/** Applies the §9 rule for a plain segment at its position. */
function shortenPlain(plain: string, isFirst: boolean, isLast: boolean): string {
  if (plain.length < HIGHLIGHT_KEEP_WHOLE_BELOW) return plain;
  if (isFirst && isLast) return head(plain, HIGHLIGHT_SOLE_SEGMENT_CUT) + HIGHLIGHT_ELLIPSIS;
  // The leading segment ends at the first match, so its end is what matters.
  if (isFirst) return HIGHLIGHT_ELLIPSIS + tail(plain, HIGHLIGHT_EDGE_KEEP);
  if (isLast) return head(plain, HIGHLIGHT_EDGE_KEEP) + HIGHLIGHT_ELLIPSIS;
  return head(plain, HIGHLIGHT_MIDDLE_SIDE_KEEP) + HIGHLIGHT_ELLIPSIS + tail(plain, HIGHLIGHT_MIDDLE_SIDE_KEEP);
}

/** The first `count` units, one fewer if the cut would split a surrogate pair. */
function head(text: string, count: number): string {
  return text.slice(0, splitsSurrogatePair(text, count) ? count - 1 : count);
}

/** The last `count` units, one fewer if the cut would split a surrogate pair. */
function tail(text: string, count: number): string {
  const start = text.length - count;
  return text.slice(splitsSurrogatePair(text, start) ? start + 1 : start);
}
