/**
 * Where a live example goes in an article. The figure's code is not in the
 * client's first load: it is a chunk of its own, which the client loads
 * before it hydrates or shows a page holding an example
 * (views/view-chunks.ts) and hands in here.
 *
 * Not React.lazy behind a Suspense boundary: a boundary still waiting for
 * its code while hydration runs is thrown away if any update reaches it
 * first, and React then renders it afresh, empty (the example's server
 * markup was lost below the first figure of a page).
 */
import type { ExampleNode } from '../../core/bundle/content-node';

type ExampleChunk = typeof import('./example-chunk');

let chunk: ExampleChunk | null = null;

export function registerExampleChunk(module: ExampleChunk): void {
  chunk = module;
}

export function ExampleSlot({ node }: { readonly node: ExampleNode }) {
  if (chunk === null) throw new Error('A live example is rendered before its chunk was loaded (viewer/views/view-chunks.ts).');
  const { ExampleFigure } = chunk;
  return <ExampleFigure node={node} />;
}
