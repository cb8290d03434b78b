/**
 * Loads the cookie and consent rules only when a preference is written or the
 * cookie settings open: the registry and consent parsing are not needed to
 * show a page, so they stay out of the first-load JavaScript (README, Performance).
 */
export function loadDocumentCookies() {
  return import('./document-cookies');
}

/** Writes a registered cookie when consent allows; resolves to whether it was written. */
export async function writeCookieLater(key: string, value: string): Promise<boolean> {
  const cookies = await loadDocumentCookies();
  return cookies.writeRegisteredCookie(key, value);
}
