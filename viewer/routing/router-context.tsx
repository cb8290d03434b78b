/**
 * Client-side navigation between portal pages: the current route and data,
 * and navigate() for internal links.
 */
import { createContext } from 'react';
import type { PortalData } from '../../core/portal';
import { useRequiredContext } from '../state/require-context';

export interface RouterState {
  readonly data: PortalData;
  readonly route: string;
  /** Goes to a route (optionally with '#anchor'), pushing a history entry. */
  readonly navigate: (target: string, options?: { readonly replace?: boolean }) => void;
  readonly isNavigating: boolean;
}

export const RouterContext = createContext<RouterState | null>(null);

export function useRouter(): RouterState {
  return useRequiredContext(RouterContext, 'useRouter must be used within a RouterContext.Provider');
}
