/**
 * Reads and writes the `.consent-ts` cookie: the time of the device consent as
 * Unix seconds in hexadecimal (inferred from SPEC §9's default 68503b37, which
 * is 1750088503 s, June 2025; the SPEC gives no format).
 */
import { fail, ok, type Result } from '../result';

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

// Decision (SPEC silent): past the year 9999 no ISO date can be written, and
// no consent was given then; such a value is refused rather than shown without a date.
const LAST_PRINTABLE_SECOND = 253_402_300_799; // 9999-12-31T23:59:59Z
// A value of decimal digits whose hex reading lands after 2100 while its
// decimal reading is a date of this century was pasted from a log in decimal.
const YEAR_2000_SECONDS = 946_684_800;
const YEAR_2100_SECONDS = 4_102_444_800;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * Unix seconds (0 to year 9999) as an ISO instant, without a Date (core/consent
 * reads no clock, and Date would tempt it): days to a civil date by Howard
 * Hinnant's algorithm, which is exact for the proleptic Gregorian calendar.
 *
 * @example isoFromUnixSeconds(1750000000) // '2025-06-15T15:06:40.000Z'
 */
export function isoFromUnixSeconds(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds - days * 86_400;
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const time = `${pad(Math.floor(rest / 3600), 2)}:${pad(Math.floor((rest % 3600) / 60), 2)}:${pad(Math.floor(rest % 60), 2)}`;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${time}.000Z`;
}

const isDecimal = (text: string): boolean => /^[0-9]{1,20}$/.test(text);

function decimalHint(value: string): string | null {
  if (!isDecimal(value)) return null;
  const number = Number(value);
  if (number >= YEAR_2000_SECONDS && number < YEAR_2100_SECONDS) {
    return `${JSON.stringify(value)} looks like decimal Unix seconds (${isoFromUnixSeconds(number)})`;
  }
  if (number >= YEAR_2000_SECONDS * 1000 && number < YEAR_2100_SECONDS * 1000) {
    return `${JSON.stringify(value)} looks like decimal Unix milliseconds (${isoFromUnixSeconds(Math.floor(number / 1000))})`;
  }
  return null;
}

function asHexSeconds(value: string): string {
  const number = Number(value);
  return formatConsentTimestamp(number >= YEAR_2000_SECONDS * 1000 ? Math.floor(number / 1000) : number);
}

/**
 * Reads a `.consent-ts` value typed or pasted by a person (`dsp consent parse
 * --timestamp`, `dsp cookies inspect`): the hex seconds parseConsentTimestamp
 * takes, with reasons a reader can act on where the store would only ignore
 * it: a decimal value from a log (which would read as a hex date centuries
 * ahead) says so and gives the hex; a `0x` prefix, quotes or spaces are named;
 * a value past the year 9999 is refused, so a date is always printable.
 *
 * @example readConsentTimestamp('1750000000') // { ok: false, issues: [{ code: 'consentTs.decimal', message: '"1750000000" looks like decimal Unix seconds (...)...' }] }
 */
export function readConsentTimestamp(value: string): Result<number> {
  const expected = 'expected a .consent-ts value: Unix seconds as 1 to 12 hex digits, e.g. 68503b37';
  const seconds = parseConsentTimestamp(value);
  if (seconds === null) {
    const trimmed = value.trim().replace(/^(["'])(.*)\1$/, '$2');
    const hint =
      decimalHint(value) !== null
        ? `${decimalHint(value)}; .consent-ts holds hex seconds: give ${asHexSeconds(value)}`
        : /^0x/i.test(value)
          ? `drop the "0x" prefix: ${JSON.stringify(value.slice(2))}`
          : trimmed !== value && parseConsentTimestamp(trimmed) !== null
            ? `drop the quotes or spaces: ${JSON.stringify(trimmed)}`
            : null;
    return fail({ code: 'consentTs.badValue', message: hint === null ? expected : `${expected}; ${hint}` });
  }
  const hint = decimalHint(value);
  if (hint !== null && seconds >= YEAR_2100_SECONDS) {
    const asHex = seconds <= LAST_PRINTABLE_SECOND ? isoFromUnixSeconds(seconds).slice(0, 10) : 'past the year 9999';
    return fail({
      code: 'consentTs.decimal',
      message: `${hint}, but .consent-ts holds hex seconds (read as hex it would be ${asHex}); give ${asHexSeconds(value)}`,
    });
  }
  if (seconds > LAST_PRINTABLE_SECOND) {
    return fail({
      code: 'consentTs.outOfRange',
      message: `${value} is ${seconds} seconds after 1970, past the year 9999: no consent can date from then; ${expected}`,
    });
  }
  return ok(seconds);
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
