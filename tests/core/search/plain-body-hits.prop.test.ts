/**
 * A plain body's matches, from its words by token id and by scanning its text
 * (core/search/plain-body-hits.ts: what the engine cuts excerpts from, SPEC §9
 * highlight truncation), against the definition spelled out with a Unicode
 * regular expression: every word, lower-cased, that the matcher holds,
 * counted for the query token it answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyWordsOf, indexedHits, queryTargetsOf, scannedHits } from '../../../core/search/plain-body-hits';
import { isPlainText, type HighlightMatcher, type Hit } from '../../../core/search/plain-text-matches';
import { tokenize } from '../../../core/search';

// Words sharing prefixes and cases; separators with punctuation beyond Latin-1 and an emoji (a surrogate pair).
const word = fc.constantFrom(
  'to',
  'too',
  'tool',
  'Tooltip',
  'TOOLTIPS',
  'top',
  'button',
  'Buttons',
  'bu',
  'a',
  'ä',
  'Größe',
  'x1',
  'ab',
  'ﬁt',
);
const separator = fc.constantFrom(' ', ', ', '\n', '-', ' … ', '😀', '  ', '');
const text = fc.array(fc.tuple(word, separator), { maxLength: 120 }).map((parts) => parts.map(([w, s]) => w + s).join(''));
// Tokens answering up to three query tokens, marked whole or as a typed prefix; some the text never holds.
const matcher: fc.Arbitrary<HighlightMatcher> = fc
  .uniqueArray(
    fc.tuple(
      fc.oneof(
        word.map((w) => tokenize(w)[0] ?? 'x'),
        fc.constantFrom('t', 'butt', 'tooltips', 'nowhere'),
      ),
      fc.nat(2),
      fc.constantFrom(Infinity, 1, 2, 3),
    ),
    { minLength: 1, maxLength: 8, selector: ([token]) => token },
  )
  .map((entries) => new Map(entries.map(([token, queryToken, length]) => [token, { queryToken, length }])));

/** The body's words by the ids of a vocabulary holding the matcher's tokens and a few others. */
function indexed(body: string, m: HighlightMatcher, others: readonly string[] = []) {
  const vocabulary = [...others, 'button', 'tool', ...m.keys()];
  const idOf = (token: string) => vocabulary.lastIndexOf(token);
  return indexedHits(bodyWordsOf(body, body.toLowerCase(), idOf), m, queryTargetsOf(m, idOf, new Int32Array(vocabulary.length)));
}

/** The definition: per query token, its first `perQueryToken` words the matcher holds, all in text order. */
function byDefinition(body: string, m: HighlightMatcher, perQueryToken: number): Hit[] {
  const counts = new Map<number, number>();
  const hits: Hit[] = [];
  for (const found of body.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const target = m.get(found[0].toLowerCase());
    if (target === undefined) continue;
    const count = counts.get(target.queryToken) ?? 0;
    if (count >= perQueryToken) continue;
    counts.set(target.queryToken, count + 1);
    hits.push({ start: found.index, length: Math.min(target.length, found[0].length), queryToken: target.queryToken });
  }
  return hits;
}

/** A cut at `at` moved back off the middle of a surrogate pair, as excerpts cut (search-highlights.ts, cutBefore). */
function codePointCut(body: string, at: number): number {
  const code = body.charCodeAt(at);
  return at > 0 && at < body.length && code >= 0xdc00 && code <= 0xdfff ? at - 1 : at;
}

describe('plain body hits (properties)', () => {
  it('finds the earliest matches per query token, each word once', () => {
    fc.assert(
      fc.property(text, matcher, fc.constantFrom(1, 2, 8, Infinity), (body, m, perQueryToken) => {
        fc.pre(isPlainText(body));
        const expected = byDefinition(body, m, perQueryToken);
        expect(indexed(body, m).first(perQueryToken)).toEqual(expected);
        expect(scannedHits(body, body.toLowerCase(), m).first(perQueryToken)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('finds the earliest matches too where the body holds far more distinct words than the query has targets', () => {
    // After its leading words, a body's matches are gathered by token id from whichever side is smaller
    // (plain-body-hits.ts, candidateWords): with a handful of targets and hundreds of distinct words, each
    // target is looked up among the body's words. The text repeats around the fillers, so matches fall both
    // among the leading words and after them.
    const fillers = Array.from({ length: 300 }, (_, i) => `filler${i}`);
    fc.assert(
      fc.property(text, matcher, fc.constantFrom(1, 2, 8, Infinity), (body, m, perQueryToken) => {
        fc.pre(isPlainText(body));
        const long = `${body} ${fillers.join(' ')} ${body} ${fillers.slice(0, 40).join(', ')} ${body}`;
        expect(indexed(long, m, fillers).first(perQueryToken)).toEqual(byDefinition(long, m, perQueryToken));
      }),
      { numRuns: 200 },
    );
  });

  it('finds every match between two cuts as in the cut text, cut words included', () => {
    fc.assert(
      fc.property(text, matcher, fc.nat(), fc.nat(), (body, m, a, b) => {
        fc.pre(isPlainText(body));
        const from = codePointCut(body, Math.min(a, b) % (body.length + 1));
        const to = codePointCut(body, Math.max(from, Math.max(a, b) % (body.length + 1)));
        const hits = indexed(body, m).between(from, to);
        expect(hits).toEqual(byDefinition(body.slice(from, to), m, Infinity));
        expect(scannedHits(body, body.toLowerCase(), m).between(from, to)).toEqual(hits);
        for (const hit of hits) expect(hit.start + hit.length).toBeLessThanOrEqual(to - from);
      }),
      { numRuns: 500 },
    );
  });

  it('marks a word cut by the excerpt by what is left of it', () => {
    const m: HighlightMatcher = new Map([
      ['butt', { queryToken: 0, length: Infinity }],
      ['tooltip', { queryToken: 0, length: Infinity }],
    ]);
    const body = 'Tooltips and buttons';
    // 'ooltips and butt': 'butt' is a whole word of the cut text; 'ooltips' is nothing.
    expect(indexed(body, m).between(1, 17)).toEqual([{ start: 12, length: 4, queryToken: 0 }]);
    expect(indexed(body, m).first(1)).toEqual([]);
  });

  it('counts a word once, for the query token it answers, also where another query token is a prefix of it', () => {
    // 'button butt': 'button' answers the first word and 'butt' the second. Scanning for 'butt' read the
    // word 'button' and once kept it for the second query token too, which then missed its own match.
    const m: HighlightMatcher = new Map([
      ['button', { queryToken: 0, length: Infinity }],
      ['butt', { queryToken: 1, length: Infinity }],
    ]);
    const body = 'button butt';
    expect(indexed(body, m).first(1)).toEqual([
      { start: 0, length: 6, queryToken: 0 },
      { start: 7, length: 4, queryToken: 1 },
    ]);
    expect(
      scannedHits(body, body.toLowerCase(), m)
        .first(1)
        .map((hit) => hit.start),
    ).toEqual([0, 7]);
  });

  it('stops at the requested number of matches per query token, in text order', () => {
    const m: HighlightMatcher = new Map([
      ['tool', { queryToken: 0, length: Infinity }],
      ['button', { queryToken: 1, length: 3 }],
    ]);
    const body = 'tool button tool button tool';
    expect(indexed(body, m).first(1)).toEqual([
      { start: 0, length: 4, queryToken: 0 },
      { start: 5, length: 3, queryToken: 1 },
    ]);
    expect(
      indexed(body, m)
        .first(2)
        .map((hit) => hit.start),
    ).toEqual([0, 5, 12, 17]);
  });
});
