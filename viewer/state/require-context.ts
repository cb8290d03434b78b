/**
 * Reads a context that must have a provider above it; throws the SPEC §8
 * developer error otherwise (not user-facing).
 */
import { useContext, type Context } from 'react';

export function useRequiredContext<T>(context: Context<T | null>, message: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(message);
  return value;
}
