/**
 * The search results in the SPEC §3 shape, with their highlights and content
 * excerpts: computed for returned results only, as objects (`dsp search`,
 * MCP) or straight as the JSON the API sends.
 *
 * A result's title, tab, terms, breadcrumbs, thumbnail and status are the
 * same in every answer that returns its page; only the excerpt and the
 * highlights depend on the query. So the builder keeps, per page, its short
 * texts located (located-tokens.ts) and the JSON around those two slots in
 * UTF-8, and an answer's JSON is written as the kept bytes around them: the
 * bytes of the text JSON.stringify gives for the object
 * (tests/core/search/search-json.prop.test.ts), for about half its cost on
 * 101 results.
 */
import type { SearchDocument } from './search-document';
import { createLocatedTokenMemo, forEachLocatedHighlight, highlightLocated, locateTokens, type LocatedTokens } from './located-tokens';
import { utf8, type JsonBytesWriter } from './json-bytes';
import type { PlainBody } from './plain-bodies';
import { indexedHits, scannedHits, type QueryTargets } from './plain-body-hits';
import type { HighlightMatcher } from './plain-text-matches';
import { excerptOf, excerptOfShortText } from './search-highlights';
import type { HighlightPair, SearchResult } from './search-response';
import { hrefOf } from '../site/addresses';

/** What a query adds to a page's result. */
interface QueryParts {
  readonly content: string;
  readonly highlights: SearchResult['highlights'];
}

export interface ResultBuilder {
  /** The result of the document at `position` for a query, as an object. */
  readonly result: (position: number, query: ResultQuery, bodyMatched: boolean) => SearchResult;
  /** Writes the same result as JSON: exactly the UTF-8 bytes of `JSON.stringify(result(…))`. */
  readonly writeResultJson: (writer: JsonBytesWriter, position: number, query: ResultQuery, bodyMatched: boolean) => void;
}

/** What a query matched, as results need it. */
export interface ResultQuery {
  readonly matcher: HighlightMatcher;
  /** The matcher's targets by the token ids of the engine's plain bodies. */
  readonly targets: QueryTargets;
  /** How many query tokens an excerpt should show together. */
  readonly queryTokens: number;
}

/** A page's short texts, located. */
interface ShortFields {
  readonly title: LocatedTokens;
  readonly tab: LocatedTokens | null;
  readonly terms: readonly LocatedTokens[];
}

const OPEN = 0x5b;
const CLOSE = 0x5d;
const COMMA = 0x2c;
const CLOSE_OBJECT = 0x7d;
const EMPTY_PAIRS = utf8('[]');
// The highlights object's keys in the order queryParts sets them, so the JSON is JSON.stringify's.
const TITLE_KEY = utf8('{"title":');
const TAB_KEY = utf8(',"tab":');
const CONTENT_KEY = utf8(',"content":');
const TERMS_KEY = utf8(',"terms":[');

/** One pair as JSON.stringify writes it: `[start,length]`. */
function writePair(writer: JsonBytesWriter, start: number, length: number): void {
  writer.byte(OPEN);
  writer.number(start);
  writer.byte(COMMA);
  writer.number(length);
  writer.byte(CLOSE);
}

function writePairs(writer: JsonBytesWriter, pairs: readonly HighlightPair[]): void {
  writer.byte(OPEN);
  for (let i = 0; i < pairs.length; i++) {
    if (i > 0) writer.byte(COMMA);
    writePair(writer, pairs[i]![0], pairs[i]![1]);
  }
  writer.byte(CLOSE);
}

/** The pairs highlightLocated gives, written as they are found (the arrays were most of what highlights allocated). */
function writeLocatedPairs(writer: JsonBytesWriter, located: LocatedTokens, matcher: HighlightMatcher): void {
  writer.byte(OPEN);
  let count = 0;
  forEachLocatedHighlight(located, matcher, (start, length) => {
    if (count++ > 0) writer.byte(COMMA);
    writePair(writer, start, length);
  });
  writer.byte(CLOSE);
}

/** Stands for a query's part while a page's JSON pieces are cut; a page whose own text holds it is serialised whole instead. */
const SLOT = '\u0000harbor-search-slot\u0000';
const SLOT_JSON = JSON.stringify(SLOT);

function resultObject(document: SearchDocument, parts: QueryParts): SearchResult {
  return {
    url: hrefOf(document.route),
    path: document.route,
    title: document.title,
    ...(document.tab === null ? {} : { tab: document.tab }),
    content: parts.content,
    terms: [...document.terms],
    breadcrumbs: [...document.breadcrumbs],
    thumbnail: document.thumbnail,
    ...(document.status === undefined ? {} : { status: document.status }),
    highlights: parts.highlights,
  };
}

/**
 * A builder over the index's documents. `plainBody` gives a body lower-cased,
 * with its words once the engine keeps them, when it can be searched without
 * tokenizing it, else null (isPlainText; plain-bodies.ts).
 *
 * @example
 * const builder = createResultBuilder(index.documents, (position) => null);
 * builder.result(0, { matcher, targets, queryTokens: 1 }, true).url // '/designsystem/components/button-design'
 */
export function createResultBuilder(
  documents: readonly SearchDocument[],
  plainBody: (position: number) => PlainBody | null,
): ResultBuilder {
  const locate = createLocatedTokenMemo();
  // Per document position: the JSON before the content, between content and highlights, and after them, in UTF-8.
  const pieces: (readonly [Uint8Array, Uint8Array, Uint8Array] | null)[] = [];
  const shortFields: ShortFields[] = [];
  const shortFieldsOf = (position: number): ShortFields => {
    let kept = shortFields[position];
    if (kept === undefined) {
      const document = documents[position]!;
      kept = {
        title: locateTokens(document.title),
        tab: document.tab === null ? null : locateTokens(document.tab),
        terms: document.terms.map(locateTokens),
      };
      shortFields[position] = kept;
    }
    return kept;
  };

  /** The excerpt comes from the body when the body matched, else from the description (else the body's start). */
  function contentOf(position: number, { matcher, targets, queryTokens }: ResultQuery, bodyMatched: boolean) {
    const document = documents[position]!;
    const plainHits = () => {
      const body = plainBody(position);
      if (body === null) return null;
      return body.words === null ? scannedHits(document.text, body.lower, matcher) : indexedHits(body.words, matcher, targets);
    };
    return (
      (bodyMatched ? excerptOf(document.text, matcher, queryTokens, plainHits) : null) ??
      excerptOfShortText(document.description !== '' ? document.description : document.text, matcher, locate)
    );
  }

  function queryParts(position: number, query: ResultQuery, bodyMatched: boolean): QueryParts {
    const content = contentOf(position, query, bodyMatched);
    const fields = shortFieldsOf(position);
    return {
      content: content.text,
      highlights: {
        title: highlightLocated(fields.title, query.matcher),
        tab: fields.tab === null ? [] : highlightLocated(fields.tab, query.matcher),
        content: content.highlights,
        terms: fields.terms.map((term) => highlightLocated(term, query.matcher)),
      },
    };
  }

  function piecesOf(position: number): readonly [Uint8Array, Uint8Array, Uint8Array] | null {
    let kept = pieces[position];
    if (kept === undefined) {
      const cut = JSON.stringify(resultObject(documents[position]!, { content: SLOT, highlights: SLOT as never })).split(SLOT_JSON);
      kept = cut.length === 3 ? [utf8(cut[0]!), utf8(cut[1]!), utf8(cut[2]!)] : null;
      pieces[position] = kept;
    }
    return kept;
  }

  return {
    result: (position, query, bodyMatched) => resultObject(documents[position]!, queryParts(position, query, bodyMatched)),
    writeResultJson(writer, position, query, bodyMatched) {
      const cut = piecesOf(position);
      if (cut === null) {
        writer.text(JSON.stringify(resultObject(documents[position]!, queryParts(position, query, bodyMatched))));
        return;
      }
      const content = contentOf(position, query, bodyMatched);
      const fields = shortFieldsOf(position);
      const { matcher } = query;
      writer.bytes(cut[0]);
      writer.jsonString(content.text);
      writer.bytes(cut[1]);
      writer.bytes(TITLE_KEY);
      writeLocatedPairs(writer, fields.title, matcher);
      writer.bytes(TAB_KEY);
      if (fields.tab === null) writer.bytes(EMPTY_PAIRS);
      else writeLocatedPairs(writer, fields.tab, matcher);
      writer.bytes(CONTENT_KEY);
      writePairs(writer, content.highlights);
      writer.bytes(TERMS_KEY);
      for (let i = 0; i < fields.terms.length; i++) {
        if (i > 0) writer.byte(COMMA);
        writeLocatedPairs(writer, fields.terms[i]!, matcher);
      }
      writer.byte(CLOSE);
      writer.byte(CLOSE_OBJECT);
      writer.bytes(cut[2]);
    },
  };
}
