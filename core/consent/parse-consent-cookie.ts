/**
 * Reads the `.consent` cookie string (SPEC §5 Consent cookie string): segments
 * of a two-lowercase-letter code and digits, ending in 'e' (EXPLICIT) or 'i'
 * (IMPLICIT). Invalid values are ignored (SPEC §8); the detailed variant says why.
 */
import type { Issue } from '../result';
import { consentCategoryFromCode, type ConsentCategory, type ConsentValues } from './consent-category';
import type { ConsentType } from './consent-record';

export interface ParsedConsentCookie {
  readonly values: ConsentValues;
  readonly type: ConsentType;
}

export type ConsentCookieIssueCode =
  | 'consent.notAString'
  | 'consent.empty'
  | 'consent.badEnding'
  | 'consent.noSegments'
  | 'consent.badSegment'
  | 'consent.unknownCode'
  | 'consent.duplicateCode'
  | 'consent.numberTooLarge';

export interface ConsentCookieIssue extends Issue {
  readonly code: ConsentCookieIssueCode;
  /** 0-based UTF-16 index in the cookie value where the problem starts. */
  readonly offset: number;
}

/** The docs/style.md result shape; assignable to `Result<ParsedConsentCookie>` from core/result. */
export type ConsentCookieResult =
  | { readonly ok: true; readonly value: ParsedConsentCookie }
  | { readonly ok: false; readonly issues: readonly ConsentCookieIssue[] };

// Structural problems stop the scan at once; the others are collected, up to
// this many, so a hostile cookie cannot produce an unbounded issue list.
const MAX_ISSUES = 20;
// Longest digit run (leading zeros aside) that can still be a safe integer:
// Number.MAX_SAFE_INTEGER has 16 digits.
const MAX_SAFE_DIGITS = String(Number.MAX_SAFE_INTEGER).length;
const SNIPPET_LENGTH = 16;

const isLowercaseLetter = (c: number): boolean => c >= 0x61 && c <= 0x7a;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

// JSON.stringify escapes control characters and lone surrogates, so the
// message stays printable whatever the cookie holds.
function quote(value: string, start: number): string {
  const end = Math.min(value.length, start + SNIPPET_LENGTH);
  return JSON.stringify(value.slice(start, end)) + (end < value.length ? '…' : '');
}

/**
 * Parses a consent cookie value and explains every problem with a stable code,
 * a path and the character offset.
 *
 * @example parseConsentCookieDetailed('sn1pe1fu1ma1e')
 * // { ok: true, value: { values: { StrictlyNecessary: 1, Performance: 1, Personalization: 1, Marketing: 1 }, type: 'EXPLICIT' } }
 */
export function parseConsentCookieDetailed(value: string): ConsentCookieResult {
  const failWith = (...issues: ConsentCookieIssue[]): ConsentCookieResult => ({ ok: false, issues });
  if (typeof value !== 'string') {
    return failWith({ code: 'consent.notAString', message: 'expected the consent cookie value to be a string', path: [], offset: 0 });
  }
  if (value.length === 0) {
    return failWith({ code: 'consent.empty', message: 'the consent cookie value is empty', path: [], offset: 0 });
  }
  const end = value.length - 1;
  const ending = value.charCodeAt(end);
  // SPEC §3 Consent: 'e' means EXPLICIT, 'i' means IMPLICIT; nothing else ends a valid value.
  const type: ConsentType | null = ending === 0x65 ? 'EXPLICIT' : ending === 0x69 ? 'IMPLICIT' : null;
  if (type === null) {
    return failWith({
      code: 'consent.badEnding',
      message: `expected the value to end in 'e' (EXPLICIT) or 'i' (IMPLICIT), found ${quote(value, end)} at character ${end}`,
      path: ['ending'],
      offset: end,
    });
  }
  // Decision (SPEC silent): a value is "a sequence of segments"; a lone 'e' or
  // 'i' carries no consent at all, so it is rejected rather than read as empty.
  if (end === 0) {
    return failWith({
      code: 'consent.noSegments',
      message: `expected at least one segment such as "fu1" before the final ${quote(value, end)}`,
      path: ['segments'],
      offset: 0,
    });
  }

  const values: ConsentValues = {};
  const seen = new Set<ConsentCategory>();
  const issues: ConsentCookieIssue[] = [];
  let segment = 0;
  let i = 0;
  // One left-to-right pass without regular expressions keeps huge inputs linear.
  while (i < end && issues.length < MAX_ISSUES) {
    const start = i;
    const hasCode = start + 1 < end && isLowercaseLetter(value.charCodeAt(start)) && isLowercaseLetter(value.charCodeAt(start + 1));
    let digitsEnd = start + 2;
    while (hasCode && digitsEnd < end && isDigit(value.charCodeAt(digitsEnd))) digitsEnd += 1;
    if (!hasCode || digitsEnd === start + 2) {
      // SPEC §5: every segment is two lowercase letters followed by digits.
      // After a malformed segment the boundaries are unknown, so stop here.
      issues.push({
        code: 'consent.badSegment',
        message: `segment ${segment} at character ${start}: expected two lowercase letters followed by digits, found ${quote(value, start)}`,
        path: ['segments', segment],
        offset: start,
      });
      break;
    }
    const code = value.slice(start, start + 2);
    const category = consentCategoryFromCode(code);
    const version = readVersion(value, start + 2, digitsEnd);
    if (category === null) {
      issues.push({
        code: 'consent.unknownCode',
        message: `segment ${segment} at character ${start}: unknown category code ${JSON.stringify(code)}; expected one of sn, pe, fu, ma, im`,
        path: ['segments', segment, 'code'],
        offset: start,
      });
    } else if (seen.has(category)) {
      // Decision (SPEC silent): a repeated code is ambiguous (first or last
      // wins?), so the whole value is rejected.
      issues.push({
        code: 'consent.duplicateCode',
        message: `segment ${segment} at character ${start}: category code ${JSON.stringify(code)} appears more than once`,
        path: ['segments', segment, 'code'],
        offset: start,
      });
    } else {
      seen.add(category);
    }
    if (version === null) {
      issues.push({
        code: 'consent.numberTooLarge',
        message: `segment ${segment} at character ${start + 2}: the version is larger than ${Number.MAX_SAFE_INTEGER}`,
        path: ['segments', segment, 'version'],
        offset: start + 2,
      });
    } else if (category !== null && issues.length === 0) {
      values[category] = version;
    }
    segment += 1;
    i = digitsEnd;
  }
  // One segment can add two issues, so trim to the cap.
  if (issues.length > 0) return { ok: false, issues: issues.slice(0, MAX_ISSUES) };
  return { ok: true, value: { values, type } };
}

// SPEC §5: "each number parses as an integer". Digits only, so the only way to
// fail is size; leading zeros are accepted (Decision: "fu01" is version 1).
function readVersion(value: string, start: number, end: number): number | null {
  let first = start;
  while (first < end && value.charCodeAt(first) === 0x30) first += 1;
  if (end - first > MAX_SAFE_DIGITS) return null;
  const version = first === end ? 0 : Number(value.slice(first, end));
  return Number.isSafeInteger(version) ? version : null;
}

/**
 * Parses a consent cookie value; null when it is invalid (SPEC §5, §8: ignored).
 *
 * @example parseConsentCookie('pe1fu0ma2i') // { values: { Performance: 1, Personalization: 0, Marketing: 2 }, type: 'IMPLICIT' }
 */
export function parseConsentCookie(value: string): ParsedConsentCookie | null {
  const result = parseConsentCookieDetailed(value);
  return result.ok ? result.value : null;
}
