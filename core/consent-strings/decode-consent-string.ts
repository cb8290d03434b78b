/**
 * `dsp consent decode`, `dsp cookies inspect` and the cookie audit read any
 * consent string a store page carries through this one entry: the store's
 * own `.consent` (SPEC §5 Consent cookie string), an IAB TC string, a GPP
 * string, OneTrust's OptanonConsent and Cookiebot's CookieConsent. It says
 * which one a value is (from the cookie name where known, else from its
 * shape), decodes it, and says what it means per store category.
 */
import { parseConsentCookieDetailed, type ParsedConsentCookie } from '../consent/parse-consent-cookie';
import { fail, ok, type Result } from '../result';
import type { CategorySignals, ConsentSignal, ConsentStringKind, SignalCategory } from './consent-signals';
import { decodeCookiebotCookie, cookiebotSignal, looksLikeCookiebotCookie, type DecodedCookiebotCookie } from './cookiebot-cookie';
import { decodeGppString, gppSignal, looksLikeGppString, type DecodedGppString } from './gpp-string';
import { MAX_CONSENT_STRING_LENGTH, describeIds } from './limits';
import { decodeOneTrustCookie, looksLikeOneTrustCookie, oneTrustSignal, type DecodedOneTrustCookie } from './onetrust-cookie';
import { tcfSignal } from './tcf-purposes';
import { decodeTcString, looksLikeTcString, type DecodedTcString } from './tcf-string';

export interface DecodedStoreConsent extends ParsedConsentCookie {
  readonly kind: 'store';
}

export type DecodedConsentString =
  | DecodedStoreConsent
  | DecodedTcString
  | DecodedGppString
  | DecodedOneTrustCookie
  | DecodedCookiebotCookie;

/** The cookie each kind is stored in, as the libraries that write them name it. */
export const CONSENT_STRING_COOKIES: Readonly<Record<string, ConsentStringKind>> = {
  '.consent': 'store',
  'euconsent-v2': 'tcf',
  __gpp: 'gpp',
  OptanonConsent: 'onetrust',
  CookieConsent: 'cookiebot',
};

export const CONSENT_STRING_NAMES: Readonly<Record<ConsentStringKind, string>> = {
  store: "the store's .consent (SPEC §5)",
  tcf: 'IAB TCF v2 TC string',
  gpp: 'IAB GPP string',
  onetrust: 'OneTrust OptanonConsent',
  cookiebot: 'Cookiebot CookieConsent',
};

function decodeStore(value: string): Result<DecodedStoreConsent> {
  const parsed = parseConsentCookieDetailed(value);
  return parsed.ok ? ok({ kind: 'store', ...parsed.value }) : fail(...parsed.issues);
}

const DECODERS: Readonly<Record<ConsentStringKind, (value: string) => Result<DecodedConsentString>>> = {
  store: decodeStore,
  tcf: decodeTcString,
  gpp: decodeGppString,
  onetrust: decodeOneTrustCookie,
  cookiebot: decodeCookiebotCookie,
};

/** The kind a value has by its shape, or null; checked most specific first. */
export function consentStringKindOf(value: string): ConsentStringKind | null {
  if (value.length > MAX_CONSENT_STRING_LENGTH) return null;
  if (decodeStore(value).ok) return 'store';
  if (looksLikeGppString(value)) return 'gpp';
  if (looksLikeTcString(value)) return 'tcf';
  if (looksLikeOneTrustCookie(value)) return 'onetrust';
  if (looksLikeCookiebotCookie(value)) return 'cookiebot';
  return null;
}

/**
 * Decodes a consent string: as the kind its cookie name says, else as the kind
 * its shape says. Never throws; a value over 4096 characters, or of no known
 * kind, is refused saying what was tried.
 *
 * @example decodeConsentString('pe1fu1ma0e').ok // true, kind 'store'
 */
export function decodeConsentString(value: string, cookieName?: string): Result<DecodedConsentString> {
  if (typeof value !== 'string') return fail({ code: 'consentString.notAString', message: 'expected a string' });
  if (value.length > MAX_CONSENT_STRING_LENGTH) {
    return fail({
      code: 'consentString.tooLong',
      message: `is ${value.length} characters; a browser keeps at most ${MAX_CONSENT_STRING_LENGTH} per cookie, so this is no consent cookie`,
    });
  }
  const named = cookieName === undefined ? undefined : CONSENT_STRING_COOKIES[cookieName];
  const kind = named ?? consentStringKindOf(value);
  if (kind === null) {
    return fail({
      code: 'consentString.unknownKind',
      message:
        "not a consent string dsp knows: expected the store's .consent (pe1fu1ma0e), an IAB TC string (C…), a GPP string (DB…~…), " +
        'a OneTrust OptanonConsent value (…&groups=C0001:1,…) or a Cookiebot CookieConsent value ({necessary:true,…})',
    });
  }
  return DECODERS[kind](value);
}

const STORE_CODES: Readonly<Record<SignalCategory, 'Personalization' | 'Performance' | 'Marketing'>> = {
  Functional: 'Personalization',
  Performance: 'Performance',
  Marketing: 'Marketing',
};

/** What a decoded string says per store category, for signals-disagree. */
export function consentSignalOf(source: string, decoded: DecodedConsentString): ConsentSignal {
  switch (decoded.kind) {
    case 'store': {
      const categories: CategorySignals = {};
      const evidence: Partial<Record<SignalCategory, string>> = {};
      for (const [category, name] of Object.entries(STORE_CODES) as [SignalCategory, keyof typeof decoded.values][]) {
        const version = decoded.values[name];
        if (version === undefined) continue;
        categories[category] = version > 0;
        evidence[category] = `${{ Functional: 'fu', Performance: 'pe', Marketing: 'ma' }[category]}${version}`;
      }
      return { source, kind: 'store', categories, evidence };
    }
    case 'tcf':
      return tcfSignal(source, 'tcf', decoded.purposes.consent);
    case 'gpp':
      return gppSignal(source, decoded);
    case 'onetrust':
      return oneTrustSignal(source, decoded);
    case 'cookiebot':
      return cookiebotSignal(source, decoded);
  }
}

/** Rows for a text report: what the string is and what it holds. */
export function describeConsentString(decoded: DecodedConsentString): [string, string][] {
  const rows: [string, string][] = [['decoded as', CONSENT_STRING_NAMES[decoded.kind]]];
  switch (decoded.kind) {
    case 'store':
      rows.push(['type', decoded.type]);
      for (const [category, version] of Object.entries(decoded.values)) rows.push([category, String(version)]);
      break;
    case 'tcf':
      rows.push(
        ['CMP', `id ${decoded.cmpId}, version ${decoded.cmpVersion}, screen ${decoded.consentScreen}`],
        [
          'policy',
          `TCF policy version ${decoded.policyVersion} (string version ${decoded.version}), vendor list ${decoded.vendorListVersion}`,
        ],
        ['created', decoded.created ?? 'unknown'],
        ['last updated', decoded.lastUpdated ?? 'unknown'],
        ['language, country', `${decoded.consentLanguage}, ${decoded.publisherCountryCode}`],
        ['purposes (consent)', describeIds(decoded.purposes.consent)],
        ['purposes (legitimate interest)', describeIds(decoded.purposes.legitimateInterest)],
        ['vendors (consent)', describeIds(decoded.vendors.consent, decoded.vendors.consentCount)],
        ['vendors (legitimate interest)', describeIds(decoded.vendors.legitimateInterest, decoded.vendors.legitimateInterestCount)],
        ['special features (opted in)', describeIds(decoded.specialFeatures)],
      );
      break;
    case 'gpp':
      rows.push(['sections', decoded.sections.map((section) => `${section.name} (${section.id})`).join(', ') || 'none']);
      for (const section of decoded.sections) {
        for (const [field, value] of Object.entries(section.fields)) {
          const text =
            Array.isArray(value) && value.every((item) => typeof item === 'boolean')
              ? describeIds(value.flatMap((flag, index) => (flag ? [index + 1] : [])))
              : Array.isArray(value) && value.every((item) => typeof item === 'number')
                ? describeIds(value, Number(section.fields[`${field}Count`] ?? value.length))
                : JSON.stringify(value);
          rows.push([`${section.name}.${field}`, text ?? 'null']);
        }
      }
      break;
    case 'onetrust':
      for (const group of decoded.groups)
        rows.push([`group ${group.id}`, `${group.name ?? 'store-defined group'}: ${group.consented ? 'consented' : 'not consented'}`]);
      for (const field of ['datestamp', 'version', 'interactionCount', 'isGpcEnabled', 'geolocation']) {
        const text = decoded.fields[field];
        if (text !== undefined) rows.push([field, text]);
      }
      break;
    case 'cookiebot':
      if (!decoded.consentRequired) rows.push(['consent', 'not required in this region (-1)']);
      for (const group of decoded.groups) rows.push([`group ${group.id}`, group.consented ? 'consented' : 'not consented']);
      rows.push(
        ['method', decoded.method ?? 'unknown'],
        ['updated', decoded.updated ?? 'unknown'],
        ['region', decoded.region ?? 'unknown'],
      );
      break;
  }
  return rows;
}
