/**
 * Browser side of a playground's preview (loaded with the first preview to mount): loads the component's
 * preview module and hydrates the server's markup in a React root of its own, or renders it fresh (a theme's
 * box, or a page reached by client-side navigation). The playground then hands it each new state. The
 * stage's data-state says "live" once the preview is interactive.
 */
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { reportError } from '../logging/report-error';
import { OverlayShowcase } from '../../ui/overlay-showcase/OverlayShowcase';
import { EXAMPLE_ROOT_CLASS } from '../examples/example-root';
import { loadPlaygroundPreview, type PlaygroundPreviewModule } from './playground-modules';

type Props = Readonly<Record<string, unknown>>;

function Live({ module, stage, props }: { readonly module: PlaygroundPreviewModule; readonly stage: HTMLElement; readonly props: Props }) {
  useEffect(() => {
    stage.dataset['state'] = 'live';
  }, [stage]);
  // Overlays are drawn open in a static frame beside their live trigger, as on the server (render-playground.tsx).
  return (
    <OverlayShowcase>
      <module.default {...props} />
    </OverlayShowcase>
  );
}

export interface LivePreview {
  render(props: Props): void;
  unmount(): void;
}

export async function mountPreview(stage: HTMLElement, component: string, props: Props, identifierPrefix: string): Promise<LivePreview> {
  const module = await loadPlaygroundPreview(component);
  const element = (next: Props) => <Live module={module} stage={stage} props={next} />;
  const rendered = stage.querySelector(`:scope > .${EXAMPLE_ROOT_CLASS}`);
  let leaving = false;
  let root!: Root;
  if (rendered !== null) {
    const onRecoverableError = (error: unknown) => {
      if (!leaving) reportError(error);
    };
    startTransition(() => {
      root = hydrateRoot(rendered, element(props), { identifierPrefix, onRecoverableError });
    });
  } else {
    // The stage itself cannot be a root: the page's React owns it (and its empty markup).
    const container = document.createElement('div');
    container.className = EXAMPLE_ROOT_CLASS;
    stage.replaceChildren(container);
    root = createRoot(container, { identifierPrefix });
    startTransition(() => root.render(element(props)));
  }
  return {
    render(next) {
      root.render(element(next));
    },
    unmount() {
      leaving = true;
      root.unmount();
    },
  };
}
