/**
 * Where a live example goes in an article. The figure's code is not in the
 * client's first load: in the browser it comes in a chunk of its own,
 * fetched only by pages that have examples (React keeps the server's markup
 * until then, hydrating it when the chunk arrives); the server entry hands
 * in the figure itself, so the markup is complete without waiting.
 */
import { type ComponentType, createContext, lazy, Suspense, useContext } from 'react';
import type { ExampleNode } from '../../core/bundle/content-node';

type Figure = ComponentType<{ readonly node: ExampleNode }>;

const LazyExampleFigure = lazy(() => import('./ExampleFigure').then((module) => ({ default: module.ExampleFigure })));

export const ExampleFigureContext = createContext<Figure>(LazyExampleFigure);

export function ExampleSlot({ node }: { readonly node: ExampleNode }) {
  const Figure = useContext(ExampleFigureContext);
  return (
    <Suspense fallback={null}>
      <Figure node={node} />
    </Suspense>
  );
}
