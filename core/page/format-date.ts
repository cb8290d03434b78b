/**
 * The page's modified date under its title: 'Page last updated at {date}',
 * the date in numeric day.month.year form in the Swiss-German locale
 * (SPEC §2 "Documentation page body", §9 "Date format").
 */

/** SPEC §9: app locale and time zone. */
export const APP_LOCALE = 'en-CH';
export const APP_TIME_ZONE = 'Europe/Zurich';

/** SPEC §9: Swiss-German locale for the date format. */
export const MODIFIED_DATE_LOCALE = 'de-CH';

// de-CH with numeric parts gives '5.3.2026' (no zero padding); that is the
// locale's own numeric day.month.year, so no 2-digit option is forced.
const NUMERIC_DATE = { day: 'numeric', month: 'numeric', year: 'numeric' } as const;

// Made when first needed: the first Intl formatter a browser tab makes loads the locale and time zone data, about
// 5 ms of a fast machine's main thread and four times that on a phone (docs/performance.md, What hydrates), and a
// page's date is usually a calendar date, written without Intl (calendarDateText).
let zurichDate: Intl.DateTimeFormat | null = null;
let calendarDate: Intl.DateTimeFormat | null = null;

function inZurich(time: number): string {
  zurichDate ??= new Intl.DateTimeFormat(MODIFIED_DATE_LOCALE, { ...NUMERIC_DATE, timeZone: APP_TIME_ZONE });
  return zurichDate.format(time);
}

/** The calendar date at UTC midnight `midnight` as de-CH writes it: day.month.year for the years 1 to 9999. */
function calendarDateText(midnight: number): string {
  const date = new Date(midnight);
  const year = date.getUTCFullYear();
  if (year >= 1) return `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${year}`;
  // Year 0 is 1 BC, which the locale writes its own way.
  calendarDate ??= new Intl.DateTimeFormat(MODIFIED_DATE_LOCALE, { ...NUMERIC_DATE, timeZone: 'UTC' });
  return calendarDate.format(midnight);
}

// ISO 8601 date, optionally with a time and an offset; fixed-width parts, no
// nested quantifiers, so matching is linear.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/i;

/**
 * Formats a modified date as numeric day.month.year in de-CH, or null when it
 * is not a valid date.
 *
 * Accepted (decision, so the result never depends on the machine's time
 * zone): a Date or epoch milliseconds, shown in Europe/Zurich; an ISO date
 * 'YYYY-MM-DD', or an ISO date-time without offset, shown as the calendar
 * date written; an ISO date-time with 'Z' or an offset, shown in
 * Europe/Zurich. Every part is range-checked ('2026-02-30', '24:00' are
 * invalid). Anything else is null.
 *
 * @example
 * formatModifiedDate('2026-03-05') // '5.3.2026'
 * formatModifiedDate('2026-03-05T23:30:00Z') // '6.3.2026' (already 6 March in Zurich)
 */
export function formatModifiedDate(value: string | number | Date): string | null {
  if (typeof value !== 'string') {
    const time = typeof value === 'number' ? value : value.getTime();
    return isRepresentable(time) ? inZurich(time) : null;
  }
  const match = ISO_DATE_TIME.exec(value.trim());
  if (match === null) return null;
  const [, year, month, day, hour, minute, second, fraction, zone, sign, offsetHour, offsetMinute] = match;
  const midnight = calendarDay(Number(year), Number(month), Number(day));
  if (midnight === null) return null;
  if (hour === undefined) return calendarDateText(midnight);

  const clock = timeOfDay(Number(hour), Number(minute), Number(second ?? 0));
  if (clock === null) return null;
  // Without an offset the written calendar date is the date (decision above).
  if (zone === undefined) return calendarDateText(midnight);

  const offset = zone.toUpperCase() === 'Z' ? 0 : timeOfDay(Number(offsetHour), Number(offsetMinute), 0);
  if (offset === null) return null;
  const millis = Math.trunc(Number(`0.${fraction ?? '0'}`) * 1000);
  const time = midnight + clock + millis + (sign === '-' ? offset : -offset);
  return isRepresentable(time) ? inZurich(time) : null;
}

/**
 * The line under the page title (SPEC §2): 'Page last updated at {date}', or
 * null when the page has no valid modified date (then no line is shown).
 *
 * @example
 * lastUpdatedText('2026-03-05') // 'Page last updated at 5.3.2026'
 */
export function lastUpdatedText(modifiedDate: string | number | Date | null | undefined): string | null {
  if (modifiedDate == null) return null;
  const formatted = formatModifiedDate(modifiedDate);
  return formatted === null ? null : `Page last updated at ${formatted}`;
}

/** Epoch ms of a real calendar day at UTC midnight, or null ('2026-02-30' is not a day). */
function calendarDay(year: number, month: number, day: number): number | null {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date.getTime() : null;
}

/** Milliseconds since midnight, or null when a part is out of range. */
function timeOfDay(hour: number, minute: number, second: number): number | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  return ((hour * 60 + minute) * 60 + second) * 1000;
}

/** A finite time Intl can format: it throws a RangeError outside ±8.64e15 ms. */
function isRepresentable(time: number): boolean {
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15;
}
