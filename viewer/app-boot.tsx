/**
 * The app (router, layout, navigation, footer, the page's view), hydrated after the first load: when the page is
 * idle or on the reader's first intent (entry-client.tsx). The header's actions are already live in a root of their
 * own, which the app's header leaves alone (layout/HeaderActions.tsx).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import type { EmbeddedPortalData } from './document/embedded-portal-data';
import { reportError } from './logging/report-error';
import { wholeFirstPageData } from './routing/first-page-body';
import { loadHydrationChunks } from './views/view-chunks';
import './styles/later-parts';

export async function hydrateApp(root: Element, embedded: EmbeddedPortalData): Promise<void> {
  // The article's tree, which the document left out, and the page's view, a chunk of its own (views/view-chunks.ts).
  const initialData = await wholeFirstPageData(embedded);
  await loadHydrationChunks(initialData);
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Lighthouse Total Blocking Time on a phone, docs/performance.md).
  startTransition(() => {
    // React's own reports go through the client logger too (SPEC §8 suppression and duplicate window).
    hydrateRoot(root, <App initialData={initialData} />, { onRecoverableError: reportError, onUncaughtError: reportError });
  });
}
