/**
 * Where a query's matched words lie in a plain body (isPlainText), the two
 * ways excerpts can ask: by scanning the lower-case body (findHitsInPlainText),
 * or from the body's words found once (`BodyWords`, kept by the engine in
 * plain-bodies.ts) and the query's targets by token id (`QueryTargets`).
 *
 * The second is what the engine uses. Scanning, each returned result reads its
 * body for every group of matched tokens, twice: for the earliest matches,
 * then for every match inside the excerpt. Profiles of the search API put
 * that at about half of a first ask with 101 results (docs/performance.md,
 * "Search answers"). Walking word ids in a typed array finds the same hits
 * (tests/core/search/plain-body-hits.prop.test.ts compares the two on any
 * text and matcher) without touching the text.
 */
import { findHitsInPlainText, type HighlightMatcher, type HighlightTarget, type Hit } from './plain-text-matches';
import { forEachWord } from './search-tokenizer';

/** The matches an excerpt needs from one plain body. */
export interface PlainBodyHits {
  /** Per query token, its earliest `perQueryToken` whole-word matches; all of them in text order. */
  readonly first: (perQueryToken: number) => Hit[];
  /** Every match in the body as if it were cut to [from, to): a word cut at either end counts as cut. Offsets from `from`. */
  readonly between: (from: number, to: number) => Hit[];
  /** The body's text from `from` to `to` on one line: each tab, carriage return and line feed a space. */
  readonly line: (from: number, to: number) => string;
}

const LINE_BREAKS = /[\n\r\t]/g;

/** A text on one line: each tab, carriage return and line feed a space (the length stays). */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ');
}

/** A plain body lower-cased and on one line, and its words: where each starts and ends (UTF-16), and its token id, or -1. */
export interface BodyWords {
  readonly lower: string;
  /** The body as {@link oneLine} gives it, for excerpts: made once per body instead of once per excerpt. */
  readonly line: string;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly ids: Int32Array;
  /** The distinct token ids of the words, ascending. */
  readonly distinct: Int32Array;
  /** Per distinct id, the index of the first word with it; per word, the next word with its id, or -1. */
  readonly firstAt: Int32Array;
  readonly nextAt: Int32Array;
}

/** A query's highlight targets by token id: `slot[id]` is 0, or 1 + the target's place in `targets`. */
export interface QueryTargets {
  readonly slot: Int32Array;
  readonly targets: readonly HighlightTarget[];
  /** The token id of each target. */
  readonly ids: Int32Array;
  /** One more than the highest query token of any target. */
  readonly queryTokens: number;
  /** How many query tokens some target answers. */
  readonly answered: number;
  /** Room `first` reuses from one result to the next, instead of typed arrays made per result (101 an answer). */
  readonly scratch: { counts: Int32Array; candidates: Int32Array };
}

/**
 * The words of a plain body, each with the id `idOf` gives its lower-case form.
 *
 * @example
 * bodyWordsOf('Button, group', 'button, group', (token) => (token === 'group' ? 7 : -1)).ids // Int32Array [-1, 7]
 */
export function bodyWordsOf(text: string, lower: string, idOf: (token: string) => number): BodyWords {
  const starts: number[] = [];
  const ends: number[] = [];
  const ids: number[] = [];
  forEachWord(text, (_word, start, end) => {
    starts.push(start);
    ends.push(end);
    ids.push(idOf(lower.slice(start, end)));
  });
  const sorted = Int32Array.from(ids).sort();
  const distinct: number[] = [];
  for (const id of sorted) if (id >= 0 && distinct[distinct.length - 1] !== id) distinct.push(id);
  const distinctIds = Int32Array.from(distinct);
  const firstAt = new Int32Array(distinct.length).fill(-1);
  const nextAt = new Int32Array(ids.length).fill(-1);
  for (let i = ids.length - 1; i >= 0; i--) {
    const at = indexOfDistinct(distinctIds, ids[i]!);
    if (at < 0) continue;
    nextAt[i] = firstAt[at]!;
    firstAt[at] = i;
  }
  return {
    lower,
    line: oneLine(text),
    starts: Int32Array.from(starts),
    ends: Int32Array.from(ends),
    ids: Int32Array.from(ids),
    distinct: distinctIds,
    firstAt,
    nextAt,
  };
}

/** Where a token id stands among a body's distinct ids, or -1. */
function indexOfDistinct(distinct: Int32Array, id: number): number {
  let low = 0;
  let high = distinct.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (distinct[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return low < distinct.length && distinct[low] === id ? low : -1;
}

/** Words `first` walks in text order before it looks up the rest by token id: most first matches lie among them. */
const LEADING_WORDS = 128;

/**
 * The word indexes, ascending, from `after` on, of the first `perId`
 * occurrences there of each of the query's target ids: every word after
 * `after` that `first` can pick, since a query token never takes more than
 * `perId` hits. The smaller side is walked: the query's targets, each looked
 * up among the body's distinct ids, or those ids, each looked up in `slot`
 * (a prefix such as 'a' has thousands of targets).
 */
function candidateWords(words: BodyWords, query: QueryTargets, perId: number, after: number): Int32Array {
  const { distinct, firstAt, nextAt } = words;
  const { scratch, slot } = query;
  let count = 0;
  const take = (at: number) => {
    let word = firstAt[at]!;
    while (word >= 0 && word < after) word = nextAt[word]!;
    for (let taken = 0; word >= 0 && taken < perId; word = nextAt[word]!, taken++) {
      if (count === scratch.candidates.length) {
        const grown = new Int32Array(2 * count);
        grown.set(scratch.candidates);
        scratch.candidates = grown;
      }
      scratch.candidates[count++] = word;
    }
  };
  if (query.ids.length * Math.log2(distinct.length + 2) < distinct.length) {
    for (const id of query.ids) {
      const at = indexOfDistinct(distinct, id);
      if (at >= 0) take(at);
    }
  } else {
    for (let at = 0; at < distinct.length; at++) {
      const id = distinct[at]!;
      if (id < slot.length && slot[id] !== 0) take(at);
    }
  }
  const found = scratch.candidates.subarray(0, count);
  return count > 1 ? found.sort() : found;
}

/**
 * A matcher's targets by the ids `idOf` gives its tokens (a token without one,
 * or beyond `slot`, is left out), written into `slot`, which must be all 0;
 * setting `slot[id]` back to 0 for each of the returned `ids` frees it again.
 *
 * @example
 * queryTargetsOf(new Map([['group', { queryToken: 0, length: Infinity }]]), () => 7, new Int32Array(8)).slot[7] // 1
 */
export function queryTargetsOf(matcher: HighlightMatcher, idOf: (token: string) => number, slot: Int32Array): QueryTargets {
  const targets: HighlightTarget[] = [];
  const targetIds: number[] = [];
  let queryTokens = 0;
  const answered = new Set<number>();
  for (const [token, target] of matcher) {
    const id = idOf(token);
    if (id < 0 || id >= slot.length) continue;
    targets.push(target);
    targetIds.push(id);
    slot[id] = targets.length;
    queryTokens = Math.max(queryTokens, target.queryToken + 1);
    answered.add(target.queryToken);
  }
  const scratch = { counts: new Int32Array(queryTokens), candidates: new Int32Array(64) };
  return { slot, targets, ids: Int32Array.from(targetIds), queryTokens, answered: answered.size, scratch };
}

/** The hits of a body found by scanning it: for a body the engine keeps no words of (plain-bodies.ts), and excerpts asked without an engine. */
export function scannedHits(text: string, lower: string, matcher: HighlightMatcher): PlainBodyHits {
  return {
    first: (perQueryToken) => findHitsInPlainText(text, lower, matcher, perQueryToken),
    between: (from, to) => findHitsInPlainText(text.slice(from, to), lower.slice(from, to), matcher, Infinity),
    line: (from, to) => oneLine(text.slice(from, to)),
  };
}

/** The first word that ends after `offset`. */
function firstWordEndingAfter(ends: Int32Array, offset: number): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ends[middle]! <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The hits of a body from its words and the query's targets; `matcher` looks up a word cut by `between`. */
export function indexedHits(words: BodyWords, matcher: HighlightMatcher, query: QueryTargets): PlainBodyHits {
  const { starts, ends, ids } = words;
  const { slot, targets } = query;
  return {
    first(perQueryToken) {
      const hits: Hit[] = [];
      const { counts } = query.scratch;
      counts.fill(0);
      // A word is picked while its query token has fewer than `perQueryToken` hits; the walk ends once every
      // query token has them. The leading words are walked one by one, as most first matches lie there; after
      // them only the words that can still be picked are, found by token id. In profiles, walking on to the
      // body's end for a query token it holds fewer times (or not at all) is the largest cost of an excerpt, and
      // looking every first match up by id the largest for a prefix with thousands of targets.
      let open = query.answered;
      const pick = (i: number) => {
        const target = targets[slot[ids[i]!]! - 1]!;
        const count = counts[target.queryToken]!;
        if (count >= perQueryToken) return;
        hits.push({ start: starts[i]!, length: Math.min(target.length, ends[i]! - starts[i]!), queryToken: target.queryToken });
        counts[target.queryToken] = count + 1;
        if (count + 1 === perQueryToken) open--;
      };
      const leading = Math.min(LEADING_WORDS, ids.length);
      for (let i = 0; i < leading && open > 0; i++) {
        const id = ids[i]!;
        if (id >= 0 && slot[id] !== 0) pick(i);
      }
      if (open === 0 || leading === ids.length) return hits;
      const candidates = candidateWords(words, query, perQueryToken, leading);
      for (let c = 0; c < candidates.length && open > 0; c++) pick(candidates[c]!);
      return hits;
    },
    between(from, to) {
      const hits: Hit[] = [];
      for (let i = firstWordEndingAfter(ends, from); i < ids.length && starts[i]! < to; i++) {
        const start = Math.max(starts[i]!, from);
        const end = Math.min(ends[i]!, to);
        let target: HighlightTarget | undefined;
        if (start === starts[i] && end === ends[i]) {
          const id = ids[i]!;
          const at = id < 0 ? 0 : slot[id]!;
          target = at === 0 ? undefined : targets[at - 1];
        } else {
          // A word the cut went through is, in the cut text, the part of it left.
          target = matcher.get(words.lower.slice(start, end));
        }
        if (target !== undefined)
          hits.push({ start: start - from, length: Math.min(target.length, end - start), queryToken: target.queryToken });
      }
      return hits;
    },
    line: (from, to) => words.line.slice(from, to),
  };
}
