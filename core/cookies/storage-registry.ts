/**
 * The web-storage keys the portal itself uses, declared beside the cookie
 * registry so a cookie audit can tell a known key from an unknown one. The
 * SPEC lists only cookies; these are the portal's own additions.
 */
import type { CookieCategory } from './cookie-definition';

export interface StorageDefinition {
  readonly key: string;
  /** 'indexedDB': `key` is a database name (a store's registry file may declare one). */
  readonly area: 'local' | 'session' | 'indexedDB';
  readonly category: CookieCategory;
  readonly description: string;
}

/** Back/forward and reload return to where the reader was; kept for the tab's life only. */
export const SCROLL_POSITIONS_STORAGE_KEY = 'harbor:scroll-positions';

export const storageRegistry: readonly StorageDefinition[] = Object.freeze([
  Object.freeze({
    key: SCROLL_POSITIONS_STORAGE_KEY,
    area: 'session',
    category: 'Essential',
    description: 'scroll position per history entry, for back, forward and reload',
  } as const),
]);
