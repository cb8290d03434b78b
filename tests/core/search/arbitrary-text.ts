/**
 * Strings for "never throws on arbitrary input" properties: binary code units
 * (including lone surrogates), whole graphemes, names that trip object
 * lookups, and a few huge inputs.
 */
import fc from 'fast-check';

const huge = [
  'x'.repeat(300_000),
  `${' '.repeat(50_000)}status${' '.repeat(50_000)}0`,
  'a/'.repeat(50_000),
  '\uD800'.repeat(50_000),
  'merge_'.repeat(20_000),
  '- '.repeat(50_000),
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
  { arbitrary: fc.string({ unit: 'binary' }), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 2_000 }), weight: 2 },
  { arbitrary: fc.constantFrom(...trickyStrings), weight: 3 },
  { arbitrary: fc.constantFrom(...huge), weight: 1 },
);
