/**
 * One preview of a playground: a stage holding the component in the playground's state. The page's own preview
 * gets the server's markup and hydrates it; a theme's box starts empty and renders. Either way the component
 * lives in a React root of its own (mount-preview.tsx), which each new state re-renders.
 */
import { useEffect, useRef } from 'react';
import type { PlaygroundState } from '../../core/playground';
import type { LivePreview } from './mount-preview';
import { playgroundIdentifierPrefix } from './playground-root';

export function PlaygroundPreview({
  component,
  state,
  html,
  theme,
}: {
  readonly component: string;
  readonly state: PlaygroundState;
  /** The server's markup; '' for a preview the browser renders. */
  readonly html: string;
  /** The theme of a box of the "All themes" view; null for the page's own preview. */
  readonly theme: string | null;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const live = useRef<LivePreview | null>(null);
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    const element = stage.current;
    if (element === null) return undefined;
    let gone = false;
    const first = latest.current;
    void import('./mount-preview')
      .then(({ mountPreview }) => mountPreview(element, component, first, playgroundIdentifierPrefix(component, theme)))
      .then(
        (mounted) => {
          if (gone) setTimeout(() => mounted.unmount(), 0);
          else {
            live.current = mounted;
            // A change made while the code was loading.
            if (latest.current !== first) mounted.render(latest.current);
          }
        },
        () => {
          element.dataset['state'] = 'failed';
        },
      );
    return () => {
      gone = true;
      const mounted = live.current;
      live.current = null;
      // A preview root cannot unmount while the page's root is committing.
      if (mounted !== null) setTimeout(() => mounted.unmount(), 0);
    };
  }, [component, theme]);
  useEffect(() => {
    live.current?.render(state);
  }, [state]);
  return (
    <div
      ref={stage}
      className="example__stage playground__stage"
      data-playground-preview={theme ?? 'page'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the built preview module (render-playground.tsx)
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
