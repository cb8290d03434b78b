/**
 * Which bodies excerpts may search with indexOf (core/search/plain-text-matches.ts
 * isPlainText, with its copy-free common case) and the engine's bounded store
 * of their lower-case forms and words (core/search/plain-bodies.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlainBodies } from '../../../core/search/plain-bodies';
import { isPlainText } from '../../../core/search/plain-text-matches';

/** The definition, spelled out: lower-casing keeps the length and NFKC keeps every word. */
function plainByDefinition(text: string): boolean {
  if (text.toLowerCase().length !== text.length) return false;
  const words = text.replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ');
  return words.normalize('NFKC') === words;
}

// Latin-1 (with the letters and numbers NFKC changes), punctuation beyond it, marks, compatibility letters, emoji, lone surrogates.
const unit = fc.oneof(
  fc.constantFrom('a', 'Z', '7', ' ', '\n', 'ä', 'Ö', 'ß', 'ÿ', 'ª', 'µ', 'º', '²', '½', '×', '·', '«'),
  fc.constantFrom('…', '—', '→', '“', '😀', '\u0308', 'ﬁ', 'K', 'İ', 'Σ', 'ς', 'ẞ', 'ǅ', '①', '𝐀', '\uD800', '\uDC00', 'ｱ'),
  fc.string({ unit: 'binary', maxLength: 3 }),
);
const text = fc.array(unit, { maxLength: 60 }).map((units) => units.join(''));

describe('isPlainText (properties)', () => {
  it('agrees with its definition on any text', () => {
    fc.assert(
      fc.property(text, (body) => {
        expect(isPlainText(body)).toBe(plainByDefinition(body));
      }),
    );
  });

  it.each([
    ['Button … group → 😀', true],
    ['Größe «Schaltfläche» × 2', true],
    ['2² µm', false],
    ['Schaltfla\u0308che', false],
    ['ﬁle', false],
    ['İstanbul', false],
  ])('%s -> %s', (body, plain) => {
    expect(isPlainText(body)).toBe(plain);
    expect(plainByDefinition(body)).toBe(plain);
  });
});

describe('createPlainBodies', () => {
  const idOf = (token: string) => ['button', 'group'].indexOf(token);

  it('gives a plain body lower-cased, its words by id from its second use on, and any other body null', () => {
    const plainBody = createPlainBodies(['Button … Group', 'Schaltfla\u0308che'], idOf);
    expect(plainBody(0)).toEqual({ lower: 'button … group', words: null });
    const again = plainBody(0);
    const words = again?.words;
    expect(words?.lower).toBe('button … group');
    expect([...(words?.starts ?? [])]).toEqual([0, 9]);
    expect([...(words?.ends ?? [])]).toEqual([6, 14]);
    expect([...(words?.ids ?? [])]).toEqual([0, 1]);
    expect(plainBody(1)).toBeNull();
    expect(plainBody(1)).toBeNull();
    expect(plainBody(0)).toBe(again);
    const repeated = createPlainBodies(['Group, button\tand group'], idOf);
    repeated(0);
    const repeatedWords = repeated(0)?.words;
    expect(repeatedWords?.line).toBe('Group, button and group');
    expect([...(repeatedWords?.distinct ?? [])]).toEqual([0, 1]);
    // 'button' (0) first at word 1; 'group' (1) at words 0 and 3, chained.
    expect([...(repeatedWords?.firstAt ?? [])]).toEqual([1, 0]);
    expect([...(repeatedWords?.nextAt ?? [])]).toEqual([3, -1, -1, -1]);
  });

  it('keeps words for as many bodies as its bound holds, and scans the others', () => {
    // A bound for one body's words: the first body asked for twice keeps it.
    const plainBody = createPlainBodies(['button group', 'group button'], idOf, 70);
    for (const document of [0, 0, 1, 1]) plainBody(document);
    expect(plainBody(0)?.words?.ids).toEqual(Int32Array.from([0, 1]));
    expect(plainBody(1)).toEqual({ lower: 'group button', words: null });
  });

  it('gives the same answer whatever its bound, for any sequence of asks', () => {
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.integer({ min: 0, max: 80 }),
        (bodies, asks, bound) => {
          const bounded = createPlainBodies(bodies, idOf, bound);
          for (const ask of asks) {
            const document = ask % bodies.length;
            const body = bounded(document);
            expect(body?.lower ?? null).toBe(plainByDefinition(bodies[document]!) ? bodies[document]!.toLowerCase() : null);
            if (body?.words) expect(body.words.lower).toBe(body.lower);
          }
        },
      ),
    );
  });
});
