/**
 * Reads and writes the `.consent-ts` cookie: the time of the device consent as
 * Unix seconds in hexadecimal (inferred from SPEC §9's default 68503b37, which
 * is 1750088503 s, June 2025; the SPEC gives no format).
 */

/** SPEC §4 Consent sync, §9: the timestamp a device consent without one gets. */
export const DEFAULT_DEVICE_CONSENT_TIMESTAMP = 0x68503b37;

// Decision (SPEC silent): 1 to 12 hex digits. 8 digits run out in 2106; 12
// reach far beyond any real date and stay a safe integer (< 2^48).
const MAX_HEX_DIGITS = 12;

const isHexDigit = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

/**
 * Unix seconds from a consent-ts cookie value: 1 to 12 hexadecimal digits,
 * either case, nothing else (no prefix, sign or spaces); otherwise null.
 *
 * @example parseConsentTimestamp('68503b37') // 1750088503
 */
export function parseConsentTimestamp(value: string): number | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_HEX_DIGITS) return null;
  for (let i = 0; i < value.length; i += 1) {
    if (!isHexDigit(value.charCodeAt(i))) return null;
  }
  return Number.parseInt(value, 16);
}

/**
 * The consent-ts cookie value for Unix seconds: lowercase hex without leading
 * zeros. Throws a RangeError outside 0 .. 16^12 - 1 or for a non-integer.
 *
 * @example formatConsentTimestamp(1750088503) // '68503b37'
 */
export function formatConsentTimestamp(seconds: number): string {
  if (!Number.isSafeInteger(seconds) || seconds < 0 || seconds >= 16 ** MAX_HEX_DIGITS) {
    throw new RangeError(`A consent timestamp must be an integer from 0 to ${16 ** MAX_HEX_DIGITS - 1}, got ${String(seconds)}`);
  }
  return seconds.toString(16);
}
