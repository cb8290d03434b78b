import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  createSearchEngine,
  MAX_SEARCH_TERM_LENGTH,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '../../../core/search';
import { DOCUMENTS, PRIVATE_ROUTES, SECTIONS, searchDocument } from './search-fixture';

const engine = createSearchEngine(buildSearchIndex(DOCUMENTS), SECTIONS);
const search = (term: string, query: Partial<Omit<SearchQuery, 'term'>> = {}): SearchResponse =>
  engine.search({ term, limit: 101, filters: [], isDevMode: false, isAuthorized: false, ...query });
const paths = (response: SearchResponse) => response.results.map((result) => result.path);
const find = (response: SearchResponse, path: string): SearchResult => {
  const result = response.results.find((r) => r.path === path);
  if (result === undefined) throw new Error(`${path} not in ${paths(response).join(', ')}`);
  return result;
};
const marked = (text: string, ranges: readonly (readonly [number, number])[]) => ranges.map(([s, l]) => text.slice(s, s + l));
const amounts = (response: SearchResponse) => Object.fromEntries(response.meta.availableFilters.map((f) => [f.link, f.amount]));

describe('§7 search: response shape (SPEC §3 Search)', () => {
  it('returns results and meta with exactly the SPEC fields', () => {
    const response = search('tooltip');
    expect(Object.keys(response)).toEqual(['results', 'meta']);
    expect(Object.keys(response.meta)).toEqual(['total', 'availableFilters']);
    expect(find(response, '/components/tooltip-design')).toEqual({
      url: '/designsystem/components/tooltip-design',
      path: '/components/tooltip-design',
      title: 'Tooltip',
      tab: 'Design',
      content: 'A tooltip names an icon-only button. Never put links inside a tooltip.',
      terms: ['Hint', 'Info bubble'],
      breadcrumbs: ['Components', 'Overlays'],
      thumbnail: { type: 'text', text: 'To' },
      highlights: {
        title: [[0, 7]],
        tab: [],
        content: [
          [2, 7],
          [62, 7],
        ],
        terms: [[], []],
      },
    });
  });

  it('leaves out tab for a page without tabs, with an empty tab highlight', () => {
    const result = find(search('authentication'), '/develop/authentication');
    expect('tab' in result).toBe(false);
    expect(result.highlights.tab).toEqual([]);
  });

  it('lists the filters of every section in the given order', () => {
    expect(search('tooltip').meta.availableFilters.map((f) => f.link)).toEqual(SECTIONS.map((s) => s.link));
    expect(search('tooltip').meta.availableFilters[3]).toEqual({ title: 'Components', link: '/components', amount: 1 });
  });
});

describe('§7 search: highlights point at the matched text', () => {
  it.each(['button', 'BUTTON', 'Button'])('marks the title word for %s', (term) => {
    const result = find(search(term), '/components/button/button-group-code');
    expect(marked(result.title, result.highlights.title).map((s) => s.toLowerCase())).toEqual(['button']);
  });

  it('marks each matching term in its own list, in the order of terms', () => {
    const result = find(search('cta'), '/components/button-design');
    expect(result.highlights.terms).toEqual([[[0, 3]], [], [], []]);
  });

  it('marks the tab when the query names it', () => {
    const result = find(search('button code'), '/components/button-code');
    expect(marked(result.tab ?? '', result.highlights.tab)).toEqual(['Code']);
  });

  it('marks only the typed part of a completed last word', () => {
    const result = find(search('butt'), '/components/button-design');
    expect(marked(result.title, result.highlights.title)).toEqual(['Butt']);
  });

  it('takes an excerpt around a body match in a long text, cut with an ellipsis, its highlights re-based', () => {
    const result = find(search('toolbar'), '/foundations/spacing-design');
    expect(result.content.startsWith('…')).toBe(true);
    expect(result.content.length).toBeLessThanOrEqual(340);
    expect(marked(result.content, result.highlights.content)).toEqual(['Toolbar']);
  });

  it('uses the description as content when the body does not match', () => {
    const result = find(search('palette'), '/foundations/colors-design');
    expect(result.content).toBe('Colour roles and brand palettes for Alpine and Lakeside.');
    expect(marked(result.content, result.highlights.content)).toEqual(['palettes']);
  });
});

describe('§7 search: matching', () => {
  it('ranks the page holding every word first (AND)', () => {
    expect(paths(search('button group'))[0]).toBe('/components/button/button-group-code');
  });

  it('degrades gracefully: when no page holds every word, pages holding some of them are found instead of nothing', () => {
    const found = paths(search('tooltip modal'));
    expect(found).toContain('/components/tooltip-design');
    expect(found).toContain('/components/dialog-design');
  });

  it.each([
    ['buton', '/components/button-design'],
    ['tooltp', '/components/tooltip-design'],
    ['dialgo', '/components/dialog-design'],
  ])('forgives one typo: %s', (term, path) => {
    expect(paths(search(term))).toContain(path);
  });

  it('does not forgive a typo in a word shorter than 4', () => {
    expect(search('cte').meta.total).toBe(0);
  });

  it.each(['to', 'too', 'tool'])('completes the last word as typed: %s', (term) => {
    expect(paths(search(term))).toContain('/components/tooltip-design');
  });

  it('does not complete a single letter', () => {
    expect(paths(search('t'))).toEqual([]);
  });

  it.each(['Schaltfläche', 'schaltflache', 'Schaltflaeche', 'Schaltfla\u0308che'])('finds the German term %s', (term) => {
    expect(paths(search(term)).slice(0, 2).sort()).toEqual(['/components/button-code', '/components/button-design']);
  });

  it('finds plural and singular forms', () => {
    expect(paths(search('buttons'))).toContain('/components/button-design');
    expect(paths(search('palette'))).toContain('/foundations/colors-design');
  });

  it('treats a synonym in terms as strongly as the title', () => {
    expect(paths(search('modal'))[0]).toBe('/components/dialog-design');
    expect(paths(search('Farben'))).toEqual(['/foundations/colors-design']);
  });

  it('keeps stop words optional when other words are given', () => {
    expect(paths(search('how to use a tooltip'))[0]).toBe('/components/tooltip-design');
  });
});

describe('§7 search: ranking', () => {
  it('puts a title match above body mentions', () => {
    expect(paths(search('button')).slice(0, 2)).toEqual(['/components/button-design', '/components/button-code']);
  });

  it('favours Code tabs and Develop pages in dev mode, hiding nothing', () => {
    const design = search('button');
    const dev = search('button', { isDevMode: true });
    expect(paths(dev)[0]).toBe('/components/button-code');
    expect(paths(dev)).toContain('/components/button-design');
    expect([...paths(dev)].sort()).toEqual([...paths(design)].sort());
    expect(dev.meta).toEqual(design.meta);
    expect(paths(dev).indexOf('/develop/authentication')).toBeLessThan(paths(design).indexOf('/develop/authentication'));
  });

  it('breaks ties by route, so the order is stable', () => {
    const twins = [searchDocument({ route: '/components/b', title: 'Same' }), searchDocument({ route: '/components/a', title: 'Same' })];
    const twinEngine = createSearchEngine(buildSearchIndex(twins), SECTIONS);
    const response = twinEngine.search({ term: 'same', limit: 10, filters: [], isDevMode: false, isAuthorized: false });
    expect(paths(response)).toEqual(['/components/a', '/components/b']);
  });
});

describe('§7 search: filters, total and limit', () => {
  it('counts amounts before the active filters and total after them', () => {
    const all = search('button');
    const components = search('button', { filters: ['/components'] });
    expect(amounts(components)).toEqual(amounts(all));
    expect(components.meta.total).toBe(amounts(all)['/components']);
    expect(components.results.every((r) => r.path.startsWith('/components/'))).toBe(true);
    expect(all.meta.total).toBe(Object.values(amounts(all)).reduce((a, b) => a + b, 0));
  });

  it('combines several filters as alternatives', () => {
    const response = search('button', { filters: ['/components', '/develop'] });
    expect(response.meta.total).toBe(amounts(response)['/components']! + amounts(response)['/develop']!);
  });

  it('selects nothing with a filter that names no section', () => {
    expect(search('button', { filters: ['/nope'] }).meta.total).toBe(0);
  });

  it('returns the top limit results and the full total', () => {
    const response = search('button', { limit: 2 });
    expect(response.results).toHaveLength(2);
    expect(response.meta.total).toBe(search('button').meta.total);
    expect(paths(response)).toEqual(paths(search('button')).slice(0, 2));
  });

  it.each([0, -1, Number.NaN])('returns no results for the limit %s', (limit) => {
    expect(search('button', { limit }).results).toEqual([]);
  });
});

describe('§7 search: empty term', () => {
  it.each(['', '   ', '<>!?', '***'])('answers %j with nothing and every section at 0', (term) => {
    expect(search(term)).toEqual({
      results: [],
      meta: { total: 0, availableFilters: SECTIONS.map(({ title, link }) => ({ title, link, amount: 0 })) },
    });
  });

  it('cuts the term to MAX_SEARCH_TERM_LENGTH before searching', () => {
    // The 200 units are all x's: 'tooltip' is cut off, and the x's find nothing.
    expect(paths(search(`${'x'.repeat(MAX_SEARCH_TERM_LENGTH)} tooltip`))).toEqual([]);
    // 'tooltip ' + 100 optional 'a's fill the 200 units; 'zzzz' is cut off and not required.
    expect(paths(search(`tooltip ${'a '.repeat(MAX_SEARCH_TERM_LENGTH / 2)}zzzz`))).toContain('/components/tooltip-design');
  });
});

describe('§6 private pages in search', () => {
  it('never returns a private page to an anonymous requester', () => {
    const response = search('zeppelin');
    expect(response.results).toEqual([]);
    expect(response.meta.total).toBe(0);
    expect(Object.values(amounts(response))).toEqual([0, 0, 0, 0, 0]);
  });

  it('returns and counts private pages for an authorized requester', () => {
    const response = search('zeppelin', { isAuthorized: true });
    expect(paths(response).sort()).toEqual([...PRIVATE_ROUTES].sort());
    expect(amounts(response)).toMatchObject({ '/foundations': 1, '/develop': 1 });
  });

  it('leaves private pages out of the anonymous amounts of a shared word', () => {
    const anonymous = search('button');
    const authorized = search('button', { isAuthorized: true });
    expect(paths(anonymous).some((p) => PRIVATE_ROUTES.includes(p))).toBe(false);
    expect(authorized.meta.total - anonymous.meta.total).toBe(2);
  });

  it('answers an anonymous requester exactly as if the private pages did not exist', () => {
    const publicOnly = createSearchEngine(buildSearchIndex(DOCUMENTS.filter((d) => d.isPublic)), SECTIONS);
    for (const term of ['button', 'logo', 'zeppelin', 'zepelin', 'zep', 'brand', 'the', 'butto']) {
      const query = { term, limit: 101, filters: [], isDevMode: false, isAuthorized: false };
      expect(engine.search(query), term).toEqual(publicOnly.search(query));
    }
  });

  it('does not let a private title widen the typo expansion of an anonymous requester', () => {
    const docs = [
      searchDocument({ route: '/components/a', title: 'A', text: 'tooltp here' }),
      searchDocument({ route: '/components/b', title: 'B', text: 'a tooltip' }),
      searchDocument({ route: '/components/c', title: 'Tooltip', isPublic: false }),
    ];
    const query = { term: 'tooltp', limit: 10, filters: [], isDevMode: false, isAuthorized: false };
    expect(paths(createSearchEngine(buildSearchIndex(docs), SECTIONS).search(query))).toEqual(['/components/a']);
    expect(paths(createSearchEngine(buildSearchIndex(docs), SECTIONS).search({ ...query, isAuthorized: true }))).toContain('/components/c');
  });

  it('does not let a private-only word block typo expansion for anonymous requesters', () => {
    const withSecret = [...DOCUMENTS, searchDocument({ route: '/develop/x', title: 'X', isPublic: false, text: 'tooltp' })];
    const anonymous = createSearchEngine(buildSearchIndex(withSecret), SECTIONS).search({
      term: 'tooltp',
      limit: 10,
      filters: [],
      isDevMode: false,
      isAuthorized: false,
    });
    expect(paths(anonymous)).toContain('/components/tooltip-design');
  });
});
