/** The synonyms file parser and matcher (docs/portal.md, Search): properties over arbitrary input. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSynonymMatcher, parseSearchSynonyms } from '../../../core/search';

const phrase = fc.string({ maxLength: 30 });

describe('search synonyms (properties)', () => {
  it('never throws on any text, and either gives groups or issues with a place', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.array(fc.array(phrase)).map((groups) => JSON.stringify({ synonyms: groups })),
        ),
        (text) => {
          const parsed = parseSearchSynonyms(text, 'search-synonyms.json');
          if (parsed.ok) expect(Array.isArray(parsed.groups)).toBe(true);
          else for (const issue of parsed.issues) expect(issue.line).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it('round-trips: the groups it accepts are the groups written', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,2}$/), { minLength: 2, maxLength: 4 }), { maxLength: 10 }),
        (groups) => {
          const parsed = parseSearchSynonyms(JSON.stringify({ synonyms: groups }), 'search-synonyms.json');
          if (parsed.ok) expect(parsed.groups).toEqual(groups);
        },
      ),
    );
  });

  it('lends per query word, never more positions than the query has', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(phrase, { minLength: 2, maxLength: 3 }), { maxLength: 5 }),
        fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 8 }),
        (groups, tokens) => {
          const lent = createSynonymMatcher(groups).expand(tokens);
          expect(lent.alternatives).toHaveLength(tokens.length);
          expect(lent.optional).toHaveLength(tokens.length);
        },
      ),
    );
  });
});
