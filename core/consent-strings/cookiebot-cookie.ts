/**
 * Reads Cookiebot's `CookieConsent` cookie: a URL-encoded object literal
 * (`{stamp:'…',necessary:true,preferences:false,statistics:true,marketing:false,method:'explicit',ver:1,utc:…,region:'ch'}`),
 * or `-1` where the visitor's region needs no consent.
 */
import { fail, ok, type Result } from '../result';
import type { CategorySignals, ConsentSignal, SignalCategory } from './consent-signals';
import { MAX_CONSENT_STRING_LENGTH } from './limits';

export interface DecodedCookiebotCookie {
  readonly kind: 'cookiebot';
  /** false when the value is -1: Cookiebot asked for no consent in this region. */
  readonly consentRequired: boolean;
  readonly groups: readonly { readonly id: 'necessary' | 'preferences' | 'statistics' | 'marketing'; readonly consented: boolean }[];
  readonly method: string | null;
  readonly version: string | null;
  /** When the choice was made, ISO, from `utc` (epoch milliseconds). */
  readonly updated: string | null;
  readonly region: string | null;
  readonly stamp: string | null;
}

const GROUPS = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
const CATEGORY_OF = { preferences: 'Functional', statistics: 'Performance', marketing: 'Marketing' } as const;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Whether a value has the shape of a CookieConsent cookie. */
export function looksLikeCookiebotCookie(value: string): boolean {
  if (value.length > MAX_CONSENT_STRING_LENGTH) return false;
  const text = decoded(value) ?? value;
  return text === '-1' || (/^\{.*\}$/s.test(text) && /necessary\s*:/.test(text));
}

/**
 * The groups of a CookieConsent value, or why it is none. Never throws.
 *
 * @example decodeCookiebotCookie("{necessary:true,preferences:false,statistics:true,marketing:false}").ok // true
 */
export function decodeCookiebotCookie(value: string): Result<DecodedCookiebotCookie> {
  if (typeof value !== 'string' || value.length > MAX_CONSENT_STRING_LENGTH) {
    return fail({ code: 'consentString.tooLong', message: `is longer than a cookie holds (${MAX_CONSENT_STRING_LENGTH} characters)` });
  }
  const text = decoded(value);
  if (text === null) return fail({ code: 'cookiebot.invalid', message: 'not URL-encoded text' });
  const none = { method: null, version: null, updated: null, region: null, stamp: null };
  if (text.trim() === '-1') return ok({ kind: 'cookiebot', consentRequired: false, groups: [], ...none });
  const body = /^\s*\{(.*)\}\s*$/s.exec(text)?.[1];
  if (body === undefined) {
    return fail({ code: 'cookiebot.invalid', message: 'expected {necessary:true,preferences:…,statistics:…,marketing:…} or -1' });
  }
  const fields = new Map<string, string>();
  for (const part of body.split(',')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const name = part.slice(0, colon).trim();
    if (!fields.has(name))
      fields.set(
        name,
        part
          .slice(colon + 1)
          .trim()
          .replace(/^'(.*)'$/s, '$1'),
      );
  }
  const groups = [];
  for (const id of GROUPS) {
    const flag = fields.get(id);
    if (flag !== 'true' && flag !== 'false') {
      return fail({ code: 'cookiebot.invalid', message: `${id}: expected true or false, found ${JSON.stringify(flag ?? null)}` });
    }
    groups.push({ id, consented: flag === 'true' });
  }
  const utc = Number(fields.get('utc'));
  // Epoch milliseconds up to the year 9999, where an ISO date can still be written.
  const updated = Number.isSafeInteger(utc) && utc >= 0 && utc <= 253_402_300_799_000 ? isoOf(utc) : null;
  return ok({
    kind: 'cookiebot',
    consentRequired: true,
    groups,
    method: fields.get('method') ?? null,
    version: fields.get('ver') ?? null,
    updated,
    region: fields.get('region') ?? null,
    stamp: fields.get('stamp') ?? null,
  });
}

function isoOf(milliseconds: number): string {
  return new Date(milliseconds).toISOString();
}

/** What Cookiebot's groups say per store category: preferences, statistics and marketing. */
export function cookiebotSignal(source: string, decodedCookie: DecodedCookiebotCookie): ConsentSignal {
  const categories: CategorySignals = {};
  const evidence: Partial<Record<SignalCategory, string>> = {};
  for (const group of decodedCookie.groups) {
    if (group.id === 'necessary') continue;
    const category = CATEGORY_OF[group.id];
    categories[category] = group.consented;
    evidence[category] = `${group.id}:${String(group.consented)}`;
  }
  return { source, kind: 'cookiebot', categories, evidence };
}
