/**
 * Public names of the consent rules: the consent cookie, the device consent,
 * per-category evaluation, completeness, personalization and consent sync
 * (SPEC §3, §4, §5, §8, §9).
 */
export {
  CONSENT_CATEGORIES,
  CONSENT_CATEGORY_CODES,
  consentCategoryFromCode,
  consentCodeFromCategory,
} from './consent-category';
export type { ConsentCategory, ConsentCode, ConsentValues } from './consent-category';
export type { ConsentRecord, ConsentSource, ConsentType } from './consent-record';
export { parseConsentCookie, parseConsentCookieDetailed } from './parse-consent-cookie';
export type {
  ConsentCookieIssue,
  ConsentCookieIssueCode,
  ConsentCookieResult,
  ParsedConsentCookie,
} from './parse-consent-cookie';
export { serializeConsentCookie } from './serialize-consent-cookie';
export type { SerializableConsent } from './serialize-consent-cookie';
export {
  DEFAULT_DEVICE_CONSENT_TIMESTAMP,
  formatConsentTimestamp,
  parseConsentTimestamp,
  readConsentTimestamp,
} from './consent-timestamp';
export { consentValueHints } from './consent-value-hints';
export { explainConsentSync } from './consent-sync-reasons';
export type { ConsentSyncReasonInput } from './consent-sync-reasons';
export { buildDeviceConsent } from './device-consent';
export { consentChoiceCookies } from './consent-choice-cookies';
export { applyGlobalPrivacyControl, isGpcApplied, isGpcHeaderSet } from './global-privacy-control';
export type { ConsentChoice } from './consent-choice-cookies';
export type { DeviceConsentInput } from './device-consent';
export { DEFAULT_REQUIRED_CONSENT_VERSIONS, evaluateConsent } from './evaluate-consent';
export type { ConsentEvaluation, ConsentState, RequiredConsentVersions } from './evaluate-consent';
export { isConsentComplete } from './consent-completeness';
export { decidePersonalization } from './personalization';
export type { PersonalizationDecision, PersonalizationInput, PersonalizationStatus } from './personalization';
export { decideConsentSync } from './consent-sync';
export type { ConsentSyncDecision, ConsentSyncDecisionKind, ConsentSyncInput } from './consent-sync';
