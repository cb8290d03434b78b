import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH, sanitizeSearchTerm } from '../../../core/search';

describe('§5 search term', () => {
  it.each([
    ['button', 'button'],
    ['  button  ', 'button'],
    ['Button<script>alert(1)</script>', 'Button script alert 1 script'],
    ['icon+button', 'icon+button'],
    ['toggle-switch', 'toggle-switch'],
    ['a.b,c;d', 'a b c d'],
    ['"quoted"', 'quoted'],
    ['tab\tseparated\nlines', 'tab separated lines'],
    ['!!!', ''],
    ['', ''],
    ['C#', 'C'],
    ['12 px', '12 px'],
  ])('sanitizes %j to %j', (input, expected) => {
    expect(sanitizeSearchTerm(input)).toBe(expected);
  });

  it('keeps Unicode letters such as Schaltfläche', () => {
    expect(sanitizeSearchTerm('Schaltfläche?')).toBe('Schaltfläche');
  });

  it('keeps Schaltfläche written with a combining diaeresis (NFD)', () => {
    expect(sanitizeSearchTerm('Schaltfla\u0308che')).toBe('Schaltfla\u0308che');
  });

  it.each([
    ['Ελληνικά', 'Ελληνικά'],
    ['日本語', '日本語'],
    ['٣ digits', '٣ digits'],
  ])('keeps letters and digits of other scripts: %s', (input, expected) => {
    expect(sanitizeSearchTerm(input)).toBe(expected);
  });

  it('turns an emoji and a lone surrogate into spaces, then trims', () => {
    expect(sanitizeSearchTerm('😀 chip \uD800')).toBe('chip');
  });

  it('collapses every run of whitespace, not only the first (documented deviation)', () => {
    expect(sanitizeSearchTerm('a  b   c')).toBe('a b c');
  });

  it('collapses a run made of removed characters and spaces', () => {
    expect(sanitizeSearchTerm('a ! ? b')).toBe('a b');
  });
});

describe('§5 search term length limit', () => {
  it('is 200 code units', () => {
    expect(MAX_SEARCH_TERM_LENGTH).toBe(200);
  });

  it('keeps a term of exactly 200 characters', () => {
    const term = 'a'.repeat(200);
    expect(sanitizeSearchTerm(term)).toBe(term);
  });

  it('cuts a term of 201 characters to 200', () => {
    expect(sanitizeSearchTerm('a'.repeat(201))).toBe('a'.repeat(200));
  });

  it('does not split a surrogate pair at the cut', () => {
    // '𝐀' (U+1D400, a letter) is two code units; the pair would straddle 199/200.
    const term = `${'a'.repeat(199)}𝐀b`;
    expect(sanitizeSearchTerm(term)).toBe('a'.repeat(199));
  });

  it('drops a space left at the end by the cut', () => {
    expect(sanitizeSearchTerm(`${'a'.repeat(199)} bcd`)).toBe('a'.repeat(199));
  });
});
