/**
 * Scores documents against an expanded query by walking the postings of the
 * index (docs/portal.md, Search): every required query token must hit some field of a
 * document (AND), or, when that leaves too few documents, any of them (the
 * engine's fallback: a document then counts the rarity of the words it
 * matched, so those matching most of the query lead); a token scores its best expansion in that document, with
 * field weights (title >> terms > headings > description > text), BM25-style
 * saturation in the body, and a damped inverse document frequency taken over
 * the documents the requester may see only (§6: private pages shift no score).
 */
import { SEARCH_FIELDS, type SearchField, type SearchIndex } from './build-search-index';
import type { Expansion } from './query-expansion';

/** How much a hit in each field counts. */
export const FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  title: 10,
  terms: 6,
  tab: 3,
  headings: 3,
  description: 2,
  text: 1,
};

const BM25_K1 = 1.2;
const BM25_B = 0.75;

/** What scoring needs to know about the requester's documents. */
export interface ScoringAudience {
  /** 1 for each document the requester may see. */
  readonly visible: Uint8Array;
  readonly documentCount: number;
  readonly documentFrequency: Int32Array;
  /** Mean body length (tokens) over visible documents. */
  readonly averageTextLength: number;
}

export interface QueryTokenPlan {
  readonly expansions: readonly Expansion[];
  /** The query word's place in the query (0..31), for {@link ScoredDocuments.shortFieldWords}. */
  readonly position?: number;
}

export interface ScoredDocuments {
  /** Matching documents, in index order. */
  readonly matches: Int32Array;
  readonly score: Float64Array;
  /** Per document: how many of the tokens hit its title. */
  readonly titleHits: Uint8Array;
  /** Per document: 1 when some token hit its body text. */
  readonly textHit: Uint8Array;
  /**
   * Per document: bit p set when query word p (its plan's position) hit its
   * title, terms, headings or description, the fields a phrase is looked for in.
   */
  readonly shortFieldWords: Uint32Array;
  /** Per document: how many required query words it matched (all of them in 'all' mode). */
  readonly wordsMatched: Uint8Array;
  /** Per document: the summed rarity (idf) of the required words it matched; see {@link ScoredDocuments.totalWeight}. */
  readonly weightMatched: Float64Array;
  /** The summed rarity of all required words. */
  readonly totalWeight: number;
}

/** 'all': every required word must match (AND); 'any': one suffices (OR), the fallback. */
export type MatchMode = 'all' | 'any';

/**
 * Per-document arrays one search needs, made once per engine and reused by
 * every search (searches run one at a time): a search over 10,000 pages then
 * allocates no arrays of that size, which kept the server collecting garbage.
 */
export interface ScoringWorkspace {
  readonly score: Float64Array;
  readonly titleHits: Uint8Array;
  readonly textHit: Uint8Array;
  readonly shortFieldWords: Uint32Array;
  readonly tokenScore: Float64Array;
  readonly partial: Float64Array;
  readonly tokenTitle: Uint8Array;
  readonly hits: Int32Array;
  /** The documents one query word reached, then the matches in index order. */
  readonly touched: Int32Array;
  readonly matches: Int32Array;
  /** The documents still in the running, two buffers used in turn. */
  readonly alive: readonly [Uint8Array, Uint8Array];
  readonly wordsMatched: Uint8Array;
  readonly weightMatched: Float64Array;
}

export function createScoringWorkspace(count: number): ScoringWorkspace {
  return {
    score: new Float64Array(count),
    titleHits: new Uint8Array(count),
    textHit: new Uint8Array(count),
    shortFieldWords: new Uint32Array(count),
    tokenScore: new Float64Array(count),
    partial: new Float64Array(count),
    tokenTitle: new Uint8Array(count),
    hits: new Int32Array(count),
    touched: new Int32Array(count),
    matches: new Int32Array(count),
    alive: [new Uint8Array(count), new Uint8Array(count)],
    wordsMatched: new Uint8Array(count),
    weightMatched: new Float64Array(count),
  };
}

/**
 * Scores the documents: `required` tokens must all match, `optional` ones
 * (stop words) only add to documents that already match. Stops early once no
 * document is left, so a hopeless long query costs little. Each token's
 * plan (its expansions) is built only when its turn comes, for the same
 * reason. The result's arrays are the workspace's: valid until the next
 * search with it.
 */
export function scoreDocuments(
  index: SearchIndex,
  textLength: Float64Array,
  audience: ScoringAudience,
  required: readonly (() => QueryTokenPlan)[],
  optional: readonly (() => QueryTokenPlan)[],
  workspace: ScoringWorkspace = createScoringWorkspace(index.documents.length),
  mode: MatchMode = 'all',
): ScoredDocuments {
  const { score, titleHits, textHit, shortFieldWords, tokenScore, partial, tokenTitle, hits, touched, wordsMatched, weightMatched } =
    workspace;
  const matchList = workspace.matches;
  // A few microseconds for 10,000 pages; what an interrupted search left behind cannot leak into the next.
  for (const array of [score, titleHits, textHit, shortFieldWords, tokenScore, partial, tokenTitle, wordsMatched, weightMatched]) {
    array.fill(0);
  }
  let totalWeight = 0;
  // The rarest expansion's idf of the word scored last: its weight in the fallback.
  let wordWeight = 0;
  // Documents still in the running: null means "any visible document".
  let alive: Uint8Array | null = null;
  let matchCount = 0;

  const scoreToken = (plan: QueryTokenPlan): number => {
    let touchedCount = 0;
    const wordBit = plan.position === undefined || plan.position > 31 ? 0 : 2 ** plan.position;
    wordWeight = 0;
    for (const expansion of plan.expansions) {
      const df = audience.documentFrequency[expansion.tokenId]!;
      // Square-rooted BM25 idf: rare words still count more, but a rare word in
      // the body cannot outweigh a common one in the title.
      const idf = Math.sqrt(Math.log(1 + (audience.documentCount - df + 0.5) / (df + 0.5)));
      if (idf > wordWeight) wordWeight = idf;
      let hitCount = 0;
      for (const field of SEARCH_FIELDS) {
        const list = index.postings[field][expansion.tokenId] ?? [];
        const weight = FIELD_WEIGHTS[field];
        let document = 0;
        for (let i = 0; i < list.length; i += 2) {
          document += list[i]!;
          if (audience.visible[document] === 0 || (alive !== null && alive[document] === 0)) continue;
          const frequency = list[i + 1]!;
          if (partial[document] === 0) hits[hitCount++] = document;
          partial[document] = partial[document]! + weight * saturate(field, frequency, textLength[document]!, audience.averageTextLength);
          if (field === 'title') tokenTitle[document] = 1;
          if (field === 'text') textHit[document] = 1;
          else if (field !== 'tab') shortFieldWords[document] = shortFieldWords[document]! | wordBit;
        }
      }
      for (let h = 0; h < hitCount; h++) {
        const document = hits[h]!;
        const value = expansion.weight * idf * partial[document]!;
        partial[document] = 0;
        if (tokenScore[document] === 0) touched[touchedCount++] = document;
        if (value > tokenScore[document]!) tokenScore[document] = value;
      }
    }
    return touchedCount;
  };

  // A document a required (or, with none, an optional) word reached: the word's score and title hits join its totals.
  const addWord = (document: number): void => {
    score[document] = score[document]! + tokenScore[document]!;
    tokenScore[document] = 0;
    titleHits[document] = titleHits[document]! + tokenTitle[document]!;
    tokenTitle[document] = 0;
    wordsMatched[document] = wordsMatched[document]! + 1;
    weightMatched[document] = weightMatched[document]! + wordWeight;
  };
  const plans = required.length > 0 ? required : optional;
  if (mode === 'any') {
    // Every visible document may match; the matches are those some word reached.
    const reached = workspace.alive[0];
    reached.fill(0);
    for (const plan of plans) {
      const touchedCount = scoreToken(plan());
      totalWeight += wordWeight;
      for (let t = 0; t < touchedCount; t++) {
        const document = touched[t]!;
        if (reached[document] === 0) {
          reached[document] = 1;
          matchCount++;
        }
        addWord(document);
      }
    }
    alive = reached;
  } else {
    let turn = 0;
    for (const plan of plans) {
      const touchedCount = scoreToken(plan());
      totalWeight += wordWeight;
      const next = workspace.alive[turn]!;
      turn = 1 - turn;
      next.fill(0);
      for (let t = 0; t < touchedCount; t++) {
        const document = touched[t]!;
        next[document] = 1;
        addWord(document);
      }
      alive = next;
      matchCount = touchedCount;
      if (touchedCount === 0) break;
    }
  }
  if (required.length > 0 && matchCount > 0) {
    for (const plan of optional) {
      const touchedCount = scoreToken(plan());
      for (let t = 0; t < touchedCount; t++) {
        const document = touched[t]!;
        if (alive?.[document] === 1) score[document] = score[document]! + tokenScore[document]!;
        tokenScore[document] = 0;
        tokenTitle[document] = 0;
      }
    }
  }
  // Index order from the bitmap of the last required word, without sorting 10,000 numbers.
  let found = 0;
  if (alive !== null) for (let document = 0; found < matchCount; document++) if (alive[document] === 1) matchList[found++] = document;
  return { matches: matchList.subarray(0, found), score, titleHits, textHit, shortFieldWords, wordsMatched, weightMatched, totalWeight };
}

/** Term-frequency saturation: presence in short fields, BM25 in the body. */
function saturate(field: SearchField, frequency: number, length: number, averageLength: number): number {
  if (field === 'text') {
    const norm = 1 - BM25_B + (BM25_B * length) / (averageLength || 1);
    return (frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * norm);
  }
  if (field === 'headings' || field === 'description') return 1 + 0.25 * (Math.min(frequency, 4) - 1);
  return 1;
}
