/**
 * What the drawer holds (SPEC §2 Drawer, §4 Search): the mobile navigation or
 * the search panel, never both, so one value models the exclusion.
 */
import { createContext } from 'react';
import { useRequiredContext } from './require-context';

export type DrawerContent = 'closed' | 'navigation' | 'search';

export interface DrawerState {
  readonly drawer: DrawerContent;
  readonly setDrawer: (content: DrawerContent) => void;
  /** Search open/closed, toggled by the button or the shortcut (SPEC §4). */
  readonly toggleSearch: () => void;
  readonly toggleNavigation: () => void;
}

export const DrawerContext = createContext<DrawerState | null>(null);

export function useDrawer(): DrawerState {
  return useRequiredContext(DrawerContext, 'useDrawer must be used within a DrawerContext.Provider');
}
