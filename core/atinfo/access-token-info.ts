/**
 * Reads the access-token info cookie ('access-token-info', cookie name
 * '.atinfo'), which holds the access-token expiry, trust level, personalization
 * flag and consent settings (SPEC §3 "Access-token info", §5 "Access-token info
 * cookie", §8).
 *
 * Two kinds of null, on purpose:
 * - the SPEC's null rules (§5: createdAt or expiresAt missing or zero, a trust
 *   level other than 'low' or 'normal') return null silently: they describe a
 *   well-formed cookie that carries no usable info, not a parse failure;
 * - a value that cannot be read at all (malformed percent-encoding, a
 *   timestamp that is not a non-negative safe integer) is a parse failure: it
 *   logs 'Failed to parse atInfo cookie' once and returns null (§5, §8).
 */

import { derivePersonalizationStatus } from './personalization-status';
import type { PersonalizationStatus } from './personalization-status';

export type TrustLevel = 'low' | 'normal';

export interface AccessTokenInfo {
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly trustLevel: TrustLevel;
  readonly personalizationStatus: PersonalizationStatus;
  readonly consentSettings: string | null;
  readonly consentSettingsTimestamp: string | null;
}

export interface ParseAccessTokenInfoOptions {
  /** Receives 'Failed to parse atInfo cookie' on a parse failure (SPEC §8). */
  readonly log?: (message: string) => void;
}

/** The exact message of SPEC §5 and §8. */
export const ATINFO_PARSE_FAILURE_MESSAGE = 'Failed to parse atInfo cookie';

/** SPEC §9 "Allowed trust levels: low, normal (default normal)". */
export const DEFAULT_TRUST_LEVEL: TrustLevel = 'normal';

/** Thrown only inside this module, to route every parse failure to one log call. */
class AtInfoParseFailure extends Error {}

/**
 * Parses the raw (still URL-encoded) cookie value into the access-token info,
 * or null when the SPEC says the info is absent.
 *
 * @example
 * parseAccessTokenInfo('1700000000%3B1700003600%3Bnormal%3Btrue%3B%3B')
 * // { createdAt: 1700000000, expiresAt: 1700003600, trustLevel: 'normal',
 * //   personalizationStatus: 'ON', consentSettings: null, consentSettingsTimestamp: null }
 */
export function parseAccessTokenInfo(raw: string, options: ParseAccessTokenInfoOptions = {}): AccessTokenInfo | null {
  try {
    return readFields(raw);
  } catch {
    // Every failure, expected or not, is "cannot be parsed" (SPEC §8): log it
    // and treat the info as absent. A throwing logger must not escape either.
    try {
      options.log?.(ATINFO_PARSE_FAILURE_MESSAGE);
    } catch {
      // The caller's logger failing is not the cookie's fault; stay null.
    }
    return null;
  }
}

function readFields(raw: string): AccessTokenInfo | null {
  let decoded: string;
  try {
    // SPEC §3: URL-decoded first, then split. decodeURIComponent throws a
    // URIError on malformed escapes such as '%' or '%E0%A4%A' (RFC 3986 §2.1).
    decoded = decodeURIComponent(raw);
  } catch {
    throw new AtInfoParseFailure('malformed percent-encoding');
  }
  // Fields beyond the sixth are ignored: the SPEC names six, in order.
  const [createdAtText, expiresAtText, trustLevelText, flag, consentSettings, consentTimestamp] = decoded.split(';');

  // SPEC §5: missing or zero -> null (a null rule, not a parse failure).
  const createdAt = readTimestamp(createdAtText);
  const expiresAt = readTimestamp(expiresAtText);
  if (createdAt === null || expiresAt === null) return null;

  const trustLevel = readTrustLevel(trustLevelText);
  if (trustLevel === null) return null;

  return {
    createdAt,
    expiresAt,
    trustLevel,
    personalizationStatus: derivePersonalizationStatus(flag),
    consentSettings: emptyToNull(consentSettings),
    consentSettingsTimestamp: emptyToNull(consentTimestamp),
  };
}

/**
 * Null for a missing, empty or zero field (SPEC §5 null rule); throws a parse
 * failure for anything that is not a run of ASCII digits within the safe
 * integer range. Signs, fractions, exponents, hex and whitespace are refused
 * rather than coerced the way Number() would ('0x10' -> 16, ' 7 ' -> 7).
 */
function readTimestamp(text: string | undefined): number | null {
  if (text === undefined || text === '') return null;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) throw new AtInfoParseFailure('timestamp is not a number');
  }
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new AtInfoParseFailure('timestamp out of range');
  return value === 0 ? null : value;
}

function readTrustLevel(text: string | undefined): TrustLevel | null {
  // SPEC §5: defaults to 'normal' when empty (a missing field is empty too).
  if (text === undefined || text === '') return DEFAULT_TRUST_LEVEL;
  if (text === 'low' || text === 'normal') return text;
  return null;
}

function emptyToNull(text: string | undefined): string | null {
  return text === undefined || text === '' ? null : text;
}
