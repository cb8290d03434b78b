/**
 * Decodes an IAB TCF v2 TC string (the `euconsent-v2` cookie) with the IAB
 * Tech Lab's own library, `@iabtechlabtcf/core`: TCF v2.2 (policy version 4)
 * and the current policy versions alike, since the string's header says which.
 */
import { TCString } from '@iabtechlabtcf/core';
import { fail, ok, type Result } from '../result';
import { MAX_CONSENT_STRING_LENGTH, listIds } from './limits';
import { overlappingVendorRanges } from './tcf-range-guard';

export interface DecodedTcString {
  readonly kind: 'tcf';
  readonly version: number;
  /** 2 was TCF v2.0/2.1, 4 is TCF v2.2, 5 the current policy. */
  readonly policyVersion: number;
  readonly cmpId: number;
  readonly cmpVersion: number;
  readonly consentScreen: number;
  readonly consentLanguage: string;
  readonly publisherCountryCode: string;
  readonly vendorListVersion: number;
  readonly isServiceSpecific: boolean;
  readonly purposeOneTreatment: boolean;
  /** ISO instants (the string keeps them to the day or decisecond, depending on the CMP). */
  readonly created: string | null;
  readonly lastUpdated: string | null;
  readonly purposes: { readonly consent: readonly number[]; readonly legitimateInterest: readonly number[] };
  readonly vendors: {
    readonly consent: readonly number[];
    readonly consentCount: number;
    readonly legitimateInterest: readonly number[];
    readonly legitimateInterestCount: number;
  };
  readonly specialFeatures: readonly number[];
}

// base64url with TCF's '.'-separated segments; the core segment of a v2 string starts with 'C' (version 2 in 6 bits).
const TC_STRING = /^C[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/** Whether a value has the shape of a TC string (no decoding). */
export function looksLikeTcString(value: string): boolean {
  return value.length <= MAX_CONSENT_STRING_LENGTH && TC_STRING.test(value);
}

function isoOrNull(date: Date | undefined): string | null {
  return date instanceof Date && Number.isFinite(date.getTime()) ? date.toISOString() : null;
}

/**
 * The fields of a TC string, or why it is none. Never throws (the library's
 * errors, including its TypeErrors on garbage, become a `tcf.invalid` issue).
 *
 * @example decodeTcString('CQ...').ok // true for a string a CMP wrote
 */
export function decodeTcString(value: string): Result<DecodedTcString> {
  if (typeof value !== 'string' || value.length > MAX_CONSENT_STRING_LENGTH) {
    return fail({
      code: 'consentString.tooLong',
      message: `is ${String(value?.length)} characters; a cookie holds at most ${MAX_CONSENT_STRING_LENGTH}, so this is no TC string`,
    });
  }
  if (!TC_STRING.test(value)) {
    return fail({
      code: 'tcf.invalid',
      message: "not a TC string: expected base64url segments separated by '.', the first starting with C (TCF v2)",
    });
  }
  const overlap = overlappingVendorRanges(value);
  if (overlap !== null) return fail({ code: 'tcf.invalid', message: `not a TC string a CMP writes: ${overlap}` });
  try {
    const model = TCString.decode(value);
    const consent = listIds((visit) => model.vendorConsents.forEach(visit));
    const legitimateInterest = listIds((visit) => model.vendorLegitimateInterests.forEach(visit));
    return ok({
      kind: 'tcf',
      version: Number(model.version),
      policyVersion: Number(model.policyVersion),
      cmpId: Number(model.cmpId),
      cmpVersion: Number(model.cmpVersion),
      consentScreen: Number(model.consentScreen),
      consentLanguage: model.consentLanguage,
      publisherCountryCode: model.publisherCountryCode,
      vendorListVersion: Number(model.vendorListVersion),
      isServiceSpecific: model.isServiceSpecific,
      purposeOneTreatment: model.purposeOneTreatment,
      created: isoOrNull(model.created),
      lastUpdated: isoOrNull(model.lastUpdated),
      purposes: {
        consent: listIds((visit) => model.purposeConsents.forEach(visit)).ids,
        legitimateInterest: listIds((visit) => model.purposeLegitimateInterests.forEach(visit)).ids,
      },
      vendors: {
        consent: consent.ids,
        consentCount: consent.count,
        legitimateInterest: legitimateInterest.ids,
        legitimateInterestCount: legitimateInterest.count,
      },
      specialFeatures: listIds((visit) => model.specialFeatureOptins.forEach(visit)).ids,
    });
  } catch (error) {
    return fail({ code: 'tcf.invalid', message: `not a readable TC string: ${error instanceof Error ? error.message : String(error)}` });
  }
}
