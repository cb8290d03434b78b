/**
 * Public names of the consent-string decoders (docs/cli.md, Consent strings):
 * the store's .consent, IAB TCF and GPP, OneTrust and Cookiebot; what each
 * says per store category; and where signals disagree.
 */
export {
  CONSENT_STRING_COOKIES,
  CONSENT_STRING_NAMES,
  consentSignalOf,
  consentStringKindOf,
  decodeConsentString,
  describeConsentString,
} from './decode-consent-string';
export type { DecodedConsentString, DecodedStoreConsent } from './decode-consent-string';
export { SIGNAL_CATEGORIES, signalsDisagree } from './consent-signals';
export type { CategorySignals, ConsentSignal, ConsentStringKind, SignalCategory, SignalDisagreement } from './consent-signals';
export { MAX_CONSENT_STRING_LENGTH } from './limits';
export { decodeTcString } from './tcf-string';
export type { DecodedTcString } from './tcf-string';
export { decodeGppString } from './gpp-string';
export type { DecodedGppString, GppSection } from './gpp-string';
export { decodeOneTrustCookie } from './onetrust-cookie';
export type { DecodedOneTrustCookie, OneTrustGroup } from './onetrust-cookie';
export { decodeCookiebotCookie } from './cookiebot-cookie';
export type { DecodedCookiebotCookie } from './cookiebot-cookie';
