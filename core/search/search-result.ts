/**
 * One search result in the SPEC §3 shape, with its highlights and content
 * excerpt: computed for returned results only.
 */
import type { SearchDocument } from './search-document';
import type { HighlightMatcher } from './plain-text-matches';
import { excerptOf, excerptOfShortText, highlightText } from './search-highlights';
import type { SearchResult } from './search-response';
import { hrefOf } from '../site/addresses';

/**
 * Shapes a matching document as a result: the excerpt comes from the body
 * when the body matched, else from the description (else the body's start).
 * `lowerCasePlainBody` gives the body lower-cased when it can be searched
 * without tokenizing it, else null (isPlainText; the engine caches it).
 *
 * @example
 * toSearchResult(buttonDesign, matcher, 1, true, () => null).url // '/designsystem/components/button-design'
 */
export function toSearchResult(
  document: SearchDocument,
  matcher: HighlightMatcher,
  queryTokens: number,
  bodyMatched: boolean,
  lowerCasePlainBody: () => string | null,
): SearchResult {
  const content =
    (bodyMatched ? excerptOf(document.text, matcher, queryTokens, lowerCasePlainBody) : null) ??
    excerptOfShortText(document.description !== '' ? document.description : document.text, matcher);
  return {
    url: hrefOf(document.route),
    path: document.route,
    title: document.title,
    ...(document.tab === null ? {} : { tab: document.tab }),
    content: content.text,
    terms: [...document.terms],
    breadcrumbs: [...document.breadcrumbs],
    thumbnail: document.thumbnail,
    ...(document.status === undefined ? {} : { status: document.status }),
    highlights: {
      title: highlightText(document.title, matcher),
      tab: document.tab === null ? [] : highlightText(document.tab, matcher),
      content: content.highlights,
      terms: document.terms.map((term) => highlightText(term, matcher)),
    },
  };
}
