/**
 * Highlights and the content excerpt of one returned result (SPEC §3 Search
 * result, §9 highlight truncation). Computed only for the results a search
 * returns: the index keeps no offsets.
 */
import { forEachLocatedToken, wordCharacterLength } from './search-tokenizer';
import type { HighlightPair } from './search-response';
import { splitsSurrogatePair } from './surrogate-pair';
import { truncateHighlight } from './truncate-highlight';

/** What a query matched: token -> which query token, and how much of the word to mark. */
export interface HighlightTarget {
  readonly queryToken: number;
  /** Code units to mark from the word's start (a completed prefix), or Infinity for the whole word. */
  readonly length: number;
}
export type HighlightMatcher = ReadonlyMap<string, HighlightTarget>;

interface Hit {
  readonly start: number;
  readonly length: number;
  readonly queryToken: number;
}

function isWordCharacterBefore(text: string, index: number): boolean {
  if (index <= 0) return false;
  const code = text.charCodeAt(index - 1);
  const before = index >= 2 ? text.charCodeAt(index - 2) : 0;
  const pair = code >= 0xdc00 && code <= 0xdfff && before >= 0xd800 && before <= 0xdbff;
  return wordCharacterLength(text, pair ? index - 2 : index - 1) > 0;
}

function isWordCharacterAt(text: string, index: number): boolean {
  return wordCharacterLength(text, index) > 0;
}

const NON_WORD_RUN = /[^\p{L}\p{N}\p{M}]+/gu;

/**
 * True when a text can be searched with indexOf on its lower-case form: NFKC
 * leaves each of its words unchanged (what lies between words does not
 * matter: the tokenizer drops it) and lower-casing keeps its length, so each
 * word's token is the word lower-cased, at the same offsets.
 *
 * @example
 * isPlainText('Button … group') // true
 * isPlainText('Schaltfla\u0308che') // false (NFKC composes the umlaut)
 */
export function isPlainText(text: string): boolean {
  if (text.toLowerCase().length !== text.length) return false;
  const words = text.replace(NON_WORD_RUN, ' ');
  return words.normalize('NFKC') === words;
}

/** The matched tokens of one query token, and the prefix they all share. */
interface MatcherGroup {
  readonly prefix: string;
  readonly tokens: readonly string[];
}

const groupsByMatcher = new WeakMap<HighlightMatcher, MatcherGroup[]>();

/**
 * The matcher's tokens grouped by query token, each group with its longest
 * common prefix: the completions of 'to' all start with 'to', and 'button'
 * and 'buttons' with 'button'. Computed once per query.
 */
function matcherGroups(matcher: HighlightMatcher): MatcherGroup[] {
  let groups = groupsByMatcher.get(matcher);
  if (groups !== undefined) return groups;
  const tokensByQueryToken = new Map<number, string[]>();
  for (const [token, target] of matcher) {
    const tokens = tokensByQueryToken.get(target.queryToken);
    if (tokens === undefined) tokensByQueryToken.set(target.queryToken, [token]);
    else tokens.push(token);
  }
  groups = [...tokensByQueryToken.values()].map((tokens) => {
    let prefix = tokens[0]!;
    for (const token of tokens) while (!token.startsWith(prefix)) prefix = prefix.slice(0, -1);
    return { prefix, tokens };
  });
  groupsByMatcher.set(matcher, groups);
  return groups;
}

/** A shared prefix this long is searched once for all its tokens. */
const MIN_SHARED_PREFIX = 2;

/**
 * The matches of a plain text (see {@link isPlainText}), found with indexOf
 * in its lower-case form instead of tokenizing it: per query token, its
 * earliest `perQueryToken` whole-word occurrences (one suffices to place the
 * excerpt of a one-word query). A group of tokens with a common prefix is
 * found by looking for the prefix at word starts and reading the word there;
 * each scan stops at the occurrences already kept.
 */
function findHitsInPlainText(text: string, lower: string, matcher: HighlightMatcher, perQueryToken: number): Hit[] {
  const all: Hit[] = [];
  for (const group of matcherGroups(matcher)) {
    const hits: Hit[] = [];
    const keep = (start: number, token: string): void => {
      const target = matcher.get(token);
      if (target === undefined) return;
      hits.push({ start, length: Math.min(target.length, token.length), queryToken: target.queryToken });
      hits.sort((a, b) => a.start - b.start);
      if (hits.length > perQueryToken) hits.pop();
    };
    const full = (at: number) => hits.length >= perQueryToken && at >= hits[hits.length - 1]!.start;
    const scans = group.prefix.length >= MIN_SHARED_PREFIX ? [group.prefix] : group.tokens;
    for (const needle of scans) {
      // Only the stretch before the last kept occurrence can still improve on it.
      const bound = hits.length >= perQueryToken ? hits[hits.length - 1]!.start + needle.length : lower.length;
      const haystack = bound < lower.length ? lower.slice(0, bound) : lower;
      for (let at = haystack.indexOf(needle); at !== -1 && !full(at); at = haystack.indexOf(needle, at + 1)) {
        if (isWordCharacterBefore(text, at)) continue;
        let end = at + needle.length;
        if (needle === group.prefix && scans.length === 1) {
          for (let size = wordCharacterLength(text, end); size > 0; size = wordCharacterLength(text, end)) end += size;
        } else if (isWordCharacterAt(text, end)) {
          continue;
        }
        keep(at, lower.slice(at, end));
      }
    }
    all.push(...hits);
  }
  return all.sort((a, b) => a.start - b.start);
}

/** Target excerpt length, in UTF-16 units (issue 3: "~ up to 300 chars"). */
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
  return findHits(text, matcher).map((hit) => [hit.start, hit.length]);
}

/** The window of hits (first index, end index) with the most distinct query tokens, earliest first. */
function bestWindow(hits: readonly Hit[]): readonly [number, number] {
  let best: [number, number] = [0, 1];
  let bestDistinct = 0;
  for (let first = 0; first < hits.length; first++) {
    const tokens = new Set<number>();
    let end = first;
    while (end < hits.length && hits[end]!.start + hits[end]!.length - hits[first]!.start <= WINDOW_SPAN) {
      tokens.add(hits[end]!.queryToken);
      end++;
    }
    if (tokens.size > bestDistinct) {
      best = [first, end];
      bestDistinct = tokens.size;
    }
  }
  return best;
}

/** Moves a cut back to the last whitespace before it (no further than `floor`), else keeps pairs whole. */
function cutBefore(text: string, index: number, floor: number): number {
  const space = text.lastIndexOf(' ', index);
  const newline = text.lastIndexOf('\n', index);
  const at = Math.max(space, newline);
  if (at > floor) return at;
  return splitsSurrogatePair(text, index) ? index - 1 : index;
}

/**
 * The content excerpt: about {@link EXCERPT_LENGTH} units of the body around
 * the window with the most distinct matched query tokens, with '…' where it
 * was cut and its highlights re-based; null when the body holds no match.
 * Then cut to the SPEC §9 bounds. `lowerCasePlainText` gives the body in
 * lower case when it is plain (see {@link isPlainText}), else null; the
 * engine caches it per document.
 *
 * @example
 * excerptOf('… long text … the Button starts …', matcher) // { text: '…the Button starts…', highlights: [[5, 6]] }
 */
export function excerptOf(
  text: string,
  matcher: HighlightMatcher,
  queryTokens: number,
  lowerCasePlainText: () => string | null = () => (isPlainText(text) ? text.toLowerCase() : null),
): { text: string; highlights: HighlightPair[] } | null {
  const lower = lowerCasePlainText();
  // A body that is not plain is read word by word, until one window shows every query token.
  const hits = lower !== null ? findHitsInPlainText(text, lower, matcher, queryTokens === 1 ? 1 : 8) : findHits(text, matcher, (found) => {
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
  const body = text.slice(from, to).replace(/[\n\r\t]/g, ' ');
  const excerpt = lead + body.trimEnd() + (to < text.length ? '…' : '');
  // The scan above stopped early; every match inside the excerpt is marked.
  const highlights =
    lower === null
      ? highlightText(excerpt, matcher)
      : findHitsInPlainText(text.slice(from, to), lower.slice(from, to), matcher, Infinity)
          .filter((hit) => hit.start + hit.length <= body.trimEnd().length)
          .map((hit): HighlightPair => [hit.start + lead.length, hit.length]);
  return bounded(excerpt, highlights);
}

/**
 * A short text (the description, or the start of the body) as the excerpt,
 * with its highlights, cut to the SPEC §9 bounds.
 */
export function excerptOfShortText(text: string, matcher: HighlightMatcher): { text: string; highlights: HighlightPair[] } {
  const flat = text.replace(/[\n\r\t]/g, ' ');
  let shown = flat;
  if (flat.length > EXCERPT_LENGTH) {
    const cut = cutBefore(flat, EXCERPT_LENGTH, EXCERPT_LENGTH / 2);
    shown = flat.slice(0, cut).trimEnd() + '…';
  }
  return bounded(shown, highlightText(shown, matcher));
}

function bounded(text: string, ranges: readonly HighlightPair[]): { text: string; highlights: HighlightPair[] } {
  const truncated = truncateHighlight(text, ranges);
  return { text: truncated.text, highlights: truncated.highlights };
}
