/**
 * The portal app shared by server and client: the providers (router,
 * authorization, theme, dev mode, drawer) around the layout.
 */
// The shared styles first, so every component's CSS comes after them and may override them.
import '@harbor/tokens/tokens.css';
import '@harbor/tokens/fonts.css';
import './styles/base.css';
import './styles/print.css';
import { useEffect, useMemo } from 'react';
import type { PortalData } from '../core/portal';
import { AuthorizationContext } from './state/authorization-context';
import { ReaderContexts } from './state/ReaderContexts';
import { usePreferences } from './state/use-preferences';
import { useDrawerState } from './state/use-drawer-state';
import { whenIdle } from './state/when-idle';
import { publishRouter } from './routing/router-bridge';
import { usePortalRouter } from './routing/use-portal-router';
import { useDocumentHead } from './document/use-document-head';
import { Layout } from './layout/Layout';
import { preloadAllViewChunks } from './views/view-chunks';

export interface AppProps {
  readonly initialData: PortalData;
}

export function App({ initialData }: AppProps) {
  const router = usePortalRouter(initialData);
  const { theme, devMode } = usePreferences(initialData);
  const drawer = useDrawerState(router.route);
  const isAuthorized = router.data.isAuthorized;
  const authorization = useMemo(() => ({ isAuthorized }), [isAuthorized]);
  useDocumentHead(router.data, theme.theme);
  // Marks the document as interactive (the browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
  }, []);
  // The header's actions, a root of their own, follow this router (routing/router-bridge.ts).
  useEffect(() => publishRouter(router), [router]);
  // The other kinds of view load when the page is idle, so that a navigation to one does not wait for its code.
  useEffect(() => whenIdle(preloadAllViewChunks), []);

  return (
    <AuthorizationContext.Provider value={authorization}>
      <ReaderContexts router={router} theme={theme} devMode={devMode} drawer={drawer}>
        <Layout />
      </ReaderContexts>
    </AuthorizationContext.Provider>
  );
}
