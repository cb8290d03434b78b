import { describe, expect, it } from 'vitest';
import { metaDescription } from '../../../core/page';

describe('§5 page description', () => {
  it.each([
    ['Buttons trigger actions.', 'Buttons trigger actions.'],
    ['  Padded.\n', 'Padded.'],
    ['', null],
    ['   \t\n', null],
    [null, null],
    [undefined, null],
  ])('%j gives %j', (text, expected) => {
    expect(metaDescription(text)).toBe(expected);
  });
});
