import { describe, expect, it } from 'vitest';
import { buildSearchIndex, SEARCH_FIELDS } from '../../../core/search';
import { DOCUMENTS, searchDocument } from './search-fixture';

describe('search index', () => {
  const index = buildSearchIndex([
    searchDocument({ route: '/components/button-design', title: 'Button', tab: 'Design', text: 'A button, a Button.' }),
    searchDocument({ route: '/components/tooltip-design', title: 'Tooltip', terms: ['Hint'], text: 'Names a button.' }),
  ]);
  const postings = (field: (typeof SEARCH_FIELDS)[number], token: string) => index.postings[field][index.vocabulary.indexOf(token)];

  it('holds a sorted vocabulary of distinct tokens', () => {
    expect(index.vocabulary).toEqual(['a', 'button', 'design', 'hint', 'names', 'tooltip']);
  });

  it('keeps postings per field as document gaps and term frequencies', () => {
    expect(postings('text', 'button')).toEqual([0, 2, 1, 1]);
    expect(postings('title', 'button')).toEqual([0, 1]);
    expect(postings('tab', 'design')).toEqual([0, 1]);
    expect(postings('terms', 'hint')).toEqual([1, 1]);
    expect(postings('title', 'hint')).toEqual([]);
  });

  it('is plain JSON data that survives a round trip', () => {
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });

  it('gives byte-identical JSON for the same documents, however the caller built them', () => {
    const reordered = DOCUMENTS.map((d) => Object.fromEntries(Object.entries(d).reverse()) as unknown as typeof d);
    expect(JSON.stringify(buildSearchIndex(reordered))).toBe(JSON.stringify(buildSearchIndex(DOCUMENTS)));
  });

  it('stores no per-token offsets: the postings of the fixture are about the size of its vocabulary', () => {
    const full = buildSearchIndex(DOCUMENTS);
    const numbers = SEARCH_FIELDS.reduce((sum, field) => sum + full.postings[field].reduce((s, list) => s + list.length, 0), 0);
    const tokens = DOCUMENTS.reduce((sum, d) => sum + d.text.split(/\s+/).length, 0);
    expect(numbers).toBeLessThan(tokens * 2);
  });
});
