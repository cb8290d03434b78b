/**
 * Dev mode (SPEC §4): on or off, started from the dev-mode cookie by the
 * server, then owned by the client for the visit.
 */
import { createContext } from 'react';
import { DEV_MODE_CONTEXT_MISSING } from '../../core/errors';
import { useRequiredContext } from './require-context';

export interface DevModeState {
  readonly isDevMode: boolean;
  /** Switches dev mode for the visit; it is remembered in the cookie when consent allows (SPEC §5). */
  readonly setDevMode: (on: boolean) => void;
}

export const DevModeContext = createContext<DevModeState | null>(null);

/** SPEC §8: throws 'useIsDevMode must be used within a DevModeContext.Provider'. */
export function useIsDevMode(): boolean {
  return useRequiredContext(DevModeContext, DEV_MODE_CONTEXT_MISSING).isDevMode;
}

/** Dev mode with its setter; the same §8 error outside the provider. */
export function useDevMode(): DevModeState {
  return useRequiredContext(DevModeContext, DEV_MODE_CONTEXT_MISSING);
}
