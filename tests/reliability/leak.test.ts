/**
 * Reliability test 1 (docs/reliability.md), SPEC §6: nothing of a private page reaches an anonymous
 * reader of the real HTTP server. For every private page of the shipped
 * content the test collects its title, route, headings, terms, description
 * and body sentences (less what public pages and the layout say anyway,
 * tests/support/private-strings.ts, except the route, which always counts), then asks as an anonymous reader for
 * every page (HTML, `.json`, `Accept: application/json` and the `.md` copy),
 * robots.txt, sitemap.xml, llms.txt and llms-full.txt, the search API
 * with each private title (no filter, each filter, all filters, each with and
 * without mode=dev) and term (no filter with and without mode=dev, each
 * filter), 404 pages (among them one letter off each private route, whose
 * suggestions come from search), the health check and every file of the client build
 * (source maps included), and the Component status page, whose rows name
 * components and link their pages (the names and prop descriptions of internal
 * components, those documented only on private pages, count as strings too, read
 * from the component manifest), and finds none of the strings in any answer's
 * headers or body; a private page's own 403 may name its own route, nothing
 * else. No public file of the client names an internal component or says its
 * props' descriptions (beyond the code public pages' examples render), and the
 * files under assets/private/ answer 404. As an authorized reader the private
 * pages and a search for each title show every string, so the test can fail. */
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRecord } from '../../core/bundle';
import { COMPONENT_STATUS_ROUTE } from '../../core/portal';
import type { ShippedPortal } from '../server/portal-fixture';
import { found, internalComponentSecrets, publicMaterialOf, secretsOf, type PrivateString } from '../support/private-strings';
import { buildPortalFiles, removePortalFiles, ROOT, startRealServer, type PortalFiles, type RealServer } from '../support/real-portal';
import { publicExampleCode } from '../support/public-example-code';
import { rawRequest, type RawResponse } from '../support/raw-http';
import { SECURITY_HEADER_CHECKS } from '../support/security-header-checks';

const AUTHORIZED_COOKIE = 'hb-test=1';
/** Content build, client build with source maps, and the public material of every route: minutes on a busy shared machine. */
const SETUP_TIMEOUT_MS = 360_000;
/** Requests in flight at once. */
const CONCURRENCY = 4;

let files: PortalFiles;
let server: RealServer;
let privatePages: PageRecord[];
/** The strings to look for, each a secret of one private page. */
let secrets: PrivateString[];
/** Those of them that belong to internal components: their names and prop descriptions. */
let componentSecrets: PrivateString[];
let skippedAsPublic = 0;

beforeAll(async () => {
  files = await buildPortalFiles();
  server = await startRealServer(files);
  const portal: ShippedPortal = { bundle: files.bundle, searchIndex: files.searchIndex, searchDocuments: [] };
  privatePages = Object.values(files.bundle.pages).filter((page) => !page.isPublic);
  const publicMaterial = await publicMaterialOf(portal);
  // A component documented only on a private page is internal: its name and its props' descriptions are as private as
  // the page (the Component status page lists it, its props table describes it).
  const internalComponents = internalComponentSecrets(files.bundle);
  const all = [...privatePages.flatMap((page) => secretsOf(page, { terms: true, sentences: 5 })), ...internalComponents];
  // A private route counts whatever public pages say: a link to it reaches an anonymous reader as its label only.
  secrets = all.filter((secret) => secret.label === 'route' || !found(publicMaterial, secret.text));
  componentSecrets = secrets.filter((secret) => internalComponents.includes(secret));
  skippedAsPublic = all.length - secrets.length;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
  if (files !== undefined) removePortalFiles(files);
});

interface Probe {
  readonly target: string;
  readonly accept?: string;
  /** A cookie of the probe's own (dev mode), besides the reader's. */
  readonly cookie?: string;
}

/** The answers to all probes, a few at a time; each as its headers and body in one text. */
async function ask(probes: readonly Probe[], cookie?: string): Promise<{ probe: Probe; response: RawResponse; text: string }[]> {
  const answers: { probe: Probe; response: RawResponse; text: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next];
      next += 1;
      if (probe === undefined) break;
      const headers: [string, string][] = [];
      if (probe.accept !== undefined) headers.push(['Accept', probe.accept]);
      const cookies = [cookie, probe.cookie].filter((value) => value !== undefined).join('; ');
      if (cookies !== '') headers.push(['Cookie', cookies]);
      // A generous limit: the machine running the tests may be shared and busy; this test is about content, not speed.
      const response = await rawRequest(server.port, { target: probe.target, headers, timeoutMs: 60_000 });
      const head = [...response.headers]
        .filter(([name]) => !VOLATILE_HEADERS.has(name))
        .map(([name, values]) => `${name}: ${values.join(', ')}`)
        .join('\n');
      answers.push({ probe, response, text: maskVolatile(`${head}\n\n${response.text}`) });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

/** The longest names a minifier gives variables in the client build. */
const MINIFIED_NAME_LENGTH = 2;

/** Headers that differ per request or per build and say nothing of content. */
const VOLATILE_HEADERS = new Set(['date', 'x-request-id', 'content-length', 'etag', 'last-modified']);

/**
 * Random and hashed tokens masked, so a two-letter term such as 'QA' is not
 * "found" inside a nonce or a file hash.
 */
function maskVolatile(text: string): string {
  return text
    .replace(/nonce-[A-Za-z0-9+/=_-]+/g, 'nonce-<nonce>')
    .replace(/nonce="[^"]*"/g, 'nonce="<nonce>"')
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css|map)\b/g, '-<hash>.$1');
}

/**
 * Every distinct piece of the texts, joined: answers repeat the same navigation
 * and search results thousands of times. Pieces are cut between tags and
 * between JSON values, where no title, heading or sentence can be split.
 */
function distinctPieces(texts: Iterable<string>): string {
  const pieces = new Set<string>();
  for (const text of texts) for (const piece of text.split(/(?<=>)(?=<)|(?<=",)(?=")|(?<=\}),(?=\{)/)) pieces.add(piece);
  return [...pieces].join('\n\u0000\n');
}

const pathOf = (route: string) => (route === '/' ? '/designsystem' : `/designsystem${route}`);
const pageProbes = (route: string): Probe[] => [
  { target: pathOf(route) },
  { target: `${pathOf(route)}.json` },
  { target: pathOf(route), accept: 'application/json' },
  // The Markdown copy (server/discovery-routes.ts).
  { target: `${pathOf(route)}.md` },
];
/**
 * A page with its component playground's state in the query (docs/playground.md): rendered anew for each query,
 * outside the page cache, with the playground's controls, code and preview in HTML and page data. Every name a
 * playground could read, with a bad value, so its notes are in the answer too.
 */
const PLAYGROUND_QUERY = '?variant=danger&loading=true&size=huge&open=true&children=probe';
const playgroundProbes = (route: string): Probe[] => [
  { target: `${pathOf(route)}${PLAYGROUND_QUERY}` },
  { target: `${pathOf(route)}.json${PLAYGROUND_QUERY}` },
];
/** The discovery files, which list pages and, in llms-full.txt, hold their Markdown. */
const DISCOVERY_PROBES: Probe[] = [
  { target: '/robots.txt' },
  { target: '/designsystem/sitemap.xml' },
  { target: '/designsystem/llms.txt' },
  { target: '/designsystem/llms-full.txt' },
];

/** Every combination of a query, a set of filters and a mode. */
function searchProbes(queries: readonly string[], filterSets: readonly (readonly string[])[], modes: readonly string[]): Probe[] {
  return queries.flatMap((query) =>
    filterSets.flatMap((filters) =>
      modes.map((mode) => ({
        target: `/designsystem/api/search?term=${encodeURIComponent(query)}&limit=101${filters.map((link) => `&filter=${encodeURIComponent(link)}`).join('')}${mode}`,
      })),
    ),
  );
}

/** The route a probe asked for: its path without the base path and a page-data suffix. */
const askedRoute = (target: string) => target.replace(/^\/designsystem/, '').replace(/\.json$/, '');

/** A private page's own answers may carry its own route (it was asked for); masked where it stands as a whole route. */
function withoutOwnRoute(text: string, route: string): string {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`${escaped}(?![\\w/-])`, 'g'), '<own route>');
}

interface Answer {
  readonly probe: Probe;
  readonly response: RawResponse;
  readonly text: string;
}

describe('§6 leak test over the real HTTP server', () => {
  let assetNames: string[];
  let privateAssetNames: string[];
  /** Every anonymous answer but the assets' and the private pages' own, and those with their own route masked. */
  let anonymousAnswers: Answer[];
  let ownAnswers: (Answer & { readonly route: string })[];
  let typoAnswers: Answer[];
  let assetAnswers: Answer[];
  let privateAssetAnswers: Answer[];
  let authorizedAnswers: Answer[];
  let searchTerms = 0;
  const leaks: string[] = [];

  beforeAll(async () => {
    const sections = files.bundle.sections.map((section) => section.link);
    const publicRoutes = [
      '/',
      ...sections,
      COMPONENT_STATUS_ROUTE,
      ...Object.values(files.bundle.pages)
        .filter((page) => page.isPublic)
        .map((page) => page.route),
    ];
    const titles = [...new Set(privatePages.map((page) => page.title))];
    const terms = [...new Set(privatePages.flatMap((page) => page.terms))].filter((term) => !titles.includes(term));
    searchTerms = titles.length + terms.length;
    const eachFilter = sections.map((link) => [link]);
    // Every file under assets/ but assets/private/, which holds what only private pages load (their examples, their
    // playgrounds, the internal components only they render): an anonymous reader must not get those (asked below).
    const allAssets = readdirSync(join(files.clientDir, 'assets'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(join(files.clientDir, 'assets'), join(entry.parentPath, entry.name)));
    assetNames = allAssets.filter((name) => !name.startsWith('private/'));
    privateAssetNames = allAssets.filter((name) => name.startsWith('private/'));

    anonymousAnswers = await ask([
      ...publicRoutes.flatMap(pageProbes),
      ...publicRoutes.flatMap(playgroundProbes),
      // Titles: every filter, all of them and none, each with and without mode=dev.
      ...searchProbes(titles, [[], ...eachFilter, sections], ['', '&mode=dev']),
      // Terms: no filter with and without mode=dev, and each filter.
      ...searchProbes(terms, [[]], ['', '&mode=dev']),
      ...searchProbes(terms, eachFilter, ['']),
      { target: '/designsystem/no-such-page' },
      { target: '/designsystem/foundations/no-such-page' },
      { target: '/designsystem/no-such-page.json' },
      { target: '/nope' },
      { target: '/designsystem/assets/missing.js' },
      { target: '/designsystem/api/nope' },
      { target: '/designsystem/healthz' },
      ...DISCOVERY_PROBES,
      // Dev mode changes which tab a shorthand link resolves to.
      ...DISCOVERY_PROBES.map((probe) => ({ ...probe, cookie: '.dsdevmode=true' })),
    ]);
    // 404 pages for paths one letter off each private route, whose suggestions come from search: no private page may
    // be suggested. The page names the path it was asked for (its route in the page data), which the asker knows.
    typoAnswers = (
      await ask(privatePages.flatMap((page) => [{ target: `${pathOf(page.route)}x` }, { target: `${pathOf(page.route)}x.json` }]))
    ).map((answer) => ({ ...answer, text: answer.text.replaceAll(askedRoute(answer.probe.target), '<asked route>') }));
    ownAnswers = (
      await Promise.all(
        privatePages.map(async (page) =>
          (
            await ask([...pageProbes(page.route), ...playgroundProbes(page.route), { target: pathOf(page.route.toUpperCase()) }])
          ).map((answer) => ({
            ...answer,
            route: page.route,
            text: withoutOwnRoute(answer.text, page.route),
          })),
        ),
      )
    ).flat();
    assetAnswers = await ask(assetNames.map((name) => ({ target: `/designsystem/assets/${name}` })));
    privateAssetAnswers = await ask(privateAssetNames.map((name) => ({ target: `/designsystem/assets/${name}` })));
    authorizedAnswers = await ask(
      [
        ...privatePages.flatMap((page) => [...pageProbes(page.route), ...playgroundProbes(page.route)]),
        ...pageProbes(COMPONENT_STATUS_ROUTE),
        ...searchProbes([...new Set(privatePages.map((page) => page.title))], [[]], ['', '&mode=dev']),
        ...DISCOVERY_PROBES,
      ],
      AUTHORIZED_COOKIE,
    );
  }, 240_000);

  afterAll(() => {
    const anonymous = anonymousAnswers.length + typoAnswers.length + ownAnswers.length + assetAnswers.length;
    console.log(
      `leak test: ${secrets.length} strings from ${privatePages.length} private pages (${skippedAsPublic} more skipped: public pages say them too); ` +
        `${anonymous} anonymous requests (${searchTerms} search terms, ${assetAnswers.length} asset files), ${authorizedAnswers.length} authorized; leaks found: ${leaks.length}`,
    );
  });

  /** Where a string was found, for the failure message. */
  const whereFound = (answers: readonly Answer[], secret: PrivateString) =>
    answers
      .filter((answer) => found(answer.text, secret.text))
      .slice(0, 3)
      .map((answer) => answer.probe.target)
      .join(', ');

  it('answers every anonymous request without a 5xx, a private page with 403 (or 308 to it), and HTML with the security headers', () => {
    for (const { probe, response } of [...anonymousAnswers, ...typoAnswers, ...ownAnswers, ...assetAnswers]) {
      expect(response.status, probe.target).toBeLessThan(500);
      if ((response.headers.get('content-type')?.[0] ?? '').startsWith('text/html')) {
        for (const [name, check] of SECURITY_HEADER_CHECKS)
          expect(check(response.headers.get(name)?.join(', ')), `${name} on ${probe.target}`).toBe(true);
      }
    }
    for (const { probe, response, route } of ownAnswers) {
      expect(response.status, `${probe.target} for an anonymous reader`).toBe(probe.target === pathOf(route.toUpperCase()) ? 308 : 403);
    }
    for (const { probe, response } of assetAnswers) expect(response.status, probe.target).toBe(200);
    for (const { probe, response } of privateAssetAnswers) expect(response.status, `${probe.target} for an anonymous reader`).toBe(404);
  });

  it("finds no private string in pages, page data, search answers, 404 pages and private pages' own 403s", () => {
    for (const { probe, response } of typoAnswers) expect(response.status, probe.target).toBe(404);
    const answers = [...anonymousAnswers, ...typoAnswers, ...ownAnswers];
    const haystack = distinctPieces(answers.map((answer) => answer.text));
    const found_ = secrets.filter((secret) => found(haystack, secret.text));
    leaks.push(...found_.map((secret) => `${secret.route} ${secret.label}: '${secret.text}' in ${whereFound(answers, secret)}`));
    expect(leaks).toEqual([]);
  });

  it('finds no private string in the client build (JS, CSS, source maps), which is built from code alone', () => {
    // The maps name every module the bundle was built from: none may be content or built data.
    const maps = assetAnswers.filter((answer) => answer.probe.target.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    const code: string[] = [];
    for (const map of maps) {
      const parsed = JSON.parse(map.response.text) as { sources: string[]; sourcesContent?: (string | null)[] };
      const fromContent = parsed.sources
        .map((source) => resolve(dirname(join(files.clientDir, 'assets', map.probe.target.split('/').pop() ?? '')), source))
        .filter(
          (source) =>
            [join(ROOT, 'content'), files.dataDir].some((folder) => source.startsWith(`${folder}/`)) || /\.(md|json)$/.test(source),
        );
      expect(fromContent, `${map.probe.target} is built from content`).toEqual([]);
      code.push(...(parsed.sourcesContent ?? []).filter((text): text is string => text !== null));
    }
    // A word that the viewer's or a library's own code says ('Safari', React's 'error boundary') is not content.
    // Nor is a two-letter term ('QA'): the minifier gives variables names of a few letters, so such a term
    // turns up as `QA(` in some build or other; a page's content would bring its longer strings along, which count.
    const codeText = code.join('\n');
    // Internal components' names and prop descriptions are their own code's words: the next test looks for those.
    const pageSecrets = secrets.filter((secret) => !componentSecrets.includes(secret));
    const checked = pageSecrets.filter((secret) => secret.text.length > MINIFIED_NAME_LENGTH && !found(codeText, secret.text));
    expect(checked.length).toBeGreaterThan(pageSecrets.length * 0.9);
    const haystack = assetAnswers.map((answer) => answer.text).join('\n\u0000\n');
    const inAssets = checked.filter((secret) => found(haystack, secret.text));
    leaks.push(...inAssets.map((secret) => `${secret.route} ${secret.label}: '${secret.text}' in ${whereFound(assetAnswers, secret)}`));
    expect(inAssets.map((secret) => `${secret.route} ${secret.label}: '${secret.text}'`)).toEqual([]);
  });

  it("names no internal component and says none of its props' descriptions in any public file of the client build", () => {
    // Only assets/private/, 404 to this reader, may hold an internal component's code, its playground and the
    // examples that render it. What a public page's example renders is public code whatever documents it: the
    // Carousel example's product tile names its part ProductTile.EnergyLabel (tests/support/public-example-code.ts).
    // Source maps are left out: the production build writes none (vite.config.ts), and this build's maps hold the
    // source of every module a public chunk bundles, comments and all.
    const publicCode = publicExampleCode(ROOT);
    const checked = componentSecrets.filter((secret) => !found(publicCode, secret.text));
    expect(checked.filter((secret) => secret.label === 'component').length).toBeGreaterThan(0);
    const shipped = assetAnswers.filter((answer) => !answer.probe.target.endsWith('.map'));
    expect(shipped.some((answer) => answer.probe.target.endsWith('.js'))).toBe(true);
    const haystack = shipped.map((answer) => answer.text).join('\n\u0000\n');
    const inAssets = checked.filter((secret) => found(haystack, secret.text));
    leaks.push(...inAssets.map((secret) => `${secret.route} ${secret.label}: '${secret.text}' in ${whereFound(shipped, secret)}`));
    expect(inAssets.map((secret) => `${secret.label}: '${secret.text}' in ${whereFound(shipped, secret)}`)).toEqual([]);
  });

  it('finds every collected string as an authorized reader (so the test can fail)', () => {
    const haystack = distinctPieces(authorizedAnswers.map((answer) => answer.text));
    const missing = secrets
      .filter((secret) => !found(haystack, secret.text))
      .map((secret) => `${secret.route} ${secret.label}: '${secret.text}'`);
    expect(missing).toEqual([]);
    expect(secrets.length).toBeGreaterThan(privatePages.length * 3);
    for (const page of privatePages)
      expect(authorizedAnswers.find((answer) => answer.probe.target === pathOf(page.route))?.response.status).toBe(200);
  });
});
