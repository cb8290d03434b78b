/**
 * Reads the reader's Global Privacy Control signal in the browser: the
 * `navigator.globalPrivacyControl` property, or the `Sec-GPC: 1` header the
 * server saw on the page request, which it marks as `data-gpc` on <html>.
 */
export const GPC_ATTRIBUTE = 'data-gpc';

export function readGlobalPrivacyControl(): boolean {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return false;
  const fromNavigator = (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
  return fromNavigator || document.documentElement.getAttribute(GPC_ATTRIBUTE) === '1';
}
