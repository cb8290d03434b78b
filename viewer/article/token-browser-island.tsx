/**
 * The token browser as a React root of its own (docs/performance.md, What hydrates), for an article
 * shown as the server's markup, which React does not hydrate (static-article.ts): use-static-article.ts loads this
 * chunk when the browser comes near the viewport or the reader reaches for it. It follows the visit's theme
 * through the preference store, as the header's actions do, and renders the server's theme while it hydrates.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PortalData } from '../../core/portal';
import { reportError } from '../logging/report-error';
import { ThemeContext } from '../state/theme-context';
import { usePreferences } from '../state/use-preferences';
import { TokenBrowserPanel } from './TokenBrowser';

function TokenBrowserIsland({ data }: { readonly data: PortalData }) {
  const { theme } = usePreferences(data);
  return (
    <ThemeContext.Provider value={theme}>
      <TokenBrowserPanel />
    </ThemeContext.Provider>
  );
}

/** Hydrates the browser in `container` (its TokenBrowser element); unmounting is quiet while it still hydrates. */
export function mountTokenBrowser(container: Element, data: PortalData): { unmount(): void } {
  let leaving = false;
  let root!: ReturnType<typeof hydrateRoot>;
  // A transition, like the app's own hydration: time-sliced.
  startTransition(() => {
    root = hydrateRoot(container, <TokenBrowserIsland data={data} />, {
      onRecoverableError: (error) => {
        if (!leaving) reportError(error);
      },
    });
  });
  return {
    unmount() {
      leaving = true;
      root.unmount();
    },
  };
}
