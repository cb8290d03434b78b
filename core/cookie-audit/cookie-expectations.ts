/**
 * What the registry expects of one cookie a browser holds: its lifetime (the
 * registry duration under the 400-day cap, plus a small tolerance) and its
 * attributes (secure, httpOnly, sameSite, path).
 */
import type { CookieDefinition, CookieSameSite } from '../cookies/cookie-definition';
import { MAX_COOKIE_LIFETIME_MS } from '../cookies/cookie-writing';

/**
 * Slack on top of the registry duration: 60 s for the time between writing
 * and reading a cookie (and clocks that differ by a little), plus 1 % of the
 * duration for writers that round up to the day or the hour.
 */
export const EXPIRY_TOLERANCE_FIXED_MS = 60_000;
export const EXPIRY_TOLERANCE_RATIO = 0.01;

/**
 * The longest lifetime a cookie may have, or null when the registry gives
 * no duration (nothing to check). Duration 0 (session only) allows no expiry
 * at all, which the caller checks separately.
 *
 * @example allowedLifetimeMs(7_200_000) // 7_332_000 (2 h + 60 s + 72 s)
 */
export function allowedLifetimeMs(duration: number | undefined): number | null {
  if (duration === undefined) return null;
  const expected = Math.min(duration, MAX_COOKIE_LIFETIME_MS);
  return expected + EXPIRY_TOLERANCE_FIXED_MS + Math.floor(expected * EXPIRY_TOLERANCE_RATIO);
}

export type ExpiryVerdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'persistent-session-cookie' | 'too-long';
      readonly expectedMs: number;
      readonly actualMs: number;
    };

/**
 * Holds a lifetime (null for a session cookie) against the registry duration.
 *
 * @example checkLifetime(0, 3_600_000) // { ok: false, reason: 'persistent-session-cookie', expectedMs: 0, actualMs: 3_600_000 }
 */
export function checkLifetime(duration: number | undefined, lifetimeMs: number | null): ExpiryVerdict {
  if (duration === undefined || lifetimeMs === null) return { ok: true };
  if (duration === 0) return { ok: false, reason: 'persistent-session-cookie', expectedMs: 0, actualMs: lifetimeMs };
  const allowed = allowedLifetimeMs(duration) ?? Number.POSITIVE_INFINITY;
  if (lifetimeMs <= allowed) return { ok: true };
  return { ok: false, reason: 'too-long', expectedMs: Math.min(duration, MAX_COOKIE_LIFETIME_MS), actualMs: lifetimeMs };
}

/** The attributes the audit compares; what a browser reports for a stored cookie. */
export interface CookieAttributes {
  readonly secure: boolean;
  readonly httpOnly: boolean;
  /** Absent SameSite is what the browser applied: Lax in current browsers. */
  readonly sameSite: CookieSameSite;
  readonly path: string;
}

export interface AttributeDifference {
  readonly attribute: keyof CookieAttributes;
  readonly expected: string;
  readonly actual: string;
}

/**
 * The attributes that differ from the registry entry. A registry entry
 * without sameSite expects the browsers' default, Lax (RFC 6265bis).
 *
 * @example diffCookieAttributes(definition, { secure: false, httpOnly: false, sameSite: 'lax', path: '/' })
 * // [{ attribute: 'secure', expected: 'true', actual: 'false' }] for a secure entry
 */
export function diffCookieAttributes(definition: CookieDefinition, actual: CookieAttributes): AttributeDifference[] {
  const expected: CookieAttributes = {
    secure: definition.secure,
    httpOnly: definition.httpOnly,
    sameSite: definition.sameSite ?? 'lax',
    path: definition.path,
  };
  const differences: AttributeDifference[] = [];
  for (const attribute of ['secure', 'httpOnly', 'sameSite', 'path'] as const) {
    if (expected[attribute] !== actual[attribute]) {
      differences.push({ attribute, expected: String(expected[attribute]), actual: String(actual[attribute]) });
    }
  }
  return differences;
}

const DAY = 24 * 60 * 60 * 1000;

/** A lifetime in readable words: '365 days', '2 hours', '1 minute', '1.5 hours', '45 seconds'. */
export function describeLifetime(ms: number): string {
  if (ms >= DAY) return count(round(ms / DAY), 'day');
  if (ms >= 60 * 60 * 1000) return count(round(ms / 3_600_000), 'hour');
  if (ms >= 60_000) return count(round(ms / 60_000), 'minute');
  return count(round(ms / 1000), 'second');
}

function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
