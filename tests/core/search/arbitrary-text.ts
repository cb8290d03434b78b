/**
 * Strings for "never throws on arbitrary input" properties: binary code units
 * (including lone surrogates), whole graphemes, names that trip object
 * lookups, and a few huge inputs.
 */
import fc from 'fast-check';

const huge = [
  'x'.repeat(1_000_000),
  ' '.repeat(200_000) + 'status' + ' '.repeat(200_000) + '0',
  'a/'.repeat(100_000),
  '\uD800'.repeat(100_000),
  'merge_'.repeat(50_000),
  '-'.repeat(300_000),
];

export const trickyStrings = [
  '',
  ' ',
  '__proto__',
  'toString',
  'constructor',
  'hasOwnProperty',
  '\uD800',
  '\uDC00',
  'a\uD83D',
  '\uDE00b',
  '😀',
  'Schaltfla\u0308che',
  'Schaltfläche',
  '\u0000',
  '\u00a0\u2003\u3000',
  '%',
  '%E0%A4%A',
];

/** Any string a caller might pass, weighted towards ordinary sizes. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary' }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 2_000 }), weight: 1 },
  { arbitrary: fc.constantFrom(...trickyStrings), weight: 2 },
  { arbitrary: fc.constantFrom(...huge), weight: 1 },
);
