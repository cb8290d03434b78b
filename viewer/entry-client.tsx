/**
 * Client entry: hydrates the server-rendered app from the embedded portal data.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { APP_ROOT_ID } from './document/app-root';
import { PORTAL_DATA_SELECTOR, readPortalData } from './document/serialize-portal-data';
import { reportError } from './logging/report-error';
import { loadViewChunks } from './views/view-chunks';
import './examples/component-styles';

const root = document.getElementById(APP_ROOT_ID);
if (root === null) throw new Error(`The server did not render #${APP_ROOT_ID}`);
const initialData = readPortalData(document.querySelector(PORTAL_DATA_SELECTOR));
// The page's view is a chunk of its own, preloaded by the document (views/view-chunks.ts): hydrate once it is here.
// (Not a top-level await: that would turn off Rolldown's chunk merging for the whole build.)
void loadViewChunks(initialData).then(() => {
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Lighthouse Total Blocking Time on a phone, docs/performance.md).
  startTransition(() => {
    // React's own reports go through the client logger too (SPEC §8 suppression and duplicate window).
    hydrateRoot(root, <App initialData={initialData} />, { onRecoverableError: reportError, onUncaughtError: reportError });
  });
}, reportError);
