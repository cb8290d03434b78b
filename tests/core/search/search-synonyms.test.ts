/**
 * The authors' synonyms file (docs/portal.md, Search): `content/search-synonyms.json`
 * is checked at build, with messages that name the place and what is
 * allowed; an entry no page uses is a warning; a query lends the words of a
 * group's other phrases.
 */
import { describe, expect, it } from 'vitest';
import { createSynonymMatcher, parseSearchSynonyms, unusedSynonymWarnings } from '../../../core/search';

const FILE = 'search-synonyms.json';

describe('search synonyms file', () => {
  it('reads groups of phrases', () => {
    expect(parseSearchSynonyms('{ "synonyms": [["css variable", "custom property"]] }', FILE)).toEqual({
      ok: true,
      groups: [['css variable', 'custom property']],
    });
  });

  it.each([
    ['not json', 'synonyms.json', 'not valid JSON'],
    ['[]', 'synonyms.shape', 'expected an object { "synonyms": [["phrase", "phrase", ...], ...] }'],
    ['{ "synonyms": [["alone"]] }', 'synonyms.shape', 'synonyms[0]: expected a group of at least 2 phrases'],
    ['{ "synonyms": [["a", 3]] }', 'synonyms.shape', 'synonyms[0][1]: expected a phrase (a string)'],
    ['{ "synonyms": [["ok", "--"]] }', 'synonyms.shape', 'synonyms[0][1]: expected a phrase of 1 to 4 words (letters or digits)'],
    ['{ "synonyms": [["one two three four five", "x"]] }', 'synonyms.shape', 'expected a phrase of 1 to 4 words'],
    ['{ "synonyms": [["Token", "token"]] }', 'synonyms.repeated', '"token" is repeated in its group'],
  ])('rejects %s with a message naming the place', (text, code, message) => {
    const parsed = parseSearchSynonyms(text, FILE);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues[0]?.code).toBe(code);
    expect(parsed.issues[0]?.message).toContain(message);
    expect(parsed.issues[0]?.file).toBe(FILE);
  });

  it('locates a bad group at its line', () => {
    const text = '{\n  "synonyms": [\n    ["a", "b"],\n    ["alone"]\n  ]\n}\n';
    const parsed = parseSearchSynonyms(text, FILE);
    expect(parsed.ok ? null : parsed.issues[0]).toMatchObject({ line: 4, column: 5 });
  });

  it('warns about a group whose words appear in no page, at its line', () => {
    const text = '{ "synonyms": [\n["css variable", "custom property"],\n["flux capacitor", "time machine"]\n] }';
    const words = new Set(['custom', 'property']);
    const warnings = unusedSynonymWarnings(
      [
        ['css variable', 'custom property'],
        ['flux capacitor', 'time machine'],
      ],
      FILE,
      text,
      (token) => words.has(token),
    );
    expect(warnings).toEqual([
      {
        file: FILE,
        line: 3,
        column: 1,
        code: 'synonyms.unused',
        severity: 'warning',
        message: 'synonyms[1]: no page uses any of "flux capacitor", "time machine"; the entry cannot help a reader',
      },
    ]);
  });
});

describe('synonyms lent to a query', () => {
  const matcher = createSynonymMatcher([
    ['css variable', 'custom property'],
    ['design token', 'token'],
    ['popup', 'modal', 'dialog'],
  ]);

  it('lends word by word between phrases of one length, plurals aside', () => {
    expect(matcher.expand(['focus', 'ring', 'css', 'variables'])).toEqual({
      alternatives: [[], [], ['custom'], ['property']],
      optional: [false, false, false, false],
    });
  });

  it('makes the extra words of a longer phrase optional when a shorter one is its synonym', () => {
    expect(matcher.expand(['design', 'tokens'])).toEqual({ alternatives: [[], ['token']], optional: [true, false] });
  });

  it('lends nothing from a longer phrase to a shorter one', () => {
    expect(matcher.expand(['token'])).toEqual({ alternatives: [[]], optional: [false] });
  });

  it('lends every other word of a group', () => {
    expect(matcher.expand(['modal']).alternatives).toEqual([['popup', 'dialog']]);
  });
});
