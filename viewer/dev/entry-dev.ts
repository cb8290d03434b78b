/**
 * The client entry under the dev server (`npm run dev`): React Fast Refresh's preamble first, since the portal's
 * documents are rendered by the server rather than from an index.html Vite could prepare; then the dev server's
 * content messages (core/dev); then the production client entry itself.
 */
/// <reference types="vite/client" />
import '@vitejs/plugin-react/preamble';
import { CONTENT_STATE_REQUEST_EVENT, CONTENT_UPDATE_EVENT, type ContentUpdate } from '../../core/dev';
import { refreshPageData } from '../routing/content-refresh';
import { showProblems } from './problem-banner';
import '../entry-client';

let shown = -1;
if (import.meta.hot) {
  import.meta.hot.on(CONTENT_UPDATE_EVENT, (update: ContentUpdate) => {
    if (update.version === shown) return;
    // The first message answers this page's request for the state it was rendered from: nothing to refetch.
    const refetch = shown !== -1;
    shown = update.version;
    // Tests and tools can tell that this page listens for rebuilds.
    document.documentElement.dataset['devServer'] = 'connected';
    showProblems(update.problems);
    if (refetch) refreshPageData();
  });
  import.meta.hot.send(CONTENT_STATE_REQUEST_EVENT);
}
