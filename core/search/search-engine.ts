/**
 * The search shared by the server and `dsp search` (SPEC §3/§7 Search, issue
 * 3 §4): sanitises the term, expands each query token over the vocabulary,
 * scores documents through the token index, ranks, counts per section filter,
 * and builds highlights and excerpts for the returned results only.
 *
 * Private documents (§6) are invisible to a requester who is not authorized:
 * not returned, not counted, and not hinted at. Scores, expansions and counts
 * are computed over the visible documents alone, so such a requester gets the
 * same response as if the private pages did not exist.
 */
import { SEARCH_FIELDS, type SearchIndex } from './build-search-index';
import { createScoringWorkspace, scoreDocuments, type ScoringAudience } from './document-scoring';
import { createQueryExpander, type Expansion, type VocabularyAudience } from './query-expansion';
import { rankDocuments } from './rank-documents';
import { sanitizeSearchTerm } from './sanitize-search-term';
import type { HighlightTarget } from './plain-text-matches';
import { createPlainBodies } from './plain-bodies';
import { toSearchResult } from './search-result';
import { STOP_WORDS, tokenize } from './search-tokenizer';
import type { SearchQuery, SearchResponse, SearchSection } from './search-response';
import { createEditDistanceTypoMatcher } from './typo-matcher';
import type { TypoMatcherFactory } from './typo-matcher';

export interface SearchEngine {
  search(query: SearchQuery): SearchResponse;
}

export interface SearchEngineOptions {
  /** Typo expansion over the vocabulary; defaults to the dependency-free edit-distance matcher. */
  readonly typoMatcher?: TypoMatcherFactory;
}

type Audience = ScoringAudience & VocabularyAudience;

/** Distinct query words looked at; later ones are ignored (bounds the work of a 200-unit term). */
export const MAX_QUERY_TOKENS = 32;

/**
 * Prepares an engine over a built index: vocabulary lookups, document
 * frequencies and body lengths for the public and the authorized audience.
 *
 * @example
 * const engine = createSearchEngine(index, [{ title: 'Components', link: '/components' }]);
 * engine.search({ term: 'buton', limit: 101, filters: [], isDevMode: false, isAuthorized: false });
 */
export function createSearchEngine(
  index: SearchIndex,
  sections: readonly SearchSection[],
  options: SearchEngineOptions = {},
): SearchEngine {
  const documents = index.documents;
  const textLength = new Float64Array(documents.length);
  // biome-ignore lint/suspicious/noAssignInExpressions: sums text length per document in one pass over the postings
  forEachPosting(index.postings.text, (_token, document, frequency) => void (textLength[document]! += frequency));
  const publicAudience = prepareAudience(index, textLength, (document) => documents[document]!.isPublic);
  const allAudience = prepareAudience(index, textLength, () => true);
  const shortFieldTokenIds = index.vocabulary.flatMap((_token, id) => (allAudience.inShortField[id] === 1 ? [id] : []));
  // Bodies lower-cased when plain (isPlainText), so excerpts find matches with indexOf.
  const lowerCasePlainBody = createPlainBodies(documents.map((document) => document.text));
  // Title words per document, so "the title is the query" is a count, not a tokenized title per ranked document.
  const titleLength = new Int32Array(documents.length);
  // biome-ignore lint/suspicious/noAssignInExpressions: sums title words per document in one pass over the postings
  forEachPosting(index.postings.title, (_token, document, frequency) => void (titleLength[document]! += frequency));
  const titleMatched = new Int32Array(documents.length);
  // Each document's place in `sections` (-1 for none), to count matches per filter without a map lookup per match.
  const sectionOf = Int32Array.from(documents, (document) => sections.findIndex((section) => section.link === document.section));
  const workspace = createScoringWorkspace(documents.length);
  const rankScratch = new Float64Array(documents.length);
  const expander = createQueryExpander(index.vocabulary, shortFieldTokenIds, options.typoMatcher ?? createEditDistanceTypoMatcher);

  return {
    search(query) {
      const audience = query.isAuthorized ? allAudience : publicAudience;
      const tokens = [...new Set(tokenize(sanitizeSearchTerm(query.term)))].slice(0, MAX_QUERY_TOKENS);
      const empty = (): SearchResponse => ({
        results: [],
        meta: { total: 0, availableFilters: sections.map(({ title, link }) => ({ title, link, amount: 0 })) },
      });
      if (tokens.length === 0) return empty();

      // Stop words are optional unless the query has nothing else.
      const isOptional = (token: string): boolean => STOP_WORDS.has(token) && tokens.some((t) => !STOP_WORDS.has(t));
      // Every indexed token the query matched, for highlights: whole words, or the typed part of a completion.
      const matcher = new Map<string, HighlightTarget>();
      const expansionsOf: Expansion[][] = [];
      // The last word is completed as typed, unless it is an optional stop word
      // ('button to'): completing 'to' would walk the postings of 'tooltip',
      // 'token', 'top' ... for a word that only adds a little.
      const plan = (token: string, position: number) => () => {
        const completes = position === tokens.length - 1 && !isOptional(token);
        const expansions = expander.expand(token, { completes, audience });
        expansionsOf[position] = expansions;
        return { expansions, position };
      };
      const required = tokens.flatMap((token, position) => (isOptional(token) ? [] : [plan(token, position)]));
      const optional = tokens.flatMap((token, position) => (isOptional(token) ? [plan(token, position)] : []));
      const scored = scoreDocuments(index, textLength, audience, required, optional, workspace);
      if (scored.matches.length === 0) return empty();

      const matchedTokenIds = new Set<number>();
      const requiredCount = required.length > 0 ? required.length : optional.length;
      tokens.forEach((token, position) => {
        if (required.length > 0 && isOptional(token)) return;
        for (const expansion of expansionsOf[position] ?? []) {
          const word = index.vocabulary[expansion.tokenId]!;
          const length = expansion.kind === 'prefix' ? token.length : Infinity;
          const previous = matcher.get(word);
          if (previous === undefined || previous.length < length) matcher.set(word, { queryToken: position, length });
          matchedTokenIds.add(expansion.tokenId);
        }
      });

      // Title words the query matched, per document: each matched token once, however many query words reached it.
      titleMatched.fill(0);
      for (const tokenId of matchedTokenIds) {
        const list = index.postings.title[tokenId] ?? [];
        let document = 0;
        for (let i = 0; i < list.length; i += 2) {
          document += list[i]!;
          titleMatched[document]! += list[i + 1]!;
        }
      }

      const amountBySection = new Int32Array(sections.length);
      for (const document of scored.matches) {
        const section = sectionOf[document]!;
        if (section >= 0) amountBySection[section]!++;
      }
      // A filter selects the documents of the section it names; one that names no section selects none.
      const active = new Set(query.filters);
      const filtered =
        query.filters.length === 0 ? scored.matches : scored.matches.filter((document) => active.has(documents[document]!.section));
      const limit = Number.isFinite(query.limit) ? Math.max(0, Math.floor(query.limit)) : 0;
      const ranked = rankDocuments({
        index,
        candidates: filtered,
        scored,
        requiredCount,
        queryTokens: tokens,
        matcher,
        isDevMode: query.isDevMode,
        limit,
        titleIsQuery: (document) => titleMatched[document] === titleLength[document],
        scratch: rankScratch,
      });
      return {
        results: ranked.map((document) =>
          toSearchResult(documents[document]!, matcher, requiredCount, scored.textHit[document] === 1, () => lowerCasePlainBody(document)),
        ),
        meta: {
          total: filtered.length,
          availableFilters: sections.map(({ title, link }, section) => ({ title, link, amount: amountBySection[section]! })),
        },
      };
    },
  };
}

/** Calls `visit(tokenId, document, frequency)` for every posting of one field. */
function forEachPosting(field: SearchIndex['postings']['text'], visit: (token: number, document: number, frequency: number) => void): void {
  field.forEach((list, token) => {
    let document = 0;
    for (let i = 0; i < list.length; i += 2) {
      document += list[i]!;
      visit(token, document, list[i + 1]!);
    }
  });
}

function prepareAudience(index: SearchIndex, textLength: Float64Array, sees: (document: number) => boolean): Audience {
  const count = index.documents.length;
  const visible = new Uint8Array(count);
  let documentCount = 0;
  let totalLength = 0;
  for (let document = 0; document < count; document++) {
    if (!sees(document)) continue;
    visible[document] = 1;
    documentCount++;
    totalLength += textLength[document]!;
  }
  const size = index.vocabulary.length;
  const documentFrequency = new Int32Array(size);
  const inShortField = new Uint8Array(size);
  // A token counts once per document, whatever fields it occurs in: stamp each
  // document with the token last counted for it.
  const stamp = new Int32Array(count).fill(-1);
  for (let token = 0; token < size; token++) {
    for (const field of SEARCH_FIELDS) {
      const list = index.postings[field][token] ?? [];
      let document = 0;
      for (let i = 0; i < list.length; i += 2) {
        document += list[i]!;
        if (visible[document] === 0) continue;
        if (field !== 'description' && field !== 'text') inShortField[token] = 1;
        if (stamp[document] !== token) {
          stamp[document] = token;
          documentFrequency[token]!++;
        }
      }
    }
  }
  return {
    visible,
    documentCount,
    documentFrequency,
    inShortField,
    averageTextLength: documentCount === 0 ? 0 : totalLength / documentCount,
  };
}
