/**
 * Whether the reader is authorized (internal), decided by the server per
 * request (SPEC §6) and read by every component that shows private things.
 */
import { createContext } from 'react';
import { AUTHORIZATION_CONTEXT_MISSING } from '../../core/errors';
import { useRequiredContext } from './require-context';

export interface AuthorizationState {
  readonly isAuthorized: boolean;
}

export const AuthorizationContext = createContext<AuthorizationState | null>(null);

/** SPEC §8: throws 'useAuthorizationContext must be used within a AuthorizationContext.Provider'. */
export function useAuthorizationContext(): AuthorizationState {
  return useRequiredContext(AuthorizationContext, AUTHORIZATION_CONTEXT_MISSING);
}
