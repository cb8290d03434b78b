/**
 * Where a page's playground goes. Its code is a chunk of its own, which the client loads before it hydrates
 * or shows a page with a playground (views/view-chunks.ts) and hands in here; not React.lazy, for the reason
 * examples/ExampleSlot.tsx gives.
 */
import type { PagePlayground } from '../../core/playground';
import { createChunkSlot } from '../article/figure-slot';

export const playgroundSlot = createChunkSlot<typeof import('./playground-chunk')>('playground');

export function PlaygroundSlot({ playground }: { readonly playground: PagePlayground }) {
  const { Playground } = playgroundSlot.get();
  return <Playground playground={playground} />;
}
