/**
 * Loads the cookie and consent rules only when a preference is written or the
 * cookie settings open: the registry and consent parsing are not needed to
 * show a page, so they stay out of the first-load JavaScript (docs/performance.md).
 */
type PreferenceWrites = typeof import('./document-cookies').preferenceWrites;

export function loadDocumentCookies() {
  return import('./document-cookies');
}

/** `<html data-cookie-writes-settled>`: how many preference writes have been decided, written or refused. */
export const COOKIE_WRITES_SETTLED_ATTRIBUTE = 'data-cookie-writes-settled';

let settledWrites = 0;

/**
 * Writes a preference cookie when consent allows; resolves to whether it was
 * written. Each settled write is counted on the root element, as hydration is
 * marked there, so that a browser test can wait for the decision instead of
 * for a fixed time before it checks that no cookie was written.
 */
export async function writePreferenceLater<K extends keyof PreferenceWrites>(
  preference: K,
  value: Parameters<PreferenceWrites[K]>[0],
): Promise<boolean> {
  try {
    const cookies = await loadDocumentCookies();
    // The cookie names and values come from the registry, which loads with this chunk, not with the page.
    return (cookies.preferenceWrites[preference] as (value: unknown) => boolean)(value);
  } finally {
    settledWrites += 1;
    document.documentElement.setAttribute(COOKIE_WRITES_SETTLED_ATTRIBUTE, String(settledWrites));
  }
}
