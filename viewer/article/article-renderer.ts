/**
 * Where the article finds its renderer (article-chunk.ts) once loaded: the
 * router loads it before it shows a page by client-side navigation, and an
 * article shown as the server's static markup loads it, with the page's
 * figures, when it has to render live (Article.tsx). The chunk loader
 * (views/view-chunks.ts) registers itself here, so that the article does not
 * import the views that render it.
 */
import type { PortalData } from '../../core/portal';

type ArticleChunk = typeof import('./article-chunk');

let module: ArticleChunk | null = null;
let loadChunks: (data: PortalData) => Promise<void> = () => Promise.resolve();

export function setArticleLoader(load: (data: PortalData) => Promise<void>): void {
  loadChunks = load;
}

/** Loads the renderer with the chunks of the page's figures; resolves to it (null if the loader left it out). */
export function loadArticleRenderer(data: PortalData): Promise<ArticleChunk | null> {
  return loadChunks(data).then(() => module);
}

export function registerArticleRenderer(loaded: ArticleChunk): void {
  module = loaded;
}

/** The renderer, or null while its chunk is not loaded. */
export function articleRenderer(): ArticleChunk | null {
  return module;
}
