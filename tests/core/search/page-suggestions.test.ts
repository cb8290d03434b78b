/** SPEC §2 404 page (docs/portal.md): the words a path gives, and which titles are close to them. */
import { describe, expect, it } from 'vitest';
import { test as fcTest, fc } from '@fast-check/vitest';
import { pathWords, titleIsClose } from '../../../core/search';

describe('§2 404 page: the words of the path asked for', () => {
  it('drops the base path, tab suffixes, extensions and ignored section names', () => {
    expect(pathWords('/designsystem/components/buton-design', ['components'])).toEqual(['buton']);
    expect(pathWords('/designsystem/develop/graph_ql/Testing.md')).toEqual(['develop', 'graph', 'ql', 'testing']);
  });

  it('reads percent-escapes, and a malformed one as written', () => {
    expect(pathWords('/designsystem/f%C3%BChrung')).toEqual(['führung']);
    expect(pathWords('/designsystem/bad%E0%A4%A')).toEqual(['bad', 'e0', 'a4', 'a']);
  });

  fcTest.prop([fc.string({ maxLength: 2000 })])('never throws and gives at most six distinct words of at most 40 characters', (path) => {
    const words = pathWords(path);
    expect(words.length).toBeLessThanOrEqual(6);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word.length).toBeGreaterThan(0);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(40);
  });
});

describe('§2 404 page: a title close to the words of the path', () => {
  it.each([
    ['Colors', ['colour'], 'one typo away from its singular'],
    ['Colors', ['colr'], 'a letter missing'],
    ['Colors', ['color'], 'its singular'],
    ['Typography', ['typo'], 'the start of a word'],
    ['Radio button', ['buton'], 'one typo away from one of its words'],
    ['Schaltfläche', ['schaltflache'], 'without diacritics'],
  ])('%s is close to %j: %s', (title, words) => {
    expect(titleIsClose(title, words)).toBe(true);
  });

  it.each([
    ['Elevation', ['colour'], 'another word'],
    ['Tabs', ['ta'], 'a path word too short to tell'],
    ['Label', ['lab', 'xyz'].slice(1), 'no path word near it'],
    ['Link', ['lint'], 'one typo away, but short words are too many to call close'],
  ])('%s is not close to %j: %s', (title, words) => {
    expect(titleIsClose(title, words)).toBe(false);
  });

  fcTest.prop([fc.string({ maxLength: 200 }), fc.array(fc.string({ maxLength: 40 }), { maxLength: 6 })])(
    'never throws, and a title is close to each of its own words of three letters or more',
    (title, words) => {
      expect(typeof titleIsClose(title, words)).toBe('boolean');
      // The title's own words as a path spells them: lower case, between non-letters (no percent-escapes here).
      const own = title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= 3);
      for (const word of own) expect(titleIsClose(title, [word]), word).toBe(true);
    },
  );
});
