/**
 * Which keyboard shortcut modifier the reader's platform uses (SPEC §2: Ctrl+K
 * on Windows, Cmd+K on macOS; Linux uses Ctrl too). Read in the browser only;
 * the server renders the Ctrl form.
 */
import { useSyncExternalStore } from 'react';

export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

const subscribeNever = () => () => undefined;

/** True on Apple platforms, false during server rendering and hydration's first pass. */
export function useIsApplePlatform(): boolean {
  return useSyncExternalStore(subscribeNever, isApplePlatform, () => false);
}
