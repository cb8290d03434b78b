import { describe, expect, it } from 'vitest';
import { foldToken, isWithinOneEdit, stemToken, tokenize, transliterateToken } from '../../../core/search';
import { forEachLocatedToken } from '../../../core/search/search-tokenizer';

describe('search tokenizer: words', () => {
  it.each([
    ['Primary-Button', ['primary', 'button']],
    ['  CTA · Call to action ', ['cta', 'call', 'to', 'action']],
    ['Schaltfla\u0308che', ['schaltfläche']],
    ['ｆｕｌｌｗｉｄｔｈ ＣＳＳ', ['fullwidth', 'css']],
    ['eCH-0059 / WCAG 2.2', ['ech', '0059', 'wcag', '2', '2']],
    ['--hb-color-text-default', ['hb', 'color', 'text', 'default']],
    ['😀 emoji', ['emoji']],
    ['', []],
  ])('splits %j into %j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });

  it('reports the range of each original word, also when normalisation changes its length', () => {
    const found: { token: string; start: number; end: number }[] = [];
    forEachLocatedToken('Die Schaltfla\u0308che, bitte', (token, start, end) => void found.push({ token, start, end }));
    expect(found).toEqual([
      { token: 'die', start: 0, end: 3 },
      { token: 'schaltfläche', start: 4, end: 17 },
      { token: 'bitte', start: 19, end: 24 },
    ]);
  });

  it('stops walking when the visitor returns false', () => {
    const found: string[] = [];
    forEachLocatedToken('one two three', (token) => (found.push(token), token !== 'two'));
    expect(found).toEqual(['one', 'two']);
  });
});

describe('search tokenizer: lookup keys', () => {
  it.each([
    ['schaltfläche', 'schaltflache'],
    ['größe', 'grosse'],
    ['button', 'button'],
  ])('folds %s to %s', (token, folded) => {
    expect(foldToken(token)).toBe(folded);
  });

  it('transliterates German umlauts', () => {
    expect(transliterateToken('schaltfläche')).toBe('schaltflaeche');
    expect(transliterateToken('übersetzung')).toBe('uebersetzung');
  });

  it.each([
    ['buttons', 'button'],
    ['categories', 'category'],
    ['switches', 'switch'],
    ['classes', 'class'],
    ['sizes', 'size'],
    ['loading', 'load'],
    ['status', 'status'],
    ['focus', 'focus'],
    ['css', 'css'],
    ['string', 'string'],
  ])('stems %s to %s', (token, stem) => {
    expect(stemToken(token)).toBe(stem);
  });
});

describe('one-typo distance', () => {
  it.each([
    ['buton', 'button', true],
    ['tooltp', 'tooltip', true],
    ['tootlip', 'tooltip', true],
    ['buttom', 'button', true],
    ['xbutton', 'button', true],
    ['button', 'button', true],
    ['butonn', 'button', false],
    ['bouton', 'button', false],
    ['btuotn', 'button', false],
    ['form', 'information', false],
    ['abcd', 'badc', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(isWithinOneEdit(a, b)).toBe(expected);
    expect(isWithinOneEdit(b, a)).toBe(expected);
  });
});
