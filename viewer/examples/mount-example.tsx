/**
 * Browser side of a live example (loaded on demand, with the first example
 * that scrolls into view): loads the example's own chunk and hydrates the
 * server's markup in a React root of its own, or renders it fresh when the
 * page came by client-side navigation and has no markup yet. The stage's
 * data-state says "live" once the example is interactive.
 */
import { useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { exampleIdentifierPrefix } from './example-root';
import { loadExample, type ExampleModule } from './example-modules';

function Live({ module, stage }: { readonly module: ExampleModule; readonly stage: HTMLElement }) {
  useEffect(() => {
    stage.dataset['state'] = 'live';
  }, [stage]);
  return <module.default />;
}

export async function mountExample(stage: HTMLElement, id: string): Promise<Root> {
  const module = await loadExample(id);
  const element = <Live module={module} stage={stage} />;
  const identifierPrefix = exampleIdentifierPrefix(id);
  if (stage.hasChildNodes()) return hydrateRoot(stage, element, { identifierPrefix });
  const root = createRoot(stage, { identifierPrefix });
  root.render(element);
  return root;
}
