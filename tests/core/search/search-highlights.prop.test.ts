import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyWordsOf, indexedHits, queryTargetsOf, scannedHits } from '../../../core/search/plain-body-hits';
import { isPlainText, type HighlightMatcher } from '../../../core/search/plain-text-matches';
import { excerptOf, highlightText } from '../../../core/search/search-highlights';
import { tokenize } from '../../../core/search';

/** The engine's way to a plain body's matches: its words by token id (ids here: the matcher's tokens in order). */
function wordsOfBody(body: string, m: HighlightMatcher) {
  const tokens = [...m.keys()];
  const idOf = (token: string) => tokens.indexOf(token);
  return () => indexedHits(bodyWordsOf(body, body.toLowerCase(), idOf), m, queryTargetsOf(m, idOf, new Int32Array(tokens.length)));
}

// Words that share prefixes and cases, separated by spaces, punctuation and newlines.
const word = fc.constantFrom('to', 'too', 'tool', 'Tooltip', 'TOOLTIPS', 'top', 'button', 'Buttons', 'bu', 'a', 'ä', 'Größe', 'x1', 'ab');
const separator = fc.constantFrom(' ', ', ', '\n', '-', ' … ', '😀', '  ');
const text = fc.array(fc.tuple(word, separator), { maxLength: 400 }).map((parts) => parts.map(([w, s]) => w + s).join(''));
const matcher: fc.Arbitrary<HighlightMatcher> = fc
  .uniqueArray(
    fc.tuple(
      word.map((w) => tokenize(w)[0] ?? 'x'),
      fc.constantFrom(Infinity, 1, 2, 3),
    ),
    { minLength: 1, maxLength: 6, selector: ([t]) => t },
  )
  .map((entries) => new Map(entries.map(([token, length]) => [token, { queryToken: 0, length }])));

describe('search excerpts (properties)', () => {
  it('finds the same excerpt and highlights in a plain body by scanning it, from its words by id, and by tokenizing it', () => {
    fc.assert(
      fc.property(text, matcher, (body, m) => {
        fc.pre(isPlainText(body));
        const tokenized = excerptOf(body, m, 1, () => null);
        expect(excerptOf(body, m, 1, () => scannedHits(body, body.toLowerCase(), m))).toEqual(tokenized);
        expect(excerptOf(body, m, 1, wordsOfBody(body, m))).toEqual(tokenized);
      }),
    );
  });

  it('marks only words the matcher holds, inside the excerpt', () => {
    fc.assert(
      fc.property(text, matcher, (body, m) => {
        const excerpt = excerptOf(body, m, 1);
        if (excerpt === null) {
          expect(highlightText(body, m)).toEqual([]);
          return;
        }
        for (const [start, length] of excerpt.highlights) {
          expect(start + length).toBeLessThanOrEqual(excerpt.text.length);
          const marked = excerpt.text.slice(start, start + length).toLowerCase();
          expect([...m.keys()].some((token) => token.startsWith(marked) || marked === token)).toBe(true);
        }
      }),
    );
  });

  it('shows at least one match in every excerpt, also when the body has no space before its first match', () => {
    // Words joined by '-' and '😀' only: a first match past the 60-unit lead with no space before it is the case
    // where a cut at -1 would give a lone '…' (core/search/search-highlights.ts, cutBefore).
    const unspaced = fc
      .array(fc.tuple(word, fc.constantFrom('-', '😀')), { minLength: 10, maxLength: 40 })
      .map((parts) => parts.map(([w, s]) => w + s).join(''));
    fc.assert(
      fc.property(fc.oneof(text, unspaced), matcher, (body, m) => {
        const plain = isPlainText(body);
        for (const hits of [() => (plain ? scannedHits(body, body.toLowerCase(), m) : null), plain ? wordsOfBody(body, m) : () => null]) {
          const excerpt = excerptOf(body, m, 1, hits);
          if (excerpt === null) continue;
          expect(excerpt.highlights.length).toBeGreaterThan(0);
          expect(excerpt.text).not.toBe('…');
        }
      }),
      { numRuns: 400 },
    );
  });

  it('starts an excerpt at the body start when its first match is just past the lead and nothing before it is a space', () => {
    const body = `${'Kontrollkästchen-Gruppe-'.repeat(3)}button and more words after it`;
    const excerpt = excerptOf(body, new Map([['button', { queryToken: 0, length: Infinity }]]), 1);
    expect(excerpt?.text.startsWith('Kontrollkästchen-Gruppe-')).toBe(true);
    expect(excerpt?.highlights).toEqual([[body.indexOf('button'), 6]]);
  });
});
