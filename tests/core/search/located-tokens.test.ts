/**
 * Highlights of a result's short texts (SPEC §3 Search result: highlights are
 * [start, length] pairs of the words that matched) from tokens located once
 * and kept (core/search/located-tokens.ts).
 */
import { describe, expect, it } from 'vitest';
import { createLocatedTokenMemo, highlightLocated, locateTokens } from '../../../core/search/located-tokens';
import type { HighlightMatcher } from '../../../core/search/plain-text-matches';

const matcher: HighlightMatcher = new Map([
  ['button', { queryToken: 0, length: Infinity }],
  ['buttons', { queryToken: 0, length: 3 }],
  ['schaltfläche', { queryToken: 1, length: Infinity }],
]);

describe('§3 result highlights from located tokens', () => {
  it('marks whole words, the typed part of a completion, and words whose normal form differs as a whole', () => {
    expect(highlightLocated(locateTokens('Button group'), matcher)).toEqual([[0, 6]]);
    expect(highlightLocated(locateTokens('Icon Buttons'), matcher)).toEqual([[5, 3]]);
    // 'Schaltfla\u0308che' is 13 units but its token has 12: the whole word is marked, not 12 units of it.
    expect(highlightLocated(locateTokens('Die Schaltfla\u0308che'), matcher)).toEqual([[4, 13]]);
    expect(highlightLocated(locateTokens('Tooltip'), matcher)).toEqual([]);
  });

  it('keeps each text once and goes on answering right past its bound', () => {
    const locate = createLocatedTokenMemo(2);
    expect(locate('Button')).toBe(locate('Button'));
    locate('Group');
    const third = locate('Icon Buttons');
    expect(locate('Icon Buttons')).not.toBe(third);
    expect(highlightLocated(locate('Icon Buttons'), matcher)).toEqual([[5, 3]]);
  });
});
