/**
 * Where a live example goes in an article. The figure's code is not in the
 * client's first load: it is a chunk of its own, which the client loads
 * before it hydrates or shows a page holding an example
 * (views/view-chunks.ts) and hands in here.
 *
 * Not React.lazy behind a Suspense boundary: a boundary still waiting for
 * its code while hydration runs is thrown away if any update reaches it
 * first, and React then renders it afresh, empty (an example's server
 * markup below the first figure of a page would be lost).
 */
import type { ExampleNode, VariantsNode } from '../../core/bundle/content-node';
import { createChunkSlot } from '../article/figure-slot';

export const exampleSlot = createChunkSlot<typeof import('./example-chunk')>('live example');

export function ExampleSlot({ node }: { readonly node: ExampleNode }) {
  const { ExampleFigure, AnatomyFigure, VerdictFigure } = exampleSlot.get();
  if (node.anatomy !== undefined) return <AnatomyFigure node={node} />;
  if (node.verdict !== undefined) return <VerdictFigure node={node} />;
  return <ExampleFigure node={node} />;
}

export function VariantGridSlot({ node }: { readonly node: VariantsNode }) {
  const { VariantGrid } = exampleSlot.get();
  return <VariantGrid node={node} />;
}
