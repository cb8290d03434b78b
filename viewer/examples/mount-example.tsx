/**
 * Browser side of a live example (loaded on demand, with the first example
 * that scrolls into view): loads the example's own chunk and hydrates the
 * server's markup in a React root of its own, or renders it fresh when the
 * page came by client-side navigation and has no markup yet. The stage's
 * data-state says "live" once the example is interactive.
 */
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reportError } from '../logging/report-error';
import { OverlayShowcase } from '../../ui/overlay-showcase/OverlayShowcase';
import { EXAMPLE_ROOT_CLASS, exampleIdentifierPrefix } from './example-root';
import { loadExample, type ExampleModule } from './example-modules';

function Live({ module, stage }: { readonly module: ExampleModule; readonly stage: HTMLElement }) {
  useEffect(() => {
    stage.dataset['state'] = 'live';
  }, [stage]);
  // Overlays are drawn open in a static frame beside their live trigger, as on the server (render-examples.tsx).
  return (
    <OverlayShowcase>
      <module.default />
    </OverlayShowcase>
  );
}

/** A mounted example; unmounting it is quiet even when its hydration has not finished. */
export interface LiveExample {
  unmount(): void;
}

export async function mountExample(stage: HTMLElement, id: string): Promise<LiveExample> {
  const module = await loadExample(id);
  const element = <Live module={module} stage={stage} />;
  const identifierPrefix = exampleIdentifierPrefix(id);
  const rendered = stage.querySelector(`:scope > .${EXAMPLE_ROOT_CLASS}`);
  // As a transition, like the page's own hydration (entry-client.tsx): time-sliced, so an example coming live
  // does not hold the main thread in one long task (Lighthouse Total Blocking Time on a component page).
  if (rendered !== null) {
    // Leaving a page while its example still hydrates (a time-sliced transition) makes React give up the
    // hydration and report it as recoverable: expected when the example is on its way out, an error otherwise.
    let leaving = false;
    const onRecoverableError = (error: unknown) => {
      if (!leaving) reportError(error);
    };
    let root!: ReturnType<typeof hydrateRoot>;
    startTransition(() => {
      root = hydrateRoot(rendered, element, { identifierPrefix, onRecoverableError });
    });
    return {
      unmount() {
        leaving = true;
        root.unmount();
      },
    };
  }
  // The stage itself cannot be a root: the page's React owns it (and its empty markup).
  const container = document.createElement('div');
  container.className = EXAMPLE_ROOT_CLASS;
  stage.replaceChildren(container);
  const root = createRoot(container, { identifierPrefix });
  startTransition(() => root.render(element));
  return root;
}
