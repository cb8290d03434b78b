/**
 * Orders matching documents (docs/portal.md, Search): the token score from the index,
 * then bonuses for a title that holds every query word, a title that is
 * exactly the query, and the query as a phrase in a short field; dev mode
 * favours Code tabs and the Develop section, otherwise Design tabs lead
 * slightly (SPEC §2 Dev mode toggle: "prioritises development results").
 * Boosts multiply, so no result is ever hidden. Ties go by route. In the
 * fallback (documents matching some of the query's words), documents that
 * match every word still come first; the others follow by the share of the
 * query's rarity they matched, squared, times their score.
 */
import type { SearchIndex } from './build-search-index';
import type { ScoredDocuments } from './document-scoring';
import type { HighlightMatcher } from './plain-text-matches';
import { tokenize } from './search-tokenizer';
import type { SearchDocument } from './search-document';

export const RANK_BOOSTS = {
  /** Every required query token hit the title. */
  allInTitle: 1.5,
  /** ... and the title has no other word. */
  titleIsQuery: 1.3,
  /** One of the page's terms is the query, word for word. */
  termIsQuery: 1.3,
  /** The query's words appear in order, side by side, in a title, term, heading or description. */
  phrase: 1.3,
  // Strong enough that a topic's preferred tab leads its sibling, whose body
  // may mention the query a little more often.
  devCodeTab: 1.5,
  devSection: 1.25,
  designTab: 1.25,
} as const;

/** Section favoured by dev mode. */
export const DEVELOP_SECTION = '/develop';

export interface RankInput {
  readonly index: SearchIndex;
  readonly candidates: Iterable<number>;
  readonly scored: ScoredDocuments;
  readonly requiredCount: number;
  readonly queryTokens: readonly string[];
  readonly matcher: HighlightMatcher;
  readonly isDevMode: boolean;
  readonly limit: number;
  /** True when every word of a document's title is one the query matched (the engine counts them in the postings). */
  readonly titleIsQuery: (document: number) => boolean;
  /** A per-document array to score in, reused across searches (the engine's); a new one when not given. */
  readonly scratch?: Float64Array;
  /** True when `scored` came from the fallback, where a document may match some words only. */
  readonly partial?: boolean;
}

/** Documents the phrase check looks at, at least: the head of the ranking. */
const PHRASE_HEAD = 50;

/**
 * The best `limit` documents, best first.
 *
 * @example
 * rankDocuments({ ...input, limit: 10 }) // [12, 3, 40, ...] (document positions)
 */
export function rankDocuments(input: RankInput): number[] {
  const { index, scored, matcher } = input;
  const documents = index.documents;
  const score = input.scratch ?? new Float64Array(documents.length);
  for (const document of input.candidates) {
    const page = documents[document]!;
    let value = scored.score[document]!;
    if (scored.titleHits[document]! >= input.requiredCount) {
      value *= RANK_BOOSTS.allInTitle;
      if (input.titleIsQuery(document)) value *= RANK_BOOSTS.titleIsQuery;
    }
    if (input.partial === true && scored.totalWeight > 0) {
      const share = scored.weightMatched[document]! / scored.totalWeight;
      value *= share * share;
    }
    score[document] = value * modeBoost(page, input.isDevMode);
  }
  const matchesAll = (document: number): number => (input.partial === true && scored.wordsMatched[document]! < input.requiredCount ? 0 : 1);
  const better = (a: number, b: number): number =>
    matchesAll(b) - matchesAll(a) || score[b]! - score[a]! || compareRoutes(documents[a]!.route, documents[b]!.route);

  // The phrase check reads short fields, so only the head of the ranking gets
  // it; bonuses only raise scores, so the head stays above the rest.
  const phrase = input.queryTokens.length >= 2;
  const head = topDocuments(input.candidates, Math.max(PHRASE_HEAD, input.limit * 2), better);
  // A page whose author listed the query itself among its terms is about exactly that ("token" -> Design tokens),
  // above a page that only mentions it in its title, whatever the reader's mode favours.
  for (const document of head) {
    if (termIsQuery(documents[document]!, input.queryTokens)) score[document] = score[document]! * RANK_BOOSTS.termIsQuery;
  }
  if (phrase) {
    // A phrase needs every query word in one short field, so a document where some word hit none is skipped unread.
    const everyWord = input.queryTokens.length >= 32 ? 0xffffffff : 2 ** input.queryTokens.length - 1;
    for (const document of head) {
      if (input.queryTokens.length <= 32 && (scored.shortFieldWords[document]! & everyWord) >>> 0 !== everyWord) continue;
      if (hasPhrase(documents[document]!, input.queryTokens, matcher)) score[document] = score[document]! * RANK_BOOSTS.phrase;
    }
  }
  return orderTabSiblings(head.sort(better), documents, input.isDevMode).slice(0, input.limit);
}

const TAB_SUFFIX = /-(?:design|code)$/;

/**
 * When both tabs of one topic are ranked, the tab of the reader's mode comes
 * first (Design, or Code in dev mode), in the place the better of the two
 * earned: a Code tab mentions its component more often and would otherwise
 * lead even for designers. Other topics keep their places.
 */
function orderTabSiblings(ranked: number[], documents: SearchIndex['documents'], isDevMode: boolean): number[] {
  const preferred = isDevMode ? 'Code' : 'Design';
  const firstPlace = new Map<string, number>();
  for (let place = 0; place < ranked.length; place += 1) {
    const page = documents[ranked[place]!]!;
    if (page.tab === null) continue;
    const topic = page.route.replace(TAB_SUFFIX, '');
    const earlier = firstPlace.get(topic);
    if (earlier === undefined) {
      firstPlace.set(topic, place);
    } else if (page.tab === preferred && documents[ranked[earlier]!]!.tab !== preferred) {
      [ranked[earlier], ranked[place]] = [ranked[place]!, ranked[earlier]!];
    }
  }
  return ranked;
}

/**
 * The `count` best candidates, unordered: a bounded heap whose root is the
 * worst one kept, so a query that matches 10,000 pages sorts only its head.
 */
function topDocuments(candidates: Iterable<number>, count: number, better: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  if (count <= 0) return heap;
  // worse(i, j): the document at heap[i] ranks below the one at heap[j].
  const worse = (i: number, j: number): boolean => better(heap[i]!, heap[j]!) > 0;
  // biome-ignore lint/suspicious/noAssignInExpressions: a destructuring swap in the heap's hot path
  const swap = (i: number, j: number): void => void ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  const down = (from: number): void => {
    for (let i = from; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && worse(left, worst)) worst = left;
      if (right < heap.length && worse(right, worst)) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  for (const document of candidates) {
    if (heap.length < count) {
      heap.push(document);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (better(document, heap[0]!) < 0) {
      heap[0] = document;
      down(0);
    }
  }
  return heap;
}

function modeBoost(page: SearchDocument, isDevMode: boolean): number {
  if (!isDevMode) return page.tab === 'Design' ? RANK_BOOSTS.designTab : 1;
  return (page.tab === 'Code' ? RANK_BOOSTS.devCodeTab : 1) * (page.section === DEVELOP_SECTION ? RANK_BOOSTS.devSection : 1);
}

function compareRoutes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// An index's documents are fixed: each page's terms are tokenized once, not for every query that ranks the page.
const termTokensOf = new WeakMap<SearchDocument, readonly (readonly string[])[]>();

function termIsQuery(page: SearchDocument, queryTokens: readonly string[]): boolean {
  let terms = termTokensOf.get(page);
  if (terms === undefined) {
    terms = page.terms.map((term) => tokenize(term));
    termTokensOf.set(page, terms);
  }
  return terms.some((tokens) => tokens.length === queryTokens.length && tokens.every((token, position) => token === queryTokens[position]));
}

/** True when a short field holds the query tokens in order, side by side. */
function hasPhrase(page: SearchDocument, queryTokens: readonly string[], matcher: HighlightMatcher): boolean {
  const fields = [page.title, ...page.terms, ...page.headings, page.description];
  return fields.some((text) => {
    const tokens = tokenize(text);
    for (let start = 0; start + queryTokens.length <= tokens.length; start++) {
      let position = 0;
      while (position < queryTokens.length && matchesAt(tokens[start + position]!, position, queryTokens, matcher)) position++;
      if (position === queryTokens.length) return true;
    }
    return false;
  });
}

function matchesAt(token: string, position: number, queryTokens: readonly string[], matcher: HighlightMatcher): boolean {
  return token === queryTokens[position] || matcher.get(token)?.queryToken === position;
}
