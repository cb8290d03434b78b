/**
 * Writes the `.consent` cookie string (SPEC §5 Consent cookie string) in one
 * canonical form, so that parsing what was written gives the record back.
 */
import { CONSENT_CATEGORY_CODES, type ConsentValues } from './consent-category';
import type { ConsentType } from './consent-record';

export interface SerializableConsent {
  readonly consent: Readonly<ConsentValues>;
  readonly type: ConsentType;
}

/**
 * The cookie string for a consent: segments in the canonical order sn, pe, fu,
 * ma, im (the SPEC gives no order), versions in decimal without leading zeros,
 * then 'e' for EXPLICIT or 'i' for IMPLICIT.
 * Throws a RangeError for what no valid cookie can hold: no category at all, a
 * version that is not a non-negative safe integer, or an unknown type.
 *
 * @example serializeConsentCookie({ consent: { Marketing: 0, Personalization: 2 }, type: 'EXPLICIT' }) // 'fu2ma0e'
 */
export function serializeConsentCookie(input: SerializableConsent): string {
  let out = '';
  for (const [category, code] of CONSENT_CATEGORY_CODES) {
    // Own-property check: the record may come from hostile JSON.
    if (!Object.hasOwn(input.consent, category)) continue;
    const version = input.consent[category];
    if (version === undefined) continue;
    if (!Number.isSafeInteger(version) || version < 0) {
      throw new RangeError(`Consent version for ${category} must be a non-negative safe integer, got ${String(version)}`);
    }
    out += code + String(version);
  }
  // The parser rejects a value without segments (a lone 'e' or 'i'), so writing one would not round-trip.
  if (out === '') throw new RangeError('A consent cookie needs at least one category');
  if (input.type === 'EXPLICIT') return `${out}e`;
  if (input.type === 'IMPLICIT') return `${out}i`;
  throw new RangeError(`Unknown consent type: ${String(input.type as unknown)}`);
}
