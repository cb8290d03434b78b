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
  /**
   * The page shown was opened by a link at its top, with no anchor or search highlight to find in it: what is
   * below its first screen may render after the first paint (article/first-screen.ts). Absent: it was not.
   */
  readonly opensAtTop?: boolean;
}

export const RouterContext = createContext<RouterState | null>(null);

export function useRouter(): RouterState {
  return useRequiredContext(RouterContext, 'useRouter must be used within a RouterContext.Provider');
}
