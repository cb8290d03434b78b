/**
 * Google Consent Mode v2 as a request carries it (docs/cli.md, Cookie audit):
 * `gcs` (G1 + ad_storage + analytics_storage, each 1 granted, 0 denied, - not
 * set) and `gcd` (two digits, then a letter and a digit for each of
 * ad_storage, analytics_storage, ad_user_data and ad_personalization, each
 * letter naming the default and the update: l not set; p, q, m, u denied;
 * t, r, n, v granted), read from a query string or a body of such lines.
 * What each signal grants in store terms: the ad signals Marketing,
 * analytics_storage Performance.
 */
import type { CookieCategory } from '../cookies/cookie-definition';

export type ConsentModeSignal = 'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization';
export type ConsentModeValue = 'granted' | 'denied';

/** One hit's Consent Mode parameters, decoded; `signals` holds only those the parameters set. */
export interface ConsentModeReading {
  readonly gcs: string | null;
  readonly gcd: string | null;
  readonly signals: Readonly<Partial<Record<ConsentModeSignal, ConsentModeValue>>>;
}

/** Only this much of a URL or body is read: a hit is a few hundred bytes, a batch a few KiB. */
export const CONSENT_MODE_TEXT_LIMIT = 16 * 1024;
/** At most this many hits are decoded per request (a GA4 batch holds up to 25 events). */
export const CONSENT_MODE_READINGS_LIMIT = 32;
/** Longer values are not Consent Mode: gcs is 4 characters, gcd about 12. */
const VALUE_LIMIT = 64;

export const CONSENT_MODE_CATEGORY: Readonly<Record<ConsentModeSignal, Exclude<CookieCategory, 'Essential' | 'Functional'>>> = {
  ad_storage: 'Marketing',
  analytics_storage: 'Performance',
  ad_user_data: 'Marketing',
  ad_personalization: 'Marketing',
};

const GCD_ORDER: readonly ConsentModeSignal[] = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'];
const GCD_LETTERS: Readonly<Record<string, ConsentModeValue>> = {
  p: 'denied',
  q: 'denied',
  m: 'denied',
  u: 'denied',
  t: 'granted',
  r: 'granted',
  n: 'granted',
  v: 'granted',
};

/**
 * The two signals of a `gcs` value, or null when it is not one.
 *
 * @example parseGcs('G101') // { ad_storage: 'denied', analytics_storage: 'granted' }
 */
export function parseGcs(value: string): Partial<Record<ConsentModeSignal, ConsentModeValue>> | null {
  const match = /^G1([01-])([01-])$/.exec(value);
  if (match === null) return null;
  const signals: Partial<Record<ConsentModeSignal, ConsentModeValue>> = {};
  if (match[1] !== '-') signals.ad_storage = match[1] === '1' ? 'granted' : 'denied';
  if (match[2] !== '-') signals.analytics_storage = match[2] === '1' ? 'granted' : 'denied';
  return signals;
}

/**
 * The four signals of a `gcd` value, or null when it is not one; later
 * characters (newer tags add some) are ignored.
 *
 * @example parseGcd('13p3t3p3p5') // { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' }
 */
export function parseGcd(value: string): Partial<Record<ConsentModeSignal, ConsentModeValue>> | null {
  const match = /^\d\d([a-z])\d([a-z])\d([a-z])\d([a-z])\d/.exec(value);
  if (match === null) return null;
  const signals: Partial<Record<ConsentModeSignal, ConsentModeValue>> = {};
  GCD_ORDER.forEach((signal, index) => {
    const value = GCD_LETTERS[match[index + 1] as string];
    if (value !== undefined) signals[signal] = value;
  });
  return signals;
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The Consent Mode readings of a URL's query or a request body: one per hit
 * (a line of a batched body, or the query), each holding gcs and gcd where
 * present. A signal both set is granted when either grants it, so a
 * contradiction is never read as a refusal. Never throws; reads at most
 * CONSENT_MODE_TEXT_LIMIT characters and returns at most
 * CONSENT_MODE_READINGS_LIMIT readings.
 *
 * @example consentModeReadings('https://x/g/collect?v=2&gcs=G100') // [{ gcs: 'G100', gcd: null, signals: { ad_storage: 'denied', analytics_storage: 'denied' } }]
 */
export function consentModeReadings(text: string): ConsentModeReading[] {
  const readings: ConsentModeReading[] = [];
  const hits = text.slice(0, CONSENT_MODE_TEXT_LIMIT).split(/[\r\n]+/);
  for (const hit of hits) {
    if (readings.length >= CONSENT_MODE_READINGS_LIMIT) break;
    const query = hit.includes('?') ? hit.slice(hit.indexOf('?') + 1) : hit;
    let gcs: string | null = null;
    let gcd: string | null = null;
    for (const pair of query.split('&')) {
      const equals = pair.indexOf('=');
      if (equals < 0) continue;
      const name = pair.slice(0, equals);
      if (name !== 'gcs' && name !== 'gcd') continue;
      const value = decoded(pair.slice(equals + 1, equals + 1 + VALUE_LIMIT * 3));
      if (value.length > VALUE_LIMIT) continue;
      if (name === 'gcs') gcs = value;
      else gcd = value;
    }
    if (gcs === null && gcd === null) continue;
    const signals: Partial<Record<ConsentModeSignal, ConsentModeValue>> = {};
    for (const part of [gcs === null ? null : parseGcs(gcs), gcd === null ? null : parseGcd(gcd)]) {
      for (const [signal, value] of Object.entries(part ?? {}) as [ConsentModeSignal, ConsentModeValue][]) {
        if (signals[signal] !== 'granted') signals[signal] = value;
      }
    }
    readings.push({ gcs, gcd, signals });
  }
  return readings;
}

/** A reading that sets at least one signal and grants none: Consent Mode's cookieless ping. */
export function isAllDenied(reading: ConsentModeReading): boolean {
  const values = Object.values(reading.signals);
  return values.length > 0 && values.every((value) => value === 'denied');
}

/** The signals a reading grants, in gcd order. */
export function grantedSignals(reading: ConsentModeReading): ConsentModeSignal[] {
  return GCD_ORDER.filter((signal) => reading.signals[signal] === 'granted');
}
