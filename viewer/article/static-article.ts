/**
 * The article as the server rendered it (docs/performance.md, "What hydrates"):
 * read from the document before hydration, so that the first render of the
 * page's article can hand React the very same markup through
 * dangerouslySetInnerHTML. React then neither renders nor compares the
 * article's prose, tables and code: its DOM nodes stay the server's, and the
 * code that renders an article (ContentNodes and its figures) is not needed
 * before the page is interactive.
 */
import type { ContentNode } from '../../core/bundle';

/** The article element of a page's main view, as PageView renders it. */
export const ARTICLE_SELECTOR = '#main .article';

interface Captured {
  readonly nodes: readonly ContentNode[];
  readonly html: string;
}

let captured: Captured | null = null;
/** Whether the reader changed the article before it first rendered (noteStaticArticleChanged). */
let changedSinceCapture = false;

/** Keeps the server's markup of the article that renders `nodes` (the hydrating page's body). */
export function captureStaticArticle(nodes: readonly ContentNode[] | undefined): void {
  const element = document.querySelector(ARTICLE_SELECTOR);
  captured = nodes === undefined || element === null ? null : { nodes, html: element.innerHTML };
}

/**
 * The server's markup for an article rendering `nodes`, or null: only the hydrating page's own body has it,
 * and only until that article first renders live (releaseStaticArticle).
 */
export function staticArticleHtml(nodes: readonly ContentNode[]): string | null {
  if (captured === null || captured.nodes !== nodes) return null;
  const element = changedSinceCapture ? document.querySelector(ARTICLE_SELECTOR) : null;
  // React finds the markup as it is now: given the markup as it was sent, a development build reports a mismatch.
  if (element !== null) captured = { nodes, html: element.innerHTML };
  changedSinceCapture = false;
  return captured.html;
}

/** An "All themes" fold of the server's article was opened or closed before the app rendered it (design/variant-fold-listener.ts). */
export function noteStaticArticleChanged(): void {
  changedSinceCapture = true;
}

/**
 * The article's tree arrived after the markup was kept (routing/first-page-body.ts): the markup renders `to`, the
 * tree the document left out (`from`, empty).
 */
export function rebindStaticArticle(from: readonly ContentNode[], to: readonly ContentNode[]): void {
  if (captured !== null && captured.nodes === from) captured = { nodes: to, html: captured.html };
}

/** The captured markup is of the theme, dev mode and content the page first had: once any changes, it is stale. */
export function releaseStaticArticle(): void {
  captured = null;
}

/** Whether any of `nodes`, nested ones included, is of one of `types`. */
export function holdsNodeOf(nodes: readonly ContentNode[], types: ReadonlySet<ContentNode['type']>): boolean {
  return nodes.some((node) => types.has(node.type) || ('children' in node && holdsNodeOf(node.children, types)));
}

/**
 * What renders differently in another theme: the token tables mark the theme shown. (The token browser reads its
 * theme's file, but as an island it follows the theme by itself: TOKEN_BROWSER_ISLAND_ATTRIBUTE.)
 */
export const THEME_DEPENDENT: ReadonlySet<ContentNode['type']> = new Set(['tokens']);
/** What renders differently in dev mode: a shorthand link resolves to the Code tab. */
export const DEV_MODE_DEPENDENT: ReadonlySet<ContentNode['type']> = new Set(['shorthand']);

/** Marks the element the token browser hydrates in as an island of its own (article/token-browser-island.tsx). */
export const TOKEN_BROWSER_ISLAND_ATTRIBUTE = 'data-token-browser';
