/**
 * The highlight of a search on the page opened from it (a separate chunk,
 * loaded only then): marks the matched words in the article, opens a closed
 * fold that holds one, scrolls to the section of the first match, and shows a bar that clears the marks. Plain
 * DOM rather than React, so the chunk shares nothing with the first load.
 */
import { highlightWords, sectionHeadingOf } from './page-highlight';
import './search-highlight.css';

/**
 * Highlights the words in the page's article; returns the cleanup that
 * removes marks and bar (called on dismiss, on leaving the page, or by the caller).
 * The article is complete when this runs: a page's live example figures come
 * in a chunk the router loads before it shows the page (views/view-chunks.ts),
 * so words in their source are marked too.
 */
export function showSearchHighlight(words: readonly string[], onDismiss: () => void): () => void {
  const root = document.querySelector('#main .article');
  if (root === null) return () => {};
  return highlightArticle(root, words, onDismiss);
}

function highlightArticle(root: Element, words: readonly string[], onDismiss: () => void): () => void {
  const highlight = highlightWords(root, words);
  if (highlight.first === null) return highlight.clear;
  // A match inside a closed fold (an example's "Show code") would be marked but unseen: open the fold, as a browser's
  // find in page does; clearing the marks closes it again, so the page is as it was.
  const opened: HTMLDetailsElement[] = [];
  for (const holder of highlight.holders) {
    const fold = holder.closest('details:not([open])');
    if (fold instanceof HTMLDetailsElement) {
      fold.open = true;
      opened.push(fold);
    }
  }
  const heading = sectionHeadingOf(root, highlight.first);
  (heading ?? highlight.first).scrollIntoView({ block: heading === null ? 'center' : 'start' });

  const bar = document.createElement('div');
  bar.className = 'search-highlight';
  bar.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.className = 'search-highlight__text';
  const strong = document.createElement('strong');
  strong.textContent = words.join(', ');
  text.append(`${highlight.count === 1 ? '1 match' : `${highlight.count} matches`} for `, strong);
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.className = 'search-highlight__clear';
  clear.textContent = 'Clear highlights';
  clear.addEventListener('click', onDismiss);
  bar.append(text, clear);
  // Inside the portal's element, after main: the page's landmarks still hold every other element.
  (document.querySelector('.portal') ?? document.body).append(bar);

  return () => {
    highlight.clear();
    for (const fold of opened) fold.open = false;
    bar.remove();
  };
}
