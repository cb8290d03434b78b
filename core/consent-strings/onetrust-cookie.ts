/**
 * Reads OneTrust's `OptanonConsent` cookie: a URL-encoded query string whose
 * `groups` field lists each cookie group with 1 (consented) or 0
 * (`groups=C0001:1,C0002:0,C0003:1,C0004:0`). OneTrust's default groups are
 * C0001 Strictly necessary, C0002 Performance, C0003 Functional, C0004
 * Targeting and C0005 Social media; a store can add its own ids.
 */
import { fail, ok, type Result } from '../result';
import type { CategorySignals, ConsentSignal, SignalCategory } from './consent-signals';
import { MAX_CONSENT_STRING_LENGTH } from './limits';

export interface OneTrustGroup {
  readonly id: string;
  /** OneTrust's default name for the id, or null for a group the store defined. */
  readonly name: string | null;
  readonly consented: boolean;
}

export interface DecodedOneTrustCookie {
  readonly kind: 'onetrust';
  readonly groups: readonly OneTrustGroup[];
  /** The other fields as written (datestamp, version, consentId, interactionCount, isGpcEnabled, geolocation, ...). */
  readonly fields: Readonly<Record<string, string>>;
}

const DEFAULT_GROUPS: Readonly<Record<string, { name: string; category: SignalCategory | null }>> = {
  C0001: { name: 'Strictly necessary', category: null },
  C0002: { name: 'Performance', category: 'Performance' },
  C0003: { name: 'Functional', category: 'Functional' },
  C0004: { name: 'Targeting', category: 'Marketing' },
  C0005: { name: 'Social media', category: 'Marketing' },
};

function formDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/** Whether a value has the shape of an OptanonConsent cookie (a query string with a groups field). */
export function looksLikeOneTrustCookie(value: string): boolean {
  return value.length <= MAX_CONSENT_STRING_LENGTH && /(^|&)groups=/.test(value);
}

/**
 * The groups and fields of an OptanonConsent value, or why it is none. Never throws.
 *
 * @example decodeOneTrustCookie('groups=C0001%3A1%2CC0004%3A0').ok // true: C0004 (Targeting) not consented
 */
export function decodeOneTrustCookie(value: string): Result<DecodedOneTrustCookie> {
  if (typeof value !== 'string' || value.length > MAX_CONSENT_STRING_LENGTH) {
    return fail({ code: 'consentString.tooLong', message: `is longer than a cookie holds (${MAX_CONSENT_STRING_LENGTH} characters)` });
  }
  const fields: Record<string, string> = {};
  for (const pair of value.split('&')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = formDecode(pair.slice(0, equals));
    const text = formDecode(pair.slice(equals + 1));
    if (name === null || text === null) {
      return fail({ code: 'onetrust.invalid', message: `field ${JSON.stringify(pair.slice(0, 40))} is not URL-encoded text` });
    }
    if (!Object.hasOwn(fields, name)) fields[name] = text;
  }
  const groupsText = fields['groups'];
  if (groupsText === undefined) {
    return fail({ code: 'onetrust.invalid', message: 'no groups field: an OptanonConsent value lists groups=C0001:1,C0002:0,...' });
  }
  const groups: OneTrustGroup[] = [];
  for (const entry of groupsText.split(',')) {
    if (entry.trim() === '') continue;
    const match = /^([A-Za-z0-9_-]{1,64}):([01])$/.exec(entry.trim());
    if (match === null) {
      return fail({ code: 'onetrust.invalid', message: `group ${JSON.stringify(entry.slice(0, 40))} is not id:1 or id:0` });
    }
    const id = match[1] ?? '';
    groups.push({ id, name: DEFAULT_GROUPS[id]?.name ?? null, consented: match[2] === '1' });
  }
  delete fields['groups'];
  return ok({ kind: 'onetrust', groups, fields });
}

/** What OneTrust's default groups say per store category (custom groups say nothing the store can map). */
export function oneTrustSignal(source: string, decoded: DecodedOneTrustCookie): ConsentSignal {
  const categories: CategorySignals = {};
  const evidence: Partial<Record<SignalCategory, string>> = {};
  for (const group of decoded.groups) {
    const category = DEFAULT_GROUPS[group.id]?.category ?? null;
    if (category === null) continue;
    // Social media and Targeting both stand for Marketing: granted when either is.
    categories[category] = (categories[category] ?? false) || group.consented;
    const said = `${group.id} (${group.name}) ${group.consented ? 'consented' : 'not consented'}`;
    evidence[category] = evidence[category] === undefined ? said : `${evidence[category]}, ${said}`;
  }
  return { source, kind: 'onetrust', categories, evidence };
}
