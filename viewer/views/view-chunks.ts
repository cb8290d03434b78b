/**
 * The views and figures that are separate client chunks (docs/performance.md):
 * a page loads the code of its own kind of view only (home, section overview,
 * documentation page, not found), the figure components (token tables,
 * icon set, logo sheet) only when its article holds one, and the live
 * example's figure only when it holds an example, so a first load
 * carries the shell and one view instead of all of them.
 *
 * The page the reader opens hydrates with fewer: its article is the server's
 * markup (article/static-article.ts), so the article's renderer, its figures
 * and its live examples' figure load when the page is idle, for the pages
 * after it (hydrationChunksFor).
 *
 * A chunk is kept as a plain module once loaded, not through React.lazy: a
 * lazy component suspends on its first render even when its code is there.
 * The client loads the chunks a page needs before it hydrates that page and
 * before it commits a navigation to it; the server registers every chunk at
 * start (server-view-chunks.ts) and preloads the needed ones in the document.
 */
import type { ContentNode } from '../../core/bundle';
import type { PortalData } from '../../core/portal';
import { registerArticleRenderer, setArticleLoader } from '../article/article-renderer';
import { figureSlot } from '../article/figure-slot';
import { exampleSlot } from '../examples/ExampleSlot';
import { playgroundSlot } from '../playground/PlaygroundSlot';

export interface ViewChunkModules {
  readonly home: typeof import('./HomeView');
  readonly section: typeof import('./SectionView');
  readonly page: typeof import('./page-chunk');
  readonly article: typeof import('../article/article-chunk');
  readonly figures: typeof import('../article/figure-chunk');
  readonly examples: typeof import('../examples/example-chunk');
  readonly playground: typeof import('../playground/playground-chunk');
  readonly 'not-found': typeof import('./NotFoundView');
  readonly 'component-status': typeof import('./ComponentStatusView');
}

export type ViewChunk = keyof ViewChunkModules;

const loaders: { readonly [K in ViewChunk]: () => Promise<ViewChunkModules[K]> } = {
  home: () => import('./HomeView'),
  section: () => import('./SectionView'),
  page: () => import('./page-chunk'),
  article: () => import('../article/article-chunk'),
  figures: () => import('../article/figure-chunk'),
  examples: () => import('../examples/example-chunk'),
  playground: () => import('../playground/playground-chunk'),
  'not-found': () => import('./NotFoundView'),
  'component-status': () => import('./ComponentStatusView'),
};

export const VIEW_CHUNKS = Object.keys(loaders) as readonly ViewChunk[];

const loaded: { [K in ViewChunk]?: ViewChunkModules[K] } = {};
const loading = new Map<ViewChunk, Promise<unknown>>();

/** Makes a chunk available without loading it (the server, which bundles every view). */
export function registerViewChunk<K extends ViewChunk>(chunk: K, module: ViewChunkModules[K]): void {
  loaded[chunk] = module;
  // The article reads its figures and live examples from slots of their own (it must not import the views that render it).
  if (chunk === 'article') registerArticleRenderer(module as ViewChunkModules['article']);
  if (chunk === 'figures') figureSlot.register(module as ViewChunkModules['figures']);
  if (chunk === 'examples') exampleSlot.register(module as ViewChunkModules['examples']);
  if (chunk === 'playground') playgroundSlot.register(module as ViewChunkModules['playground']);
}

function loadChunk(chunk: ViewChunk): Promise<unknown> {
  let promise = loading.get(chunk);
  if (promise === undefined) {
    promise = loaders[chunk]().then((module) => registerViewChunk(chunk, module as never));
    // A failed load may be retried by the next navigation.
    promise.catch(() => loading.delete(chunk));
    loading.set(chunk, promise);
  }
  return promise;
}

/** A loaded chunk's module; a view asking for one its page did not load is a mistake in this code. */
export function viewChunk<K extends ViewChunk>(chunk: K): ViewChunkModules[K] {
  const module = loaded[chunk];
  if (module === undefined) throw new Error(`The view chunk '${chunk}' is rendered before it was loaded (viewer/views/view-chunks.ts).`);
  return module as ViewChunkModules[K];
}

function holds(nodes: readonly ContentNode[], types: ReadonlySet<ContentNode['type']>): boolean {
  return nodes.some(
    (node) =>
      types.has(node.type) || ((node.type === 'element' || node.type === 'heading' || node.type === 'link') && holds(node.children, types)),
  );
}

const FIGURE_TYPES: ReadonlySet<ContentNode['type']> = new Set(['tokens', 'icons', 'logo', 'token-browser']);
const EXAMPLE_TYPES: ReadonlySet<ContentNode['type']> = new Set(['example', 'variants']);

/** The chunks that render a page's data. */
export function viewChunksFor(data: PortalData): readonly ViewChunk[] {
  const { view } = data;
  switch (view.kind) {
    case 'home':
      return ['home'];
    case 'section':
      return ['section'];
    case 'page':
      return [
        'page',
        'article',
        ...(holds(view.page.body, FIGURE_TYPES) ? (['figures'] as const) : []),
        ...(holds(view.page.body, EXAMPLE_TYPES) ? (['examples'] as const) : []),
        ...(view.playground === undefined ? [] : (['playground'] as const)),
      ];
    case 'component-status':
      return ['component-status'];
    case 'not-authorized':
      return [];
    case 'not-found':
      return ['not-found'];
  }
}

/** The chunks a page shown as the server rendered it needs to hydrate: not those of its article (see above). */
export function hydrationChunksFor(data: PortalData): readonly ViewChunk[] {
  return viewChunksFor(data).filter((chunk) => !ARTICLE_CHUNKS.has(chunk));
}

const ARTICLE_CHUNKS: ReadonlySet<ViewChunk> = new Set(['article', 'figures', 'examples']);

/** Whether every chunk a page needs is loaded (a navigation may then commit at once). */
export function viewChunksReady(data: PortalData): boolean {
  return viewChunksFor(data).every((chunk) => loaded[chunk] !== undefined);
}

/** Loads the chunks a page needs. */
export function loadViewChunks(data: PortalData): Promise<void> {
  return Promise.all(viewChunksFor(data).map(loadChunk)).then(() => undefined);
}

// The article loads its renderer through here when it has to render live (article/article-renderer.ts).
setArticleLoader(loadViewChunks);

/** Loads the chunks the page the reader opened needs to hydrate. */
export function loadHydrationChunks(data: PortalData): Promise<void> {
  return Promise.all(hydrationChunksFor(data).map(loadChunk)).then(() => undefined);
}

/** Loads every chunk, for navigations to come (called when the page is idle after hydration). */
export function preloadAllViewChunks(): void {
  for (const chunk of VIEW_CHUNKS) void loadChunk(chunk).catch(() => undefined);
}
