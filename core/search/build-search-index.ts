/**
 * The search index `dsp build` writes (docs/portal.md, Search): the documents and a token
 * index with postings per field and term frequencies. Plain JSON data, the
 * same bytes for the same input, and compact: no per-token offsets, because
 * highlights are computed only for the results a search returns.
 */
import type { SearchDocument } from './search-document';
import type { SynonymGroup } from './search-synonyms';
import { tokenize } from './search-tokenizer';

/** The fields a document is matched on, strongest first. */
export const SEARCH_FIELDS = ['title', 'tab', 'terms', 'headings', 'description', 'text'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * Postings of one field, parallel to {@link SearchIndex.vocabulary}: for each
 * token a flat list `[documentGap, termFrequency, documentGap, ...]`, where
 * the first gap is the document's position and each next one the distance to
 * the previous document (small numbers keep the JSON short).
 */
export type FieldPostings = readonly (readonly number[])[];

export interface SearchIndex {
  readonly formatVersion: 1;
  /** In build order; postings refer to documents by position here. */
  readonly documents: readonly SearchDocument[];
  /** Every distinct token, sorted by UTF-16 code units. */
  readonly vocabulary: readonly string[];
  readonly postings: { readonly [F in SearchField]: FieldPostings };
  /** The authors' synonym groups (content/search-synonyms.json); absent in indexes built before they existed. */
  readonly synonyms?: readonly SynonymGroup[];
}

/** The text of one field of a document, as the tokenizer sees it. */
export function fieldText(document: SearchDocument, field: SearchField): string {
  switch (field) {
    case 'title':
      return document.title;
    case 'tab':
      return document.tab ?? '';
    case 'terms':
      return document.terms.join('\n');
    case 'headings':
      return document.headings.join('\n');
    case 'description':
      return document.description;
    case 'text':
      return document.text;
  }
}

/** Each field's tokens of one document with how often each occurs, in the order of SEARCH_FIELDS. */
export type TermCounts = readonly ReadonlyMap<string, number>[];

export function termCountsOf(document: SearchDocument): TermCounts {
  return SEARCH_FIELDS.map((field) => {
    const counts = new Map<string, number>();
    for (const token of tokenize(fieldText(document, field))) counts.set(token, (counts.get(token) ?? 0) + 1);
    return counts;
  });
}

/**
 * Builds the index of a set of documents. Deterministic: the same documents
 * give byte-identical `JSON.stringify` output. `countsOf` may answer from a
 * memory of documents seen before (the dev server's rebuild after a save);
 * it must give what termCountsOf gives.
 *
 * @example
 * const index = buildSearchIndex(documents);
 * index.vocabulary.includes('button') // true when a document says "Button"
 */
export function buildSearchIndex(
  documents: readonly SearchDocument[],
  synonyms: readonly SynonymGroup[] = [],
  countsOf: (document: SearchDocument) => TermCounts = termCountsOf,
): SearchIndex {
  // token -> field -> [documentIndex, tf, ...] (absolute positions while building).
  const collected = new Map<string, number[][]>();
  documents.forEach((document, documentIndex) => {
    countsOf(document).forEach((counts, fieldIndex) => {
      for (const [token, count] of counts) {
        let byField = collected.get(token);
        if (byField === undefined) {
          byField = SEARCH_FIELDS.map(() => []);
          collected.set(token, byField);
        }
        byField[fieldIndex]!.push(documentIndex, count);
      }
    });
  });

  const vocabulary = [...collected.keys()].sort(compareCodeUnits);
  const postings = Object.fromEntries(
    SEARCH_FIELDS.map((field, fieldIndex) => [field, vocabulary.map((token) => toGaps(collected.get(token)![fieldIndex]!))]),
  ) as Record<SearchField, number[][]>;
  return {
    formatVersion: 1,
    documents: documents.map(copyDocument),
    vocabulary,
    postings,
    synonyms: synonyms.map((group) => [...group]),
  };
}

/** Absolute document positions to gaps, in place. */
function toGaps(list: number[]): number[] {
  let previous = 0;
  for (let i = 0; i < list.length; i += 2) {
    const position = list[i]!;
    list[i] = position - previous;
    previous = position;
  }
  return list;
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A plain copy with a fixed key order, so the JSON does not depend on how the caller built its objects. */
function copyDocument(document: SearchDocument): SearchDocument {
  return {
    route: document.route,
    title: document.title,
    tab: document.tab,
    description: document.description,
    terms: [...document.terms],
    breadcrumbs: [...document.breadcrumbs],
    section: document.section,
    isPublic: document.isPublic,
    thumbnail:
      document.thumbnail.type === 'image'
        ? { type: 'image', path: document.thumbnail.path, text: document.thumbnail.text }
        : document.thumbnail.type === 'example'
          ? { type: 'example', id: document.thumbnail.id, text: document.thumbnail.text }
          : { type: 'text', text: document.thumbnail.text },
    headings: [...document.headings],
    text: document.text,
    ...(document.status === undefined ? {} : { status: document.status }),
  };
}
