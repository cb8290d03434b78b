/**
 * The highlight of a search on the page opened from it (a separate chunk,
 * loaded only then): marks the matched words in the article, scrolls to the
 * section of the first match, and shows a bar that clears the marks. Plain
 * DOM rather than React, so the chunk shares nothing with the first load.
 */
import { highlightWords, sectionHeadingOf } from './page-highlight';
import './search-highlight.css';

/** How long to wait for a page's live examples to appear before highlighting without them. */
const EXAMPLES_WAIT_MS = 5_000;

/**
 * Highlights the words in the page's article once its `examples` live
 * example figures are in it (after a client-side navigation their code
 * arrives in a chunk of its own, after the rest of the article: words in
 * their source were left unmarked, and a figure appearing above the first
 * match pushed it out of view). Returns the cleanup that removes marks and
 * bar, or stops waiting (called on dismiss, on leaving the page, or by the caller).
 */
export function showSearchHighlight(words: readonly string[], onDismiss: () => void, examples = 0): () => void {
  const root = document.querySelector('#main .article');
  if (root === null) return () => {};
  const complete = () => root.querySelectorAll('figure.example').length >= examples;
  if (complete()) return highlightArticle(root, words, onDismiss);
  let cleanup: (() => void) | null = null;
  const start = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    cleanup ??= highlightArticle(root, words, onDismiss);
  };
  const observer = new MutationObserver(() => {
    if (complete()) start();
  });
  observer.observe(root, { childList: true, subtree: true });
  // A chunk that never arrives (offline) still leaves the reader their highlight.
  const timer = window.setTimeout(start, EXAMPLES_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
    cleanup?.();
  };
}

function highlightArticle(root: Element, words: readonly string[], onDismiss: () => void): () => void {
  const highlight = highlightWords(root, words);
  if (highlight.first === null) return highlight.clear;
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
    bar.remove();
  };
}
