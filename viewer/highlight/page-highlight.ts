/**
 * Marks words in a page's article (browser DOM). With the CSS Custom
 * Highlight API the text is not touched at all, so anchors, copy buttons and
 * React's own nodes stay exactly as they were; where the API is missing, the
 * words are wrapped in <mark>, but never inside a link or a button, and the
 * marks are unwrapped again on clear.
 */
import { wordOccurrences } from '../../core/search/matched-words';

/** The ::highlight() name search-highlight.css styles. */
export const HIGHLIGHT_NAME = 'search-match';
/** Text in these is never marked: controls, hidden helper text, code's copy buttons. */
const SKIPPED = 'button, script, style, .visually-hidden';
/** The fallback also leaves links alone, so their text and target stay one node. */
const SKIPPED_BY_MARKS = `${SKIPPED}, a`;

export interface PageHighlight {
  /** The element holding the first match, or null when nothing matched. */
  readonly first: Element | null;
  /** The elements holding the matches, in page order. */
  readonly holders: readonly Element[];
  readonly count: number;
  readonly clear: () => void;
}

function textNodes(root: Element, skipped: string): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(skipped) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function withHighlightApi(root: Element, words: readonly string[]): PageHighlight {
  const ranges: Range[] = [];
  for (const node of textNodes(root, SKIPPED)) {
    for (const [start, end] of wordOccurrences(node.data, words)) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      ranges.push(range);
    }
  }
  if (ranges.length > 0) CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(...ranges));
  return {
    first: ranges[0]?.startContainer.parentElement ?? null,
    holders: ranges.flatMap((range) => range.startContainer.parentElement ?? []),
    count: ranges.length,
    clear: () => CSS.highlights.delete(HIGHLIGHT_NAME),
  };
}

function withMarks(root: Element, words: readonly string[]): PageHighlight {
  const marks: HTMLElement[] = [];
  for (const node of textNodes(root, SKIPPED_BY_MARKS)) {
    const occurrences = wordOccurrences(node.data, words);
    // From the end, so the earlier offsets stay valid while the node is split.
    for (let index = occurrences.length - 1; index >= 0; index -= 1) {
      const [start, end] = occurrences[index]!;
      const matched = node.splitText(start);
      matched.splitText(end - start);
      const mark = document.createElement('mark');
      mark.className = 'search-mark';
      matched.replaceWith(mark);
      mark.append(matched);
      marks.unshift(mark);
    }
  }
  return {
    first: marks[0] ?? null,
    holders: marks,
    count: marks.length,
    clear: () => {
      for (const mark of marks) {
        const parent = mark.parentNode;
        mark.replaceWith(...mark.childNodes);
        parent?.normalize();
      }
    },
  };
}

export function highlightWords(root: Element, words: readonly string[]): PageHighlight {
  const supported = typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
  return supported ? withHighlightApi(root, words) : withMarks(root, words);
}

/** The h2 or h3 the element sits under, or null when it comes before every heading. */
export function sectionHeadingOf(root: Element, element: Element): HTMLElement | null {
  let heading: HTMLElement | null = null;
  for (const candidate of root.querySelectorAll<HTMLElement>('h2[id], h3[id]')) {
    if (candidate === element || candidate.contains(element)) return candidate;
    if (candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) heading = candidate;
    else break;
  }
  return heading;
}
