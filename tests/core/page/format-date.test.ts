import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatModifiedDate, lastUpdatedText } from '../../../core/page';

describe('§2 content head: modified date (§9 numeric day.month.year, de-CH)', () => {
  it.each([
    ['2026-03-05', '5.3.2026'],
    ['2026-12-31', '31.12.2026'],
    [' 2024-02-29 ', '29.2.2024'],
    ['2026-03-05T23:30:00', '5.3.2026'],
    ['2026-03-05 10:00', '5.3.2026'],
    ['2026-03-05T22:59:59Z', '5.3.2026'],
    ['2026-03-05T23:30:00Z', '6.3.2026'],
    ['2026-07-05T22:30:00.500Z', '6.7.2026'],
    ['2026-07-05T21:30:00Z', '5.7.2026'],
    ['2026-03-06T00:30:00+02:00', '5.3.2026'],
    ['2026-03-05T20:00:00-0500', '6.3.2026'],
  ])('formats %j as %j in Europe/Zurich', (value, expected) => {
    expect(formatModifiedDate(value)).toBe(expected);
  });

  it('writes any calendar date, with or without a time of day, as the de-CH locale does (written without Intl)', () => {
    const locale = new Intl.DateTimeFormat('de-CH', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const day = fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.boolean(), (date, withTime) => {
        const written = date.toISOString().slice(0, 10);
        const midnight = Date.parse(`${written}T00:00:00Z`);
        expect(formatModifiedDate(withTime ? `${written}T12:34` : written)).toBe(locale.format(midnight));
      }),
    );
  });

  it('formats a Date and epoch milliseconds in Europe/Zurich', () => {
    expect(formatModifiedDate(new Date(Date.UTC(2026, 2, 5, 23, 30)))).toBe('6.3.2026');
    expect(formatModifiedDate(Date.UTC(2026, 0, 1, 12))).toBe('1.1.2026');
  });

  it.each([
    'not a date',
    '',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-3-5',
    '05.03.2026',
    'March 5, 2026',
    '2026-03-05T24:00:00Z',
    '2026-03-05T23:60Z',
    '2026-03-05T10:00+25:00',
    '2026-03-05Tfoo',
  ])('gives null for %j', (value) => {
    expect(formatModifiedDate(value)).toBeNull();
  });

  it('gives null for an invalid Date and non-finite numbers', () => {
    expect(formatModifiedDate(new Date(Number.NaN))).toBeNull();
    expect(formatModifiedDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatModifiedDate(9e15)).toBeNull();
  });
});

describe("§2 content head: 'Page last updated at {date}'", () => {
  it('shows the formatted date', () => {
    expect(lastUpdatedText('2026-03-05')).toBe('Page last updated at 5.3.2026');
  });

  it.each([undefined, null, '', 'yesterday'])('is null for %j (no line shown)', (value) => {
    expect(lastUpdatedText(value)).toBeNull();
  });
});
