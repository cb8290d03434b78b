/**
 * The industry consent strings a page stored (euconsent-v2, __gpp,
 * OptanonConsent, CookieConsent), decoded for the cookie audit's report and
 * its signals-disagree check. Loaded with the browser part of the audit, so
 * the decoding libraries never load for other commands.
 */
import {
  CONSENT_STRING_COOKIES,
  CONSENT_STRING_NAMES,
  consentSignalOf,
  decodeConsentString,
  describeConsentString,
} from '../../core/consent-strings';
import type { ObservedConsentString } from '../../core/cookie-audit';

/** Each consent-string cookie in the jar but the store's own .consent (the state placed it), decoded or with why not. */
export function observedConsentStrings(cookies: readonly { readonly name: string; readonly value: string }[]): ObservedConsentString[] {
  const found: ObservedConsentString[] = [];
  const seen = new Set<string>();
  for (const cookie of cookies) {
    const kind = CONSENT_STRING_COOKIES[cookie.name];
    if (kind === undefined || kind === 'store' || seen.has(cookie.name)) continue;
    seen.add(cookie.name);
    const decoded = decodeConsentString(cookie.value, cookie.name);
    found.push(
      decoded.ok
        ? { cookie: cookie.name, kind, signal: consentSignalOf(cookie.name, decoded.value), summary: describeConsentString(decoded.value) }
        : {
            cookie: cookie.name,
            kind,
            signal: null,
            summary: [
              ['decoded as', CONSENT_STRING_NAMES[kind]],
              ['invalid', decoded.issues.map((issue) => `${issue.code}: ${issue.message}`).join('; ')],
            ],
          },
    );
  }
  return found;
}
