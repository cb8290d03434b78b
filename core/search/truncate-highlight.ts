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
import type { HighlightRange } from './highlight-ranges';
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
  if (isWithinHighlightBounds(text, ranges)) return { text, highlights: ranges.map(([start, length]) => [start, length]) };
  const segments = highlightSegments(text, ranges);
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
 * True when the rules above would give back the text and the ranges as they
 * are: the ranges already normal (whole numbers, inside the text, in order,
 * neither touching nor splitting a surrogate pair) and every plain stretch
 * shorter than {@link HIGHLIGHT_KEEP_WHOLE_BELOW}. So are the search engine's
 * excerpts of about 300 units (search-highlights.ts), 101 times an answer.
 */
export function isWithinHighlightBounds(text: string, ranges: readonly HighlightRange[]): boolean {
  let previousEnd = -1;
  for (const [start, length] of ranges) {
    if (!Number.isInteger(start) || !Number.isInteger(length) || length <= 0 || start < 0) return false;
    // Overlapping or touching the previous range: normalising would merge them.
    if (start <= previousEnd) return false;
    const end = start + length;
    if (end > text.length || splitsSurrogatePair(text, start) || splitsSurrogatePair(text, end)) return false;
    if (start - Math.max(previousEnd, 0) >= HIGHLIGHT_KEEP_WHOLE_BELOW) return false;
    previousEnd = end;
  }
  return text.length - Math.max(previousEnd, 0) < HIGHLIGHT_KEEP_WHOLE_BELOW;
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
