/** A text with its highlighted matches in <mark> (SPEC §3 highlights: [start, length] pairs). */
import { highlightSegments, type HighlightRange } from '../../core/search';

export function HighlightedText({ text, ranges }: { readonly text: string; readonly ranges: readonly HighlightRange[] | undefined }) {
  return highlightSegments(text, ranges ?? []).map((segment, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: segments of one result never reorder; their position is their identity
    segment.highlighted ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}
