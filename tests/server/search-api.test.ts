/**
 * SPEC §7 Search: `GET /designsystem/api/search?term&limit&filter&mode=dev`,
 * its parameter checks (400 with `{ error }`), the term sanitising of §5 and
 * the requester's authorization over the real shipped index.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine, MAX_SEARCH_TERM_LENGTH, SEARCH_FIELDS, tokenize, type SearchResponse } from '../../core/search';
import { fieldText } from '../../core/search/build-search-index';
import { BUILD_TIMEOUT_MS, createTestApp, loadShippedPortal, type ShippedPortal, type TestApp } from './portal-fixture';

let portal: ShippedPortal;
let app: TestApp['app'];

beforeAll(async () => {
  portal = await loadShippedPortal();
  app = createTestApp(portal).app;
}, BUILD_TIMEOUT_MS);

const search = (query: string, headers: Record<string, string> = {}) => app.request(`/designsystem/api/search?${query}`, { headers });

describe('§7 search: answers', () => {
  it('finds a public page with the SPEC §3 response shape and no-store', async () => {
    const response = await search('term=button&limit=101');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as SearchResponse;
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.some((result) => result.title === 'Button')).toBe(true);
    expect(body.meta.total).toBeGreaterThanOrEqual(body.results.length);
    expect(Array.isArray(body.meta.availableFilters)).toBe(true);
  });

  it('returns at most limit results', async () => {
    const body = (await (await search('term=the&limit=3')).json()) as SearchResponse;
    expect(body.results.length).toBeLessThanOrEqual(3);
  });

  it.each(['', 'term=', 'term=%20%20', 'term=%3C%3E%21%3F', 'limit=101'])(
    'answers an empty term (%s) with 200 and no results',
    async (query) => {
      const response = await search(query);
      expect(response.status).toBe(200);
      expect(((await response.json()) as SearchResponse).results).toEqual([]);
    },
  );

  it('accepts the limit 101 the client sends (SPEC §7, §9) and 20 filters', async () => {
    const filters = Array.from({ length: 20 }, (_, i) => `filter=${encodeURIComponent(portal.bundle.sections[i % 5]?.link ?? '')}`).join(
      '&',
    );
    expect((await search(`term=button&limit=101&${filters}`)).status).toBe(200);
  });

  it('restricts results to the filtered section', async () => {
    const body = (await (await search('term=button&limit=101&filter=%2Fcomponents')).json()) as SearchResponse;
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((result) => result.url.startsWith('/designsystem/components/'))).toBe(true);
  });

  it('cuts a term longer than 200 characters before searching (SPEC §5, core sanitizeSearchTerm)', async () => {
    const terms: string[] = [];
    const engine = createSearchEngine(portal.searchIndex, portal.bundle.sections);
    const { app: spied } = createTestApp(portal, {
      search: {
        search: (request) => (terms.push(request.term), engine.search(request)),
        searchJson: (request) => (terms.push(request.term), engine.searchJson(request)),
      },
    });
    const response = await spied.request(`/designsystem/api/search?term=${'button '.repeat(100)}&limit=101`);
    expect(response.status).toBe(200);
    expect(terms).toHaveLength(1);
    expect(terms[0]?.length).toBeLessThanOrEqual(MAX_SEARCH_TERM_LENGTH);
    expect(terms[0]).toMatch(/^button button/);
  });

  it('sanitises the term: only letters, digits, space, + and - reach the engine', async () => {
    const terms: string[] = [];
    const engine = createSearchEngine(portal.searchIndex, portal.bundle.sections);
    const { app: spied } = createTestApp(portal, {
      search: {
        search: (request) => (terms.push(request.term), engine.search(request)),
        searchJson: (request) => (terms.push(request.term), engine.searchJson(request)),
      },
    });
    await spied.request(`/designsystem/api/search?term=${encodeURIComponent('  <b>Button</b>   (primary)! ')}&limit=101&mode=dev`);
    expect(terms).toEqual(['b Button b primary']);
  });
});

describe('§7 search: parameters are checked, 400 with { error } naming the parameter', () => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=102', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=', 'limit'],
    ['limit=01', 'limit'],
    ['limit=1e2', 'limit'],
    ['limit=5&limit=6', 'limit'],
    ['filter=%2Fnope', 'filter'],
    ['filter=components', 'filter'],
    ['filter=%2Fcomponents%2Fbutton-design', 'filter'],
    [Array.from({ length: 21 }, () => 'filter=%2Fcomponents').join('&'), 'filter'],
    ['mode=prod', 'mode'],
    ['mode=DEV', 'mode'],
    ['mode=dev&mode=dev', 'mode'],
    ['term=again', 'term'],
  ])('%s', async (query, parameter) => {
    const response = await search(`term=button&${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.startsWith(`${parameter}: expected`)).toBe(true);
  });

  it('says what is allowed', async () => {
    expect(await (await search('limit=500')).json()).toEqual({ error: 'limit: expected a whole number from 1 to 101' });
    expect(((await (await search('filter=%2Fx')).json()) as { error: string }).error).toContain(
      '/get-started, /foundations, /patterns, /components, /develop',
    );
  });
});

describe('§6 search with the requester authorization', () => {
  const privateTitle = () => {
    const page = portal.bundle.pages['/foundations/logos'];
    if (page === undefined || page.isPublic) throw new Error('expected the private Logos page');
    return page;
  };

  it('finds a private page for an authorized requester only', async () => {
    const page = privateTitle();
    const query = `term=${encodeURIComponent(page.title)}&limit=101`;
    const authorized = (await (await search(query, { cookie: 'hb-test=1' })).json()) as SearchResponse;
    const anonymous = (await (await search(query)).json()) as SearchResponse;
    expect(authorized.results.some((result) => result.url === `/designsystem${page.route}`)).toBe(true);
    expect(anonymous.results.some((result) => result.url === `/designsystem${page.route}`)).toBe(false);
  });

  it('does not count private pages in the anonymous totals and filter amounts', async () => {
    const anonymous = (await (await search('term=the&limit=101')).json()) as SearchResponse;
    const authorized = (await (await search('term=the&limit=101', { cookie: 'hb-test=1' })).json()) as SearchResponse;
    expect(anonymous.meta.total).toBeLessThan(authorized.meta.total);
    const amount = (body: SearchResponse) => body.meta.availableFilters.reduce((sum, filter) => sum + filter.amount, 0);
    expect(amount(anonymous)).toBeLessThan(amount(authorized));
  });
});

describe('"Nothing found" over HTTP: suggestions in a field of their own, misses logged (docs/portal.md, Search; Operations)', () => {
  const NOTHING = 'term=acordionnn%20zzqqxx&limit=101';

  it('answers a term that finds nothing with Did-you-mean queries and the nearest pages, apart from the results', async () => {
    const body = (await (await search(NOTHING)).json()) as SearchResponse;
    expect(body.results).toEqual([]);
    expect(body.meta.total).toBe(0);
    expect(body.suggestions?.didYouMean).toContain('accordion');
    expect(body.suggestions?.pages.length).toBeGreaterThan(0);
    expect(body.suggestions?.pages.length).toBeLessThanOrEqual(3);
  });

  it('carries no suggestions when something was found', async () => {
    const body = (await (await search('term=button&limit=101')).json()) as SearchResponse;
    expect(body.suggestions).toBeUndefined();
  });

  it('logs each search that found nothing, cached or not, as one line with the sanitised term and nothing about the reader', async () => {
    const { app: logged, logLines } = createTestApp(portal);
    const headers = { cookie: 'hb-test=1; session=secret-cookie', 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 2; i++) await logged.request('/designsystem/api/search?term=acordionnn%3Czzqqxx%3E&limit=101', { headers });
    await logged.request('/designsystem/api/search?term=button&limit=101', { headers });
    const misses = logLines.map(([, line]) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'search miss');
    expect(misses.map(({ time: _time, ...line }) => line)).toEqual([
      { level: 'info', msg: 'search miss', term: 'acordionnn zzqqxx' },
      { level: 'info', msg: 'search miss', term: 'acordionnn zzqqxx' },
    ]);
    const text = JSON.stringify(misses);
    expect(text).not.toContain('203.0.113.7');
    expect(text).not.toContain('secret-cookie');
  });
});

describe('§6 "Nothing found" suggestions never reveal a private page or word', () => {
  /** Every word of the pages an anonymous reader may see. */
  const publicWords = () =>
    new Set(
      portal.searchIndex.documents
        .filter((document) => document.isPublic)
        .flatMap((document) => SEARCH_FIELDS.flatMap((field) => tokenize(fieldText(document, field)))),
    );
  /** A private page's title made unfindable, but close enough to be suggested. */
  const garbled = (title: string) => `${title.replace(/\s+/g, '')}qqz`;

  it('suggests to an anonymous reader only public pages and words public pages hold, for every private title', async () => {
    const words = publicWords();
    const privateRoutes = new Set(
      Object.values(portal.bundle.pages)
        .filter((page) => !page.isPublic)
        .map((page) => page.route),
    );
    let suggestedToAuthorized = 0;
    for (const route of privateRoutes) {
      const title = portal.bundle.pages[route]!.title;
      const query = `term=${encodeURIComponent(garbled(title))}&limit=101`;
      const anonymous = (await (await search(query)).json()) as SearchResponse;
      for (const page of anonymous.suggestions?.pages ?? []) expect(privateRoutes.has(page.path)).toBe(false);
      for (const suggestion of anonymous.suggestions?.didYouMean ?? []) {
        for (const word of tokenize(suggestion)) expect({ word, public: words.has(word) }).toEqual({ word, public: true });
      }
      expect(anonymous.results.filter((result) => privateRoutes.has(result.path))).toEqual([]);
      const authorized = (await (await search(query, { cookie: 'hb-test=1' })).json()) as SearchResponse;
      suggestedToAuthorized += (authorized.suggestions?.pages ?? []).filter((page) => privateRoutes.has(page.path)).length;
      suggestedToAuthorized += authorized.results.filter((result) => privateRoutes.has(result.path)).length;
    }
    // The same searches reach private pages for an authorized reader: the check above can fail.
    expect(suggestedToAuthorized).toBeGreaterThan(0);
  });
});
