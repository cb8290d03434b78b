/**
 * Where the article finds its renderer (article-chunk.ts) once loaded: the
 * router loads it before it shows a page by client-side navigation, and an
 * article shown as the server's static markup loads it, with the page's
 * figures, when it has to render live (Article.tsx, views/view-chunks.ts).
 */
type ArticleChunk = typeof import('./article-chunk');

let module: ArticleChunk | null = null;

export function registerArticleRenderer(loaded: ArticleChunk): void {
  module = loaded;
}

/** The renderer, or null while its chunk is not loaded. */
export function articleRenderer(): ArticleChunk | null {
  return module;
}
