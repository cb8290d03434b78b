/**
 * A result's thumbnail: a 256x128 image with the result title as alt text, the page's first live example drawn
 * small as on its card (ResultExample), or a text thumbnail (SPEC §2, §9).
 */
import { THUMBNAIL_HEIGHT_PX, THUMBNAIL_WIDTH_PX } from '../ui-constants';
import type { SearchResult } from '../../core/search';
import { ResultExample } from './ResultExample';

export function ResultThumbnail({ result }: { readonly result: SearchResult }) {
  const thumbnail = result.thumbnail;
  if (thumbnail?.type === 'image') {
    return (
      <img
        className="search-result__thumbnail"
        src={thumbnail.path}
        width={THUMBNAIL_WIDTH_PX}
        height={THUMBNAIL_HEIGHT_PX}
        alt={result.title}
        loading="lazy"
      />
    );
  }
  if (thumbnail?.type === 'example') return <ResultExample id={thumbnail.id} />;
  const text = thumbnail?.text || result.title.slice(0, 2);
  return (
    <span className="search-result__thumbnail search-result__thumbnail--text" aria-hidden="true">
      {text}
    </span>
  );
}
