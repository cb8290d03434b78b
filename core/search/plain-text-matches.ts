/**
 * Where a query's matched tokens occur in a body, without tokenizing it
 * (docs/portal.md, Search: excerpts for 101 results must stay within a few ms). A
 * "plain" body's words are their own tokens once lower-cased, so indexOf on
 * the lower-case body finds them; other bodies go through the tokenizer.
 * The engine finds them from each plain body's words instead, found once
 * (plain-body-hits.ts); this scan serves excerpts asked without an engine.
 */
import { wordCharacterLength } from './search-tokenizer';

/** What a query matched: token -> which query token, and how much of the word to mark. */
export interface HighlightTarget {
  readonly queryToken: number;
  /** Code units to mark from the word's start (a completed prefix), or Infinity for the whole word. */
  readonly length: number;
}
export type HighlightMatcher = ReadonlyMap<string, HighlightTarget>;

/** One matched word: where it starts, how much to mark, which query token it answers. */
export interface Hit {
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
/** Code points beyond Latin-1, one at a time (whole surrogate pairs). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is the whole Latin-1 range, control characters included
const BEYOND_LATIN1 = /[^\x00-\xff]/gu;
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}]$/u;
/** The Latin-1 word characters that NFKC changes: ª ² ³ µ ¹ º ¼ ½ ¾ (every other Latin-1 letter is stable and lower-cases to one unit). */
const UNSTABLE_LATIN1 = /[\xaa\xb2\xb3\xb5\xb9\xba\xbc-\xbe]/;

/**
 * The common case of {@link isPlainText} without copying the text: no word
 * character beyond Latin-1 (so no combining mark, nothing NFKC composes or
 * lower-cases into two units) and none of the Latin-1 ones NFKC changes.
 * Punctuation and symbols beyond Latin-1 ('…', '→', emoji) do not count: the
 * tokenizer drops them. About 30 times faster than the full check on a
 * 4,000-character body, which mattered: the full check was most of the cost
 * of the first search that returned a body.
 */
function hasOnlyStableWords(text: string): boolean {
  if (UNSTABLE_LATIN1.test(text)) return false;
  BEYOND_LATIN1.lastIndex = 0;
  for (let found = BEYOND_LATIN1.exec(text); found !== null; found = BEYOND_LATIN1.exec(text)) {
    if (WORD_CHARACTER.test(found[0])) return false;
  }
  return true;
}

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
  if (hasOnlyStableWords(text)) return true;
  if (text.toLowerCase().length !== text.length) return false;
  const words = text.replace(NON_WORD_RUN, ' ');
  return words.normalize('NFKC') === words;
}

/** The matched tokens of one query token, and the prefix they all share. */
interface MatcherGroup {
  readonly queryToken: number;
  readonly prefix: string;
  readonly tokens: readonly string[];
  /** Any of the tokens, longest first, for one pass over a body instead of one per token (null when a prefix is searched instead). */
  readonly anyToken: RegExp | null;
}

const REGEXP_SPECIAL = /[.*+?^${}()|[\]\\]/g;

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
  groups = [...tokensByQueryToken].map(([queryToken, tokens]) => {
    let prefix = tokens[0]!;
    for (const token of tokens) while (!token.startsWith(prefix)) prefix = prefix.slice(0, -1);
    const alternatives = [...tokens].sort((a, b) => b.length - a.length).map((token) => token.replace(REGEXP_SPECIAL, '\\$&'));
    const anyToken = prefix.length >= MIN_SHARED_PREFIX || tokens.length < 2 ? null : new RegExp(alternatives.join('|'), 'g');
    return { queryToken, prefix, tokens, anyToken };
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
export function findHitsInPlainText(text: string, lower: string, matcher: HighlightMatcher, perQueryToken: number): Hit[] {
  const all: Hit[] = [];
  for (const group of matcherGroups(matcher)) {
    const hits: Hit[] = [];
    const keep = (start: number, token: string): void => {
      const target = matcher.get(token);
      // A word read whole from a shared prefix may answer another query token: that one's own scan finds it.
      if (target === undefined || target.queryToken !== group.queryToken) return;
      // Kept in order by inserting in place: a sort per kept occurrence allocated more than the scan.
      let at = hits.length;
      while (at > 0 && hits[at - 1]!.start > start) at--;
      if (at >= perQueryToken) return;
      hits.splice(at, 0, { start, length: Math.min(target.length, token.length), queryToken: target.queryToken });
      if (hits.length > perQueryToken) hits.pop();
    };
    const full = (at: number) => hits.length >= perQueryToken && at >= hits[hits.length - 1]!.start;
    const byPrefix = group.prefix.length >= MIN_SHARED_PREFIX;
    if (group.anyToken !== null) {
      // One pass in text order: the first whole-word occurrences found are the earliest. Where a token
      // matched but is not a whole word, no other token is one either (a shorter one would end inside
      // this word), so the search goes on at the next unit.
      const anyToken = group.anyToken;
      anyToken.lastIndex = 0;
      for (let found = anyToken.exec(lower); found !== null; found = anyToken.exec(lower)) {
        const at = found.index;
        if (full(at)) break;
        anyToken.lastIndex = at + 1;
        if (isWordCharacterBefore(text, at) || isWordCharacterAt(text, at + found[0].length)) continue;
        keep(at, found[0]);
      }
      all.push(...hits);
      continue;
    }
    const scans = byPrefix ? [group.prefix] : group.tokens;
    for (const needle of scans) {
      // Only the stretch before the last kept occurrence can still improve on it.
      const bound = hits.length >= perQueryToken ? hits[hits.length - 1]!.start + needle.length : lower.length;
      const haystack = bound < lower.length ? lower.slice(0, bound) : lower;
      for (let at = haystack.indexOf(needle); at !== -1 && !full(at); at = haystack.indexOf(needle, at + 1)) {
        if (isWordCharacterBefore(text, at)) continue;
        let end = at + needle.length;
        if (byPrefix) {
          // Read the whole word at this start; the matcher says whether it is one of the group's.
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
