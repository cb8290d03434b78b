/**
 * Decodes an IAB Global Privacy Platform string (the `__gpp` cookie) with the
 * IAB Tech Lab's `@iabgpp/cmpapi` (its GppModel decoder runs in Node, without
 * the in-page CMP API): the header's section ids, then every section's fields.
 */
import { GppModel, Sections } from '@iabgpp/cmpapi';
import { fail, ok, type Result } from '../result';
import type { CategorySignals, ConsentSignal, SignalCategory } from './consent-signals';
import { MAX_CONSENT_STRING_LENGTH, MAX_LISTED_IDS } from './limits';
import { tcfSignal } from './tcf-purposes';
import { overlappingVendorRanges } from './tcf-range-guard';

export interface GppSection {
  readonly id: number;
  /** The library's section name: tcfeuv2, tcfcav1, uspv1, usnat, usca, ... */
  readonly name: string;
  /** The section's fields as the library decodes them (boolean arrays are per purpose or per field, from 1). */
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface DecodedGppString {
  readonly kind: 'gpp';
  readonly sectionIds: readonly number[];
  readonly sections: readonly GppSection[];
}

// The header segment of GPP v1 starts with 'DB' (type 3, version 1 in base64url); sections follow after '~'.
const GPP_STRING = /^DB[A-Za-z0-9_-]*(?:~[A-Za-z0-9_.-]*)*$/;

/** Whether a value has the shape of a GPP string (no decoding). */
export function looksLikeGppString(value: string): boolean {
  return value.length <= MAX_CONSENT_STRING_LENGTH && GPP_STRING.test(value);
}

/**
 * Dates as ISO strings, id lists (VendorConsents) cut to the first
 * MAX_LISTED_IDS with their count beside them (`VendorConsentsCount`: a 77-character
 * string can consent to all 65535 vendors), everything else as the library gives it.
 */
function plainFields(fields: unknown): Record<string, unknown> {
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]): [string, unknown][] => {
      if (value instanceof Date) return [[name, value.toISOString()]];
      if (Array.isArray(value) && value.length > MAX_LISTED_IDS && value.every((item) => typeof item === 'number')) {
        return [
          [name, value.slice(0, MAX_LISTED_IDS)],
          [`${name}Count`, value.length],
        ];
      }
      return [[name, value]];
    }),
  );
}

/**
 * The sections of a GPP string, or why it is none. Never throws.
 *
 * @example decodeGppString('DBABMA~CQ...').ok // true for a string a CMP wrote
 */
export function decodeGppString(value: string): Result<DecodedGppString> {
  if (typeof value !== 'string' || value.length > MAX_CONSENT_STRING_LENGTH) {
    return fail({
      code: 'consentString.tooLong',
      message: `is ${String(value?.length)} characters; a cookie holds at most ${MAX_CONSENT_STRING_LENGTH}, so this is no GPP string`,
    });
  }
  if (!GPP_STRING.test(value)) {
    return fail({ code: 'gpp.invalid', message: "not a GPP string: expected a header starting with DB, then sections after '~'" });
  }
  // An EU TCF section is a TC string: the same overlapping ranges would make the library build arrays of millions of ids.
  for (const section of value.split('~').slice(1)) {
    const overlap = section.startsWith('C') ? overlappingVendorRanges(section) : null;
    if (overlap !== null) return fail({ code: 'gpp.invalid', message: `its EU TCF section is no TC string a CMP writes: ${overlap}` });
  }
  try {
    const model = new GppModel(value);
    const sectionIds = (model.getSectionIds() as unknown[]).map(Number);
    const decoded = model.toObject() as Record<string, unknown>;
    const sections = sectionIds.map((id): GppSection => {
      const name = Sections.SECTION_ID_NAME_MAP.get(id) ?? `section ${id}`;
      return { id, name, fields: plainFields(decoded[name]) };
    });
    return ok({ kind: 'gpp', sectionIds, sections });
  } catch (error) {
    return fail({ code: 'gpp.invalid', message: `not a readable GPP string: ${error instanceof Error ? error.message : String(error)}` });
  }
}

/** The ids (from 1) of the true entries of a per-purpose boolean array. */
function trueIds(value: unknown): number[] {
  return Array.isArray(value) ? value.flatMap((flag, index) => (flag === true ? [index + 1] : [])) : [];
}

// US sections: 1 means opted out, 2 did not opt out, 0 not applicable (GPP US National Privacy spec).
const US_OPT_OUTS = ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut'] as const;

/**
 * What a GPP string says per store category: its EU TCF section as a TC
 * string would; a US section's sale, sharing or targeted-advertising opt-out
 * as Marketing refused (any opted out) or granted (all present say no opt-out).
 */
export function gppSignal(source: string, decoded: DecodedGppString): ConsentSignal {
  const tcf = decoded.sections.find((section) => section.name === 'tcfeuv2');
  if (tcf !== undefined) {
    const signal = tcfSignal(source, 'gpp', trueIds(tcf.fields['PurposeConsents']));
    return { ...signal, evidence: Object.fromEntries(Object.entries(signal.evidence).map(([k, v]) => [k, `tcfeuv2 section: ${v}`])) };
  }
  const categories: CategorySignals = {};
  const evidence: Partial<Record<SignalCategory, string>> = {};
  for (const section of decoded.sections) {
    const said = US_OPT_OUTS.flatMap((field) => {
      const answer = section.fields[field];
      return answer === 1 || answer === 2 ? [[field, answer] as const] : [];
    });
    if (said.length === 0) continue;
    const optedOut = said.filter(([, answer]) => answer === 1).map(([field]) => field);
    categories.Marketing = optedOut.length === 0 && categories.Marketing !== false;
    evidence.Marketing =
      optedOut.length > 0 ? `${section.name} section: ${optedOut.join(', ')} opted out` : `${section.name} section: no opt-out`;
    if (optedOut.length > 0) break;
  }
  return { source, kind: 'gpp', categories, evidence };
}
