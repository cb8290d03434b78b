/**
 * Highlights and the content excerpt of one returned result (SPEC §3 Search
 * result, §9 highlight truncation). Computed only for the results a search
 * returns: the index keeps no offsets.
 */
import { highlightLocated, locateTokens, type LocatedTokens } from './located-tokens';
import { oneLine, scannedHits, type PlainBodyHits } from './plain-body-hits';
import { isPlainText, type Hit, type HighlightMatcher } from './plain-text-matches';
import { forEachLocatedToken } from './search-tokenizer';
import type { HighlightPair } from './search-response';
import { splitsSurrogatePair } from './surrogate-pair';
import { truncateOwnHighlight } from './truncate-highlight';

/** Target excerpt length, in UTF-16 units (docs/portal.md, Search: about 300 characters). */
export const EXCERPT_LENGTH = 300;
/** Context kept before the first match of the excerpt. */
const EXCERPT_LEAD = 60;
/** Longest stretch of matches one excerpt shows. */
const WINDOW_SPAN = EXCERPT_LENGTH - EXCERPT_LEAD;
/** Enough matches to choose a window from; later ones are not looked at. */
const MAX_HITS = 32;

/** The word ranges of `text` that the query matched. */
function findHits(text: string, matcher: HighlightMatcher, stopWhen?: (hits: readonly Hit[]) => boolean): Hit[] {
  const hits: Hit[] = [];
  forEachLocatedToken(text, (token, start, end) => {
    const target = matcher.get(token);
    if (target === undefined) return true;
    const word = end - start;
    // A completed prefix is marked as typed when the word kept its length through normalisation.
    const length = target.length < word && word === token.length ? target.length : word;
    const previous = hits[hits.length - 1];
    if (previous === undefined || previous.start !== start) hits.push({ start, length, queryToken: target.queryToken });
    return !(stopWhen?.(hits) ?? false);
  });
  return hits;
}

/**
 * Highlight pairs of every match in a text (a title, tab, term or excerpt).
 *
 * @example
 * highlightText('Button group', new Map([['button', { queryToken: 0, length: Infinity }]])) // [[0, 6]]
 */
export function highlightText(text: string, matcher: HighlightMatcher): HighlightPair[] {
  return highlightLocated(locateTokens(text), matcher);
}

/** The window of hits (first index, end index) with the most distinct query tokens, earliest first. */
function bestWindow(hits: readonly Hit[]): readonly [number, number] {
  let best: [number, number] = [0, 1];
  let bestDistinct = 0;
  let highestToken = 0;
  for (const hit of hits) highestToken = Math.max(highestToken, hit.queryToken);
  // Per query token, the window (by its first hit) that last counted it: one array per excerpt, not a set per window.
  const countedIn = new Int32Array(highestToken + 1).fill(-1);
  for (let first = 0; first < hits.length; first++) {
    let distinct = 0;
    let end = first;
    while (end < hits.length && hits[end]!.start + hits[end]!.length - hits[first]!.start <= WINDOW_SPAN) {
      const token = hits[end]!.queryToken;
      if (countedIn[token] !== first) {
        countedIn[token] = first;
        distinct++;
      }
      end++;
    }
    if (distinct > bestDistinct) {
      best = [first, end];
      bestDistinct = distinct;
    }
  }
  return best;
}

/**
 * Moves a cut back to the last space or newline at or before it, if that lies
 * after `floor`, or to the text's start when `floor` lies before it; else
 * keeps it, one unit earlier if it would split a surrogate pair. Only the
 * stretch after `floor` is read: a body without a newline was read back to
 * its start, twice per result. (Before, a cut near the start with no space
 * before it came back as -1, and the excerpt as a lone '…'.)
 */
function cutBefore(text: string, index: number, floor: number): number {
  for (let at = Math.min(index, text.length - 1); at > floor && at >= 0; at--) {
    const code = text.charCodeAt(at);
    if (code === 0x20 || code === 0x0a) return at;
  }
  if (floor < 0) return 0;
  return splitsSurrogatePair(text, index) ? index - 1 : index;
}

/**
 * The content excerpt: about {@link EXCERPT_LENGTH} units of the body around
 * the window with the most distinct matched query tokens, with '…' where it
 * was cut and its highlights re-based; null when the body holds no match.
 * Then cut to the SPEC §9 bounds. `plainHits` finds the matches of a plain
 * body (see {@link isPlainText}), or gives null for any other; by default it
 * scans the text, while the engine hands over the body's words, found once
 * per document (plain-body-hits.ts).
 *
 * @example
 * excerptOf('… long text … the Button starts …', matcher) // { text: '…the Button starts…', highlights: [[5, 6]] }
 */
export function excerptOf(
  text: string,
  matcher: HighlightMatcher,
  queryTokens: number,
  plainHits: () => PlainBodyHits | null = () => (isPlainText(text) ? scannedHits(text, text.toLowerCase(), matcher) : null),
): { text: string; highlights: HighlightPair[] } | null {
  const plain = plainHits();
  // A body that is not plain is read word by word, until one window shows every query token.
  const hits =
    plain !== null
      ? plain.first(queryTokens === 1 ? 1 : 8)
      : findHits(text, matcher, (found) => {
          if (found.length >= MAX_HITS) return true;
          const last = found[found.length - 1]!;
          const tokens = new Set<number>();
          for (let i = found.length - 1; i >= 0 && last.start + last.length - found[i]!.start <= WINDOW_SPAN; i--) {
            tokens.add(found[i]!.queryToken);
          }
          return tokens.size >= queryTokens;
        });
  if (hits.length === 0) return null;
  const [first, end] = bestWindow(hits);
  const anchor = hits[first]!;
  let from = anchor.start <= EXCERPT_LEAD ? 0 : cutBefore(text, anchor.start - EXCERPT_LEAD, anchor.start - EXCERPT_LEAD - 30);
  if (from > 0 && /\s/.test(text[from] ?? '')) from++;
  let to = Math.min(text.length, from + EXCERPT_LENGTH);
  const lastHit = hits[end - 1]!;
  if (to < text.length) to = Math.max(cutBefore(text, to, lastHit.start + lastHit.length), lastHit.start + lastHit.length);
  const lead = from > 0 ? '…' : '';
  const body = (plain === null ? oneLine(text.slice(from, to)) : plain.line(from, to)).trimEnd();
  const excerpt = lead + body + (to < text.length ? '…' : '');
  // The scan above stopped early; every match inside the excerpt is marked.
  return bounded(
    excerpt,
    plain === null ? highlightText(excerpt, matcher) : pairsWithin(plain.between(from, to), body.length, lead.length),
  );
}

/** Hits of the cut text that lie within its first `length` units, as pairs moved by `shift`. */
function pairsWithin(hits: readonly Hit[], length: number, shift: number): HighlightPair[] {
  const pairs: HighlightPair[] = [];
  for (const hit of hits) if (hit.start + hit.length <= length) pairs.push([hit.start + shift, hit.length]);
  return pairs;
}

/**
 * A short text (the description, or the start of the body) as an excerpt:
 * flattened to one line and cut at a space near {@link EXCERPT_LENGTH}.
 *
 * @example
 * shortExcerptText('Buttons start actions.\nUse one per view.') // 'Buttons start actions. Use one per view.'
 */
export function shortExcerptText(text: string): string {
  const flat = oneLine(text);
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = cutBefore(flat, EXCERPT_LENGTH, EXCERPT_LENGTH / 2);
  return `${flat.slice(0, cut).trimEnd()}…`;
}

/**
 * A short text (the description, or the start of the body) as the excerpt,
 * with its highlights, cut to the SPEC §9 bounds. `locate` may hand back
 * tokens it located before (located-tokens.ts).
 */
export function excerptOfShortText(
  text: string,
  matcher: HighlightMatcher,
  locate: (text: string) => LocatedTokens = locateTokens,
): { text: string; highlights: HighlightPair[] } {
  const shown = shortExcerptText(text);
  return bounded(shown, highlightLocated(locate(shown), matcher));
}

/** The text and pairs cut to the SPEC §9 bounds; pairs already within them are handed back as they are, not copied (101 results an answer). */
function bounded(text: string, ranges: HighlightPair[]): { text: string; highlights: HighlightPair[] } {
  const truncated = truncateOwnHighlight(text, ranges);
  return { text: truncated.text, highlights: truncated.highlights };
}
