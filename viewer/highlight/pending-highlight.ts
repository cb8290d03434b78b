/**
 * The search a reader came from, handed from the search overlay to the page
 * it opens: the words the chosen result matched, for that page's route only.
 * Kept in sessionStorage so a full page load (a failed client navigation)
 * still highlights; read once, then forgotten.
 */
const STORAGE_KEY = 'harbor.search-highlight';

interface Pending {
  readonly route: string;
  readonly words: readonly string[];
}

export function rememberHighlight(route: string, words: readonly string[]): void {
  try {
    if (words.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ route, words } satisfies Pending));
  } catch {
    // Storage refused (private mode, quota): the page opens without highlights.
  }
}

/** Whether words wait to be highlighted on this route; nothing is forgotten (the page's view takes them). */
export function hasPendingHighlight(route: string): boolean {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text !== null && (JSON.parse(text) as Partial<Pending>).route === route;
  } catch {
    return false;
  }
}

/** The words to highlight on this route, or null; whatever was pending is forgotten either way. */
export function takeHighlight(route: string): readonly string[] | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    if (text === null) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const pending = JSON.parse(text) as Partial<Pending>;
    if (pending.route !== route || !Array.isArray(pending.words)) return null;
    const words = pending.words.filter((word): word is string => typeof word === 'string' && word !== '');
    return words.length === 0 ? null : words;
  } catch {
    return null;
  }
}
