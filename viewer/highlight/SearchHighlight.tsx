/**
 * The highlight of a search on the page opened from it (a separate chunk,
 * loaded only then): marks the matched words in the article, scrolls to the
 * section of the first match, and offers to clear the marks. Clearing,
 * leaving the page or a new search removes them.
 */
import { useEffect, useState } from 'react';
import { highlightWords, sectionHeadingOf } from './page-highlight';
import './search-highlight.css';

export default function SearchHighlight({ words, onDismiss }: { readonly words: readonly string[]; readonly onDismiss: () => void }) {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const root = document.querySelector('#main .article');
    if (root === null) return undefined;
    const highlight = highlightWords(root, words);
    setCount(highlight.count);
    if (highlight.first !== null) {
      const heading = sectionHeadingOf(root, highlight.first);
      (heading ?? highlight.first).scrollIntoView({ block: heading === null ? 'center' : 'start' });
    }
    return highlight.clear;
  }, [words]);

  if (count === null || count === 0) return null;
  return (
    <div className="search-highlight" role="status">
      <span className="search-highlight__text">
        {count === 1 ? '1 match' : `${count} matches`} for <strong>{words.join(', ')}</strong>
      </span>
      <button type="button" className="search-highlight__clear" onClick={onDismiss}>
        Clear highlights
      </button>
    </div>
  );
}
