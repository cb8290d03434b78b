import { describe, expect, it } from 'vitest';
import { parseInteger } from '../../../core/cookies/parse-integer';

describe('§5 integer parsing', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['-7', -7],
    ['007', 7],
    ['-007', -7],
    ['9007199254740991', 9007199254740991],
    ['-9007199254740991', -9007199254740991],
  ])('parses %j as %d', (input, expected) => {
    expect(parseInteger(input)).toBe(expected);
  });

  it('parses "-0" as 0, not -0', () => {
    expect(Object.is(parseInteger('-0'), 0)).toBe(true);
  });

  it.each([
    '',
    '-',
    '+5',
    ' 12',
    '12 ',
    '1 2',
    '1e3',
    '0x10',
    '0b1',
    '12abc',
    'abc',
    '1.5',
    '1.0',
    '.5',
    'NaN',
    'Infinity',
    '-Infinity',
    '١٢',
    '１２',
    '9007199254740992',
    '-9007199254740992',
    '99999999999999999999999',
  ])('gives null for %j (empty, not a number, or not a safe integer)', (input) => {
    expect(parseInteger(input)).toBeNull();
  });
});
