/**
 * Scroll positions per history entry, so back/forward and reloads return to
 * where the reader was (browser I/O: history state and sessionStorage).
 */
const STORAGE_KEY = 'harbor:scroll-positions';
const MAX_ENTRIES = 100;

const positions = new Map<string, number>();
let loaded = false;

function load(): void {
  if (loaded) return;
  loaded = true;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      for (const pair of stored) {
        if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number') positions.set(pair[0], pair[1]);
      }
    }
  } catch {
    // Storage may be unavailable (privacy mode) or hold garbage: positions are a comfort, not data.
  }
}

export function rememberScroll(key: string, y: number): void {
  load();
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value as string);
}

export function recalledScroll(key: string): number | undefined {
  load();
  return positions.get(key);
}

export function persistScrollPositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // See load().
  }
}

/** A fresh key for a new history entry. */
export function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The key stored in a history state, if it holds one. */
export function entryKeyOf(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string') return state.key;
  return null;
}
