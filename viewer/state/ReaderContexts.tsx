/**
 * The contexts both React roots of a page give their components: the app (App.tsx) and the header's actions, which
 * hydrate in a root of their own before the app (layout/header-island.tsx).
 */
import type { ContextType, ReactNode } from 'react';
import { RouterContext } from '../routing/router-context';
import { DevModeContext } from './dev-mode-context';
import { DrawerContext } from './drawer-context';
import { ThemeContext } from './theme-context';

export interface ReaderContextValues {
  readonly router: ContextType<typeof RouterContext>;
  readonly theme: ContextType<typeof ThemeContext>;
  readonly devMode: ContextType<typeof DevModeContext>;
  readonly drawer: ContextType<typeof DrawerContext>;
}

export function ReaderContexts({ router, theme, devMode, drawer, children }: ReaderContextValues & { readonly children: ReactNode }) {
  return (
    <RouterContext.Provider value={router}>
      <ThemeContext.Provider value={theme}>
        <DevModeContext.Provider value={devMode}>
          <DrawerContext.Provider value={drawer}>{children}</DrawerContext.Provider>
        </DevModeContext.Provider>
      </ThemeContext.Provider>
    </RouterContext.Provider>
  );
}
