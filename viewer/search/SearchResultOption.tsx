/**
 * One search result as a listbox option (SPEC §2 Search overlay): breadcrumbs
 * (unless equal to the previous result's), thumbnail, highlighted title with
 * its terms joined by ' · ', highlighted tab, and the truncated excerpt.
 */
import { Fragment, type MouseEvent } from 'react';
import { TITLE_TERMS_SEPARATOR, truncateHighlight } from '../../core/search';
import { Icon } from '../icons/Icon';
import { hrefOf, routeOf } from '../../core/site';
import { HighlightedText } from './HighlightedText';
import { ResultThumbnail } from './ResultThumbnail';
import type { SearchResult } from '../../core/search';
import { STATUS_LABELS } from '../../core/components';

/** The portal route of a result's url, whether or not it carries the base path. */
export function resultRoute(result: SearchResult): string {
  return routeOf(result.url) ?? result.url;
}

export function SearchResultOption({
  id,
  result,
  showBreadcrumbs,
  selected,
  onOpen,
  onHover,
}: {
  readonly id: string;
  readonly result: SearchResult;
  readonly showBreadcrumbs: boolean;
  readonly selected: boolean;
  readonly onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onHover: () => void;
}) {
  const { highlights } = result;
  const excerpt = truncateHighlight(result.content, highlights.content);
  return (
    <li role="presentation">
      <a
        id={id}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        href={hrefOf(resultRoute(result))}
        className="search-result"
        onClick={onOpen}
        onMouseMove={selected ? undefined : onHover}
      >
        <ResultThumbnail result={result} />
        <span className="search-result__body">
          {showBreadcrumbs && result.breadcrumbs.length > 0 ? (
            <span className="search-result__breadcrumbs">
              {result.breadcrumbs.map((crumb, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: segments of one result never reorder; their position is their identity
                <Fragment key={index}>
                  {index > 0 ? <Icon name="chevronRight" size={16} className="search-result__chevron" /> : null}
                  <span>{crumb}</span>
                </Fragment>
              ))}
            </span>
          ) : null}
          <span className="search-result__title">
            <HighlightedText text={result.title} ranges={highlights.title} />
            {result.terms.map((term, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments of one result never reorder; their position is their identity
              <span key={index} className="search-result__term">
                {TITLE_TERMS_SEPARATOR}
                <HighlightedText text={term} ranges={highlights.terms[index]} />
              </span>
            ))}
          </span>
          {result.tab || result.status !== undefined ? (
            <span className="search-result__badges">
              {result.status === undefined ? null : (
                <span className={`search-result__status search-result__status--${result.status}`}>{STATUS_LABELS[result.status]}</span>
              )}
              {result.tab ? (
                <span className="search-result__tab">
                  <HighlightedText text={result.tab} ranges={highlights.tab} />
                </span>
              ) : null}
            </span>
          ) : null}
          {excerpt.text === '' ? null : (
            <span className="search-result__excerpt">
              <HighlightedText text={excerpt.text} ranges={excerpt.highlights} />
            </span>
          )}
        </span>
      </a>
    </li>
  );
}
