/**
 * The tokens of a short text with where each word stands, so that its
 * highlights for any query are map lookups (search-result.ts). A result shows
 * a title, a tab, half a dozen terms and perhaps its description, each
 * highlighted for every query that returns it: tokenizing them anew per
 * result costs about a seventh of a 101-result search (a profile of 'the').
 * The same titles and terms come back query after query, so
 * each distinct text is located once and kept, up to a bound.
 */
import type { HighlightMatcher } from './plain-text-matches';
import type { HighlightPair } from './search-response';
import { forEachLocatedToken } from './search-tokenizer';

/** One entry per token forEachLocatedToken yields: the token and its word's bounds. */
export interface LocatedTokens {
  readonly tokens: readonly string[];
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

/**
 * Texts a memo keeps. The result builder keeps each page's title, tab and
 * terms located by page (search-result.ts) and memoises only the description
 * excerpts: one per page, 186 on the shipped content; on a 10,000-page corpus
 * those beyond the bound are located on every use.
 */
export const MAX_LOCATED_TEXTS = 40_000;

/**
 * @example
 * locateTokens('Button group') // { tokens: ['button', 'group'], starts: [0, 7], ends: [6, 12] }
 */
export function locateTokens(text: string): LocatedTokens {
  const tokens: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  forEachLocatedToken(text, (token, start, end) => {
    tokens.push(token);
    starts.push(start);
    ends.push(end);
  });
  return { tokens, starts, ends };
}

/**
 * The highlight pairs of the matched words: a whole word, or the typed part
 * of a completed prefix when the word kept its length through normalisation;
 * a word that yields several tokens is marked once.
 *
 * @example
 * highlightLocated(locateTokens('Button group'), new Map([['group', { queryToken: 0, length: Infinity }]])) // [[7, 5]]
 */
export function highlightLocated(located: LocatedTokens, matcher: HighlightMatcher): HighlightPair[] {
  const pairs: HighlightPair[] = [];
  forEachLocatedHighlight(located, matcher, (start, length) => pairs.push([start, length]));
  return pairs;
}

/**
 * Calls `visit` with each pair {@link highlightLocated} would return, in order,
 * without making them: an answer's JSON writes them as it goes (search-result.ts).
 */
export function forEachLocatedHighlight(
  located: LocatedTokens,
  matcher: HighlightMatcher,
  visit: (start: number, length: number) => void,
): void {
  let lastStart = -1;
  for (let i = 0; i < located.tokens.length; i++) {
    const token = located.tokens[i]!;
    const target = matcher.get(token);
    if (target === undefined) continue;
    const start = located.starts[i]!;
    if (start === lastStart) continue;
    const word = located.ends[i]! - start;
    visit(start, target.length < word && word === token.length ? target.length : word);
    lastStart = start;
  }
}

/**
 * A memo of {@link locateTokens}, kept for the engine's life.
 *
 * @example
 * const located = createLocatedTokenMemo();
 * located('Button') === located('Button') // true
 */
export function createLocatedTokenMemo(maxTexts: number = MAX_LOCATED_TEXTS): (text: string) => LocatedTokens {
  const memo = new Map<string, LocatedTokens>();
  return (text) => {
    const kept = memo.get(text);
    if (kept !== undefined) return kept;
    const located = locateTokens(text);
    if (memo.size < maxTexts) memo.set(text, located);
    return located;
  };
}
