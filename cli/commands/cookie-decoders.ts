/**
 * Decodes the cookies core knows how to read (consent, consent-ts, atinfo,
 * the access-token JWT payload, dev mode) for `dsp cookies inspect`.
 */
import { ATINFO_SPEC_LINE, explainAccessTokenInfo, parseAccessTokenInfo } from '../../core/atinfo';
import { ACCESS_TOKEN_COOKIE_NAMES, decodeJwtPayload, hasAuthorizedCgid } from '../../core/auth';
import { consentValueHints, parseConsentCookieDetailed, readConsentTimestamp } from '../../core/consent';
import {
  ACCESS_TOKEN_INFO_COOKIE_KEY,
  CONSENT_COOKIE_KEY,
  CONSENT_TS_COOKIE_KEY,
  DEV_MODE_COOKIE_NAME,
  isDevModeCookieOn,
  registeredCookieName,
} from '../../core/cookies';
import { describeAtInfo } from './atinfo';
import { describeTimestamp } from './consent-format';

export interface DecodedCookie {
  readonly kind: 'consent' | 'consent-ts' | 'atinfo' | 'access-token' | 'dev-mode' | 'tcf' | 'gpp' | 'onetrust' | 'cookiebot';
  readonly valid: boolean;
  readonly value: unknown;
  /** Reasons the value is invalid, empty when valid. */
  readonly issues: readonly string[];
  /** Rows for the human-readable output. */
  readonly summary: readonly (readonly [string, string])[];
}

function decodeConsent(value: string): DecodedCookie {
  const parsed = parseConsentCookieDetailed(value);
  if (!parsed.ok) {
    const issues = parsed.issues.map((issue) => `${issue.code}: ${issue.message}`);
    const hints = consentValueHints(value).map((hint): [string, string] => ['hint', hint]);
    return {
      kind: 'consent',
      valid: false,
      value: null,
      issues: [...issues, ...hints.map(([, hint]) => `consent.hint: ${hint}`)],
      summary: [...issues.map((text): [string, string] => ['invalid', text]), ...hints],
    };
  }
  const summary: [string, string][] = [['type', parsed.value.type]];
  for (const [category, version] of Object.entries(parsed.value.values)) summary.push([category, String(version)]);
  return { kind: 'consent', valid: true, value: parsed.value, issues: [], summary };
}

function decodeConsentTimestamp(value: string): DecodedCookie {
  // The store reads any 1 to 12 hex digits; a value that only reads as a date centuries ahead, or none, is called invalid here.
  const read = readConsentTimestamp(value);
  if (!read.ok) {
    const issues = read.issues.map((issue) => `${issue.code}: ${issue.message}`);
    return { kind: 'consent-ts', valid: false, value: null, issues, summary: issues.map((text): [string, string] => ['invalid', text]) };
  }
  return { kind: 'consent-ts', valid: true, value: read.value, issues: [], summary: [['lastUpdated', describeTimestamp(read.value)]] };
}

// The same field-by-field reasons and warnings as `dsp atinfo`.
function decodeAtInfo(value: string): DecodedCookie {
  const info = parseAccessTokenInfo(value);
  const explained = explainAccessTokenInfo(value, Math.floor(Date.now() / 1000));
  const warnings = explained.warnings.map((issue): [string, string] => ['warning', `${issue.code}: ${issue.message}`]);
  if (info === null) {
    const issues = explained.issues.map((issue) => `${issue.code}: ${issue.message}`);
    const summary = [...issues.map((text): [string, string] => ['invalid', text]), ['spec', ATINFO_SPEC_LINE] as [string, string]];
    return { kind: 'atinfo', valid: false, value: null, issues, summary };
  }
  return { kind: 'atinfo', valid: true, value: info, issues: [], summary: [...describeAtInfo(info), ...warnings] };
}

function decodeAccessToken(value: string): DecodedCookie {
  const payload = decodeJwtPayload(value);
  if (!payload.ok) {
    const issues = payload.issues.map((issue) => `${issue.code}: ${issue.message}`);
    return { kind: 'access-token', valid: false, value: null, issues, summary: issues.map((text) => ['invalid', text] as const) };
  }
  const grants = hasAuthorizedCgid(value);
  return {
    kind: 'access-token',
    valid: true,
    value: payload.value,
    issues: [],
    summary: [
      ['payload (unverified)', JSON.stringify(payload.value)],
      ['authorizes (SPEC §6 rule 4)', grants ? 'yes: cgid is 5 or 26' : 'no: cgid is not 5 or 26'],
    ],
  };
}

function decodeDevMode(value: string): DecodedCookie {
  // SPEC §4 Dev mode: anything but the "on" value is off, not an error.
  const on = isDevModeCookieOn(value);
  return { kind: 'dev-mode', valid: true, value: on, issues: [], summary: [['dev mode', on ? 'on' : 'off']] };
}

/** The decoded value of a cookie core can read, or null for any other cookie. */
export function decodeCookie(name: string, value: string): DecodedCookie | null {
  if (name === registeredCookieName(CONSENT_COOKIE_KEY)) return decodeConsent(value);
  if (name === registeredCookieName(CONSENT_TS_COOKIE_KEY)) return decodeConsentTimestamp(value);
  if (name === registeredCookieName(ACCESS_TOKEN_INFO_COOKIE_KEY)) return decodeAtInfo(value);
  if (ACCESS_TOKEN_COOKIE_NAMES.includes(name)) return decodeAccessToken(value);
  if (name === DEV_MODE_COOKIE_NAME) return decodeDevMode(value);
  return null;
}
