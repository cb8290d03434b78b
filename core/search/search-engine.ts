/**
 * The search shared by the server and `dsp search` (SPEC §3/§7 Search, issue
 * 3 §4): sanitises the term, drops stop words, splits joined words against
 * the vocabulary, lends the authors' synonyms, expands each query word over
 * the vocabulary (variants, prefixes in any position, typos growing with the
 * word), scores documents through the token index (all words, or, when too
 * few documents have them all, the documents with most of them), ranks,
 * counts per section filter, and builds highlights and excerpts for the
 * returned results only. When nothing matches at all, the response carries
 * suggestions ("Did you mean …" and the nearest pages) in a field of its own.
 *
 * Private documents (§6) are invisible to a requester who is not authorized:
 * not returned, not counted, not suggested and not hinted at. Scores,
 * expansions, splits, suggestions and counts are computed over the visible
 * documents alone, so such a requester gets the same response as if the
 * private pages did not exist.
 */
import { SEARCH_FIELDS, type SearchIndex } from './build-search-index';
import { createScoringWorkspace, scoreDocuments, type QueryTokenPlan, type ScoringAudience } from './document-scoring';
import { closestWords, didYouMeanQueries, nearestPages } from './nothing-found';
import { createQueryExpander, type Expansion, type VocabularyAudience } from './query-expansion';
import { rankDocuments } from './rank-documents';
import { sanitizeSearchTerm } from './sanitize-search-term';
import type { HighlightMatcher, HighlightTarget } from './plain-text-matches';
import { createPlainBodies } from './plain-bodies';
import { createJsonBytesWriter } from './json-bytes';
import { createResultBuilder, type ResultQuery } from './search-result';
import { queryTargetsOf } from './plain-body-hits';
import { tokenize } from './search-tokenizer';
import { STOP_WORDS } from './stop-words';
import { createSynonymMatcher } from './search-synonyms';
import type { AvailableFilter, SearchQuery, SearchResponse, SearchSection, SearchSuggestions } from './search-response';
import { createEditDistanceTypoMatcher } from './typo-matcher';
import type { TypoMatcherFactory } from './typo-matcher';

export interface SearchEngine {
  search(query: SearchQuery): SearchResponse;
  /**
   * The same answer as JSON in UTF-8, exactly the bytes of
   * `JSON.stringify(search(query))`, made without the objects and the text in
   * between (search-result.ts, json-bytes.ts); `nothingFound` when it carries
   * suggestions instead of results.
   */
  searchJson(query: SearchQuery): { readonly json: Uint8Array; readonly nothingFound: boolean };
}

export interface SearchEngineOptions {
  /** Typo expansion over the vocabulary; defaults to the dependency-free edit-distance matcher. */
  readonly typoMatcher?: TypoMatcherFactory;
}

type Audience = ScoringAudience & VocabularyAudience;

/** A search's outcome before its results are shaped: the ranked documents and what their results need. */
interface Answer {
  readonly ranked: readonly number[];
  readonly matcher: HighlightMatcher;
  readonly requiredCount: number;
  readonly bodyMatched: (document: number) => boolean;
  readonly meta: SearchResponse['meta'];
  readonly suggestions?: SearchSuggestions;
}

/** Distinct query words looked at; later ones are ignored (bounds the work of a 200-unit term). */
export const MAX_QUERY_TOKENS = 32;
/** Fewer documents with every word than this (a first page of results), and those with some of the words follow them. */
export const MIN_FULL_MATCHES = 10;
/** A synonym counts a little less than the word the reader typed. */
const SYNONYM_WEIGHT = 0.9;
/** Shortest word completed as a prefix when it is not the last one ('energie label'). */
const MIN_INNER_PREFIX_LENGTH = 3;
const MIN_LAST_PREFIX_LENGTH = 2;

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
  // Plain bodies (isPlainText), with their words by token id from their second use, so excerpts find matches without scanning text.
  const idByToken = new Map(index.vocabulary.map((token, id) => [token, id]));
  const idOf = (token: string) => idByToken.get(token) ?? -1;
  const plainBody = createPlainBodies(
    documents.map((document) => document.text),
    idOf,
  );
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
  const synonyms = createSynonymMatcher(index.synonyms ?? []);
  const emptyFilters = (): AvailableFilter[] => sections.map(({ title, link }) => ({ title, link, amount: 0 }));
  const results = createResultBuilder(documents, plainBody);
  const NO_MATCHES: HighlightMatcher = new Map();
  const nothing = (): Pick<Answer, 'ranked' | 'matcher' | 'requiredCount' | 'bodyMatched'> => ({
    ranked: [],
    matcher: NO_MATCHES,
    requiredCount: 0,
    bodyMatched: () => false,
  });
  // Target slots by token id, one array per answer being shaped, reused: a fresh one per answer was
  // 24 KB (48 KB on 10,000 pages) of memory outside the heap, which V8 answers with full collections.
  const spareSlots: Int32Array[] = [];
  /** Shapes an answer's results with the query's targets by token id (plain-body-hits.ts), then frees the slots. */
  function withTargets<T>(found: Answer, shape: (query: ResultQuery) => T): T {
    const slot = spareSlots.pop() ?? new Int32Array(index.vocabulary.length);
    const targets = queryTargetsOf(found.matcher, idOf, slot);
    try {
      return shape({ matcher: found.matcher, targets, queryTokens: found.requiredCount });
    } finally {
      for (const id of targets.ids) slot[id] = 0;
      spareSlots.push(slot);
    }
  }
  // The buffer answers are written in, kept at the largest size an answer needed (json-bytes.ts).
  let answerBuffer: Uint8Array = new Uint8Array(65_536);

  /** The query words that count: stop words dropped (unless there is nothing else), joined words split. */
  function queryWords(term: string, audience: Audience): string[] {
    const words = [...new Set(tokenize(sanitizeSearchTerm(term)))].slice(0, MAX_QUERY_TOKENS);
    const meaningful = words.filter((word) => !STOP_WORDS.has(word));
    const kept = meaningful.length > 0 ? meaningful : words;
    const split = kept.flatMap((word) => (expander.isKnown(word, audience) ? [word] : (expander.split(word, audience) ?? [word])));
    return [...new Set(split)].slice(0, MAX_QUERY_TOKENS);
  }

  function answer(query: SearchQuery, withSuggestions: boolean): Answer {
    const audience = query.isAuthorized ? allAudience : publicAudience;
    const words = queryWords(query.term, audience);
    if (words.length === 0) return { ...nothing(), meta: { total: 0, availableFilters: emptyFilters() } };

    // A word a shorter synonym makes optional ('design' of 'design tokens' ~ 'token') is left out:
    // scored as a bonus it would favour every page titled 'Design'.
    const lent = synonyms.expand(words);
    const tokens = words.filter((_word, position) => lent.optional[position] !== true);
    const alternatives = lent.alternatives.filter((_list, position) => lent.optional[position] !== true);
    const expansionsOf: Expansion[][] = [];
    const plan = (position: number) => (): QueryTokenPlan => {
      const cached = expansionsOf[position];
      if (cached !== undefined) return { expansions: cached, position };
      const token = tokens[position]!;
      const last = position === tokens.length - 1;
      const completes = token.length >= (last ? MIN_LAST_PREFIX_LENGTH : MIN_INNER_PREFIX_LENGTH);
      const byId = new Map<number, Expansion>();
      for (const expansion of expander.expand(token, { completes, audience })) byId.set(expansion.tokenId, expansion);
      for (const alternative of alternatives[position] ?? []) {
        for (const expansion of expander.expand(alternative, { completes: false, audience })) {
          const weight = expansion.weight * SYNONYM_WEIGHT;
          if ((byId.get(expansion.tokenId)?.weight ?? 0) < weight) byId.set(expansion.tokenId, { ...expansion, weight });
        }
      }
      const expansions = [...byId.values()].sort((a, b) => a.tokenId - b.tokenId);
      expansionsOf[position] = expansions;
      return { expansions, position };
    };
    const required = tokens.map((_token, position) => plan(position));
    const optional: (() => QueryTokenPlan)[] = [];
    let scored = scoreDocuments(index, textLength, audience, required, optional, workspace);
    const partial = scored.matches.length < MIN_FULL_MATCHES && required.length >= 2;
    // Too few documents hold every word: those holding most of them (by rarity) follow.
    if (partial) scored = scoreDocuments(index, textLength, audience, required, optional, workspace, 'any');
    if (scored.matches.length === 0) {
      return {
        ...nothing(),
        meta: { total: 0, availableFilters: emptyFilters() },
        ...(withSuggestions ? { suggestions: suggestionsFor(query, words, audience) } : {}),
      };
    }

    // Every indexed token the query matched, for highlights: whole words, or the typed part of a completion.
    const matcher = new Map<string, HighlightTarget>();
    const matchedTokenIds = new Set<number>();
    const requiredCount = required.length;
    tokens.forEach((token, position) => {
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
      partial,
    });
    const textHit = scored.textHit;
    return {
      ranked,
      matcher,
      requiredCount,
      bodyMatched: (document) => textHit[document] === 1,
      meta: {
        total: filtered.length,
        availableFilters: sections.map(({ title, link }, section) => ({ title, link, amount: amountBySection[section]! })),
      },
    };
  }

  /** "Did you mean" queries that find something for this requester, and the nearest visible pages. */
  function suggestionsFor(query: SearchQuery, tokens: readonly string[], audience: Audience) {
    const frequency = (id: number) => audience.documentFrequency[id]!;
    const candidates = didYouMeanQueries(tokens, (token) =>
      expander.isKnown(token, audience) ? null : closestWords(token, index.vocabulary, frequency),
    );
    const didYouMean = candidates.filter(
      (term) =>
        answer({ term, limit: 1, filters: [], isDevMode: query.isDevMode, isAuthorized: query.isAuthorized }, false).ranked.length > 0,
    );
    const pages = nearestPages(tokens.join(' '), documents, (document) => audience.visible[document] === 1, query.isDevMode);
    return { didYouMean, pages };
  }

  return {
    search(query) {
      const found = answer(query, true);
      const { ranked, bodyMatched } = found;
      return {
        results: withTargets(found, (shaped) => ranked.map((document) => results.result(document, shaped, bodyMatched(document)))),
        meta: found.meta,
        ...(found.suggestions === undefined ? {} : { suggestions: found.suggestions }),
      };
    },
    searchJson(query) {
      const found = answer(query, true);
      const { ranked, bodyMatched } = found;
      const writer = createJsonBytesWriter(answerBuffer);
      writer.text('{"results":[');
      withTargets(found, (shaped) =>
        ranked.forEach((document, at) => {
          if (at > 0) writer.text(',');
          results.writeResultJson(writer, document, shaped, bodyMatched(document));
        }),
      );
      // The keys in the order search() sets them, so the text is JSON.stringify's.
      const suggestions = found.suggestions === undefined ? '' : `,"suggestions":${JSON.stringify(found.suggestions)}`;
      writer.text(`],"meta":${JSON.stringify(found.meta)}${suggestions}}`);
      const json = writer.done();
      answerBuffer = writer.buffer();
      return {
        json,
        nothingFound: found.suggestions !== undefined,
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
