/**
 * Which keyboard shortcut modifier the reader's platform uses (SPEC §2: Ctrl+K
 * on Windows, Cmd+K on macOS; Linux uses Ctrl too). Read in the browser only;
 * the server renders the Ctrl form. Also whether the page runs in the iOS app.
 */
import { useSyncExternalStore } from 'react';
import { IOS_SETTINGS_MESSAGE_HANDLER, isIosApp } from '../../core/platform/ios-app';

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

/**
 * True inside the store's iOS app (SPEC §6): its native settings message
 * handler is installed, or the user agent carries app-platform=ios. Browser only.
 */
export function readIsIosApp(): boolean {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return false;
  const webkit = (window as Window & { webkit?: { messageHandlers?: Record<string, unknown> } }).webkit;
  return isIosApp({
    userAgent: navigator.userAgent,
    hasSettingsMessageHandler: webkit?.messageHandlers?.[IOS_SETTINGS_MESSAGE_HANDLER] !== undefined,
  });
}
