/**
 * Public names of the cookie audit: the Set-Cookie line, the consent states
 * an audit runs under, and the comparison of what a page stored with the
 * registry (SPEC §3 Cookie registry, §5 Cookie writing).
 */
export { askedLifetimeMs, browserRejections, formatSetCookieLine, parseSetCookieLine, setCookieLifetimeMs } from './set-cookie-line';
export type { SetCookie, SetCookieParse } from './set-cookie-line';
export {
  EACH_AUDIT_CONSENT,
  auditConsentCookies,
  consentNeededFor,
  describeAuditConsent,
  isCategoryGranted,
  parseAuditConsent,
} from './audit-consent';
export type { AuditConsent } from './audit-consent';
export {
  EXPIRY_TOLERANCE_FIXED_MS,
  EXPIRY_TOLERANCE_RATIO,
  allowedLifetimeMs,
  checkLifetime,
  describeLifetime,
  diffCookieAttributes,
} from './cookie-expectations';
export type { AttributeDifference, CookieAttributes, ExpiryVerdict } from './cookie-expectations';
export {
  FINDING_SEVERITY,
  checkCookie,
  checkStorageKey,
  finding,
  resolveCookieDefinition,
  summarizeFindings,
} from './audit-findings';
export type {
  AuditFinding,
  CookieCheckOptions,
  CookieSource,
  FindingArea,
  FindingKind,
  FindingSeverity,
  ObservedCookie,
  ObservedStorageKey,
  WriteSource,
} from './audit-findings';
export { auditObservation } from './state-findings';
export type { BlockedCookie, ConsentChange, ObservedConsentString, PrivateRequest, StateObservation } from './state-findings';
export { auditProblems, compareWithBaseline, consentIgnored, isFailing, problemKey, type AuditBaseline } from './audit-problems';
export type { AuditProblem, StateFindings } from './audit-problems';
export { parseBaseline } from './audit-baseline';
export { fixedSinceBaseline, type FixedProblem } from './baseline-fixed';
export { escapeGithubCommandData, escapeGithubCommandProperty, escapeSarifText, escapeXmlText } from './ci-escaping';
export { formatJsonPath, parseRegistryFile, parseRegistryFileText } from './registry-file';
export type { RegistryFile } from './registry-file';
export { escapeJsonText, escapeMarkdownText, escapeTerminalText } from './output-escaping';
export { isLocalhostName, isPrivateAddress, privateNetworkVerdict } from './private-network';
export type { NetworkEndpoint, PrivateNetworkVerdict } from './private-network';
