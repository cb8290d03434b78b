import { describe, expect, it } from 'vitest';
import { test as fcTest, fc } from '@fast-check/vitest';
import { pathWords } from '../../../core/search';

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
