/**
 * The standing outside probe (docs/reliability.md), SPEC §6: the portal as deployed — the server with
 * NODE_ENV=production, ACCESS_TOKEN_SECRET set and TRUSTED_PROXIES naming nginx only, behind nginx filled from
 * deploy/nginx.conf.template — asked from outside as an external security probe asked it. For every private page it
 * takes distinctive strings (title, route, headings, terms, description, body sentences; the route always, the rest
 * unless public pages say it too) and looks for them in every anonymous surface: pages, page data and Markdown
 * copies in many spellings, search, the discovery files, the private example chunks (directly and through nginx),
 * and the spoofed-address, test-cookie and forged-token tricks. It must find nothing anonymously and everything as
 * an authorized reader (a token signed with the secret), so it can fail.
 *
 * Each finding of that probe has its own test here and fails when it comes back: private chunks served by nginx
 * from disk; a private-range peer believed about X-Forwarded-For; the test cookie opening pages in production;
 * anonymous pages naming private routes; pages served outside /designsystem or for other methods; robots.txt
 * missing behind nginx.
 *
 * Sampling, to stay cheap in `npm test`: every private page is asked in PAGE_FORMS_PER_PAGE of the address spellings
 * (tests/support/probe-forms.ts), taken in turn from a shuffled list so that across the pages every spelling is asked
 * many times, each with one anonymous trick, GET or HEAD, and through nginx or directly, chosen at random; search
 * asks each private title and one of its terms; every private chunk is asked in two of its spellings. The random
 * choices come from a seed: PROBE_SEED=<n> repeats a run, and the seed is printed. Every public page, every discovery
 * file and every private chunk is asked at least once.
 *
 * A new surface is one more entry in `anonymousSurfaces` below: the MCP endpoint (/designsystem/mcp) belongs
 * there once it exists, asked for each private title.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRecord } from '../../core/bundle';
import { searchRequestUrl } from '../../core/search';
import { PRIVATE_ASSETS_DIRECTORY } from '../../core/site';
import { parseServerConfig } from '../../server/config';
import { startNginx, type Nginx } from '../deploy/support/nginx';
import { createTestApp, peerIs, type ShippedPortal } from '../server/portal-fixture';
import { found, publicMaterialOf, secretsOf, type PrivateString } from '../support/private-strings';
import { ADDRESS_FORMS, ANONYMOUS_FORMS, ASSET_FORMS, pick, seededRandom, UNTRUSTED_PEERS, type ReaderForm } from '../support/probe-forms';
import { rawRequest, type RawResponse } from '../support/raw-http';
import { buildPortalFiles, removePortalFiles, startRealServer, type PortalFiles, type RealServer } from '../support/real-portal';

const SECRET = 'outside-probe-secret-of-at-least-32-characters';
const PAGE_FORMS_PER_PAGE = 6;
const CONCURRENCY = 4;
/** An outsider connecting to nginx or the server, not nginx's own address (which the server trusts). */
const OUTSIDER = '127.0.0.3';
const SEED = Number(process.env['PROBE_SEED'] ?? Date.now() % 1_000_000);

let files: PortalFiles;
let server: RealServer;
let nginx: Nginx;
let portal: ShippedPortal;
let privatePages: PageRecord[];
let publicRoutes: string[];
let privateChunks: string[];
let secrets: PrivateString[];
let authorizedCookie: string;
const random = seededRandom(SEED);

interface Probe {
  readonly via: 'node' | 'nginx';
  readonly method?: string;
  readonly target: string;
  readonly headers?: readonly (readonly [string, string])[];
  /** The private route this probe asked for, which its answer may name (the asker knows it). */
  readonly ownRoute?: string;
  readonly label: string;
}

interface Answer {
  readonly probe: Probe;
  readonly response: RawResponse;
  /** Headers and body in one text, the probe's own route masked. */
  readonly text: string;
}

beforeAll(async () => {
  files = await buildPortalFiles();
  // As docs/deploy.md, "Deploying", runs a replica: only nginx (127.0.0.1) may speak for the client.
  server = await startRealServer(files, { NODE_ENV: 'production', TRUSTED_PROXIES: '127.0.0.1/32', ACCESS_TOKEN_SECRET: SECRET });
  nginx = await startNginx({ replicaPorts: [server.port], realIpFrom: [], assetsDir: join(files.clientDir, 'assets') });
  portal = { bundle: files.bundle, searchIndex: files.searchIndex, searchDocuments: [] };
  privatePages = Object.values(files.bundle.pages).filter((page) => !page.isPublic);
  publicRoutes = [
    '/',
    ...files.bundle.sections.map((section) => section.link),
    ...Object.values(files.bundle.pages)
      .filter((page) => page.isPublic)
      .map((page) => page.route),
  ];
  privateChunks = readdirSync(join(files.clientDir, 'assets', PRIVATE_ASSETS_DIRECTORY));
  const publicMaterial = await publicMaterialOf(portal);
  // A private route is never public knowledge, even where a public page once linked it.
  secrets = privatePages
    .flatMap((page) => secretsOf(page, { terms: true, sentences: 3 }))
    .filter((secret) => secret.label === 'route' || !found(publicMaterial, secret.text));
  authorizedCookie = `.at=${await sign({ cgid: 5, exp: Math.floor(Date.now() / 1000) + 3600 }, SECRET, 'HS256')}`;
}, 360_000);

afterAll(async () => {
  await nginx?.stop();
  await server?.close();
  if (files !== undefined) removePortalFiles(files);
});

async function ask(probes: readonly Probe[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    for (let probe = probes[next++]; probe !== undefined; probe = probes[next++]) {
      const port = probe.via === 'nginx' ? nginx.port : server.port;
      const response = await rawRequest(port, { ...probe, localAddress: OUTSIDER, timeoutMs: 60_000 });
      const head = [...response.headers].map(([name, values]) => `${name}: ${values.join(', ')}`).join('\n');
      let text = `${head}\n\n${response.text}`.replace(/nonce-[A-Za-z0-9+/=_-]+|nonce="[^"]*"|-[A-Za-z0-9_-]{8}\.(js|css)\b/g, '');
      if (probe.ownRoute !== undefined) text = text.replaceAll(probe.ownRoute, '<own route>');
      answers.push({ probe, response, text });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

const via = (): Probe['via'] => (random() < 0.5 ? 'nginx' : 'node');
const anonymous = (): ReaderForm => pick(random, ANONYMOUS_FORMS);

/** Every distinct piece of the texts, joined; cut between tags and between JSON values, where no string can be split. */
function distinctPieces(texts: readonly string[]): string {
  const pieces = new Set<string>();
  for (const text of texts) for (const piece of text.split(/(?<=>)(?=<)|(?<=",)(?=")|(?<=\}),(?=\{)/)) pieces.add(piece);
  return [...pieces].join('\n\u0000\n');
}

/**
 * Every private string found in the answers, with up to three probes that got it: the probe's findings. The
 * answers repeat the same navigation and results hundreds of times, so the strings are looked for once in their
 * distinct pieces, and only a found one is traced to the answers that hold it.
 */
function leaksIn(answers: readonly Answer[]): string[] {
  const haystack = distinctPieces(answers.map((answer) => answer.text));
  const leaked = secrets.filter((secret) => found(haystack, secret.text));
  // Tracing costs a search per answer: the first 20 say enough, the count says the rest.
  return leaked.slice(0, 20).map((secret, index) => {
    const where = answers
      .filter((answer) => found(answer.text, secret.text))
      .slice(0, 3)
      .map((answer) => `${answer.probe.label}, ${answer.probe.via} ${answer.probe.method ?? 'GET'} ${answer.probe.target}`);
    return `${index + 1} of ${leaked.length}: ${secret.route} ${secret.label} '${secret.text}' in: ${where.join(' | ')}`;
  });
}

/** The anonymous surfaces, each a list of probes; add one here for a new surface. */
const anonymousSurfaces: Record<string, () => Probe[]> = {
  'private pages in many spellings': () => {
    const forms = [...ADDRESS_FORMS].sort(() => random() - 0.5);
    return privatePages.flatMap((page, index) =>
      Array.from({ length: PAGE_FORMS_PER_PAGE }, (_, k) => {
        const form = forms[(index * PAGE_FORMS_PER_PAGE + k) % forms.length];
        if (form === undefined) throw new Error('no address form');
        const reader = anonymous();
        const headers = [...reader.headers, ...(form.accept === undefined ? [] : [['Accept', form.accept] as const])];
        return {
          via: via(),
          method: random() < 0.8 ? 'GET' : 'HEAD',
          target: form.target(page.route),
          headers,
          ownRoute: page.route,
          label: `${form.name} + ${reader.name}`,
        };
      }),
    );
  },
  'public pages, their data and Markdown': () =>
    publicRoutes.flatMap((route) => {
      const target = route === '/' ? '/designsystem' : `/designsystem${route}`;
      const reader = anonymous();
      return [
        { via: via(), target, headers: reader.headers, label: `public page + ${reader.name}` },
        ...(random() < 0.3 ? [{ via: via(), target: `${target}.json`, headers: reader.headers, label: 'public page data' }] : []),
        ...(random() < 0.3 && route !== '/'
          ? [{ via: via(), target: `${target}.md`, headers: reader.headers, label: 'public Markdown' }]
          : []),
      ];
    }),
  search: () =>
    privatePages.flatMap((page) =>
      [page.title, ...(page.terms.length > 0 ? [pick(random, page.terms)] : [])].map((term) => {
        const filters = random() < 0.5 ? [] : [pick(random, files.bundle.sections).link];
        const reader = anonymous();
        return {
          via: via(),
          target: searchRequestUrl({ term, filters, isDevMode: random() < 0.5 }),
          headers: reader.headers,
          label: `search + ${reader.name}`,
        };
      }),
    ),
  'discovery files': () =>
    ['/robots.txt', '/designsystem/sitemap.xml', '/designsystem/llms.txt', '/designsystem/llms-full.txt'].flatMap((target) =>
      (['nginx', 'node'] as const).map((through) => {
        const reader = anonymous();
        return {
          via: through,
          target,
          headers: [...reader.headers, ['Cookie', '.dsdevmode=true'] as const],
          label: `discovery + ${reader.name}`,
        };
      }),
    ),
  // MCP (/designsystem/mcp): add its probes here once the endpoint exists.
};

describe('§6 standing outside probe: the portal as deployed, asked anonymously', () => {
  let answers: Answer[];

  beforeAll(async () => {
    answers = await ask(Object.values(anonymousSurfaces).flatMap((surface) => surface()));
    console.log(
      `outside probe (PROBE_SEED=${SEED}): ${secrets.length} strings of ${privatePages.length} private pages, ${answers.length} anonymous requests`,
    );
  }, 300_000);

  it('finds no private string (routes included) in pages, page data, Markdown, search or discovery files, whatever the reader pretends', () => {
    expect(leaksIn(answers)).toEqual([]);
  });

  it('answers no spelling of a private page with its content', () => {
    const opened = answers.filter(
      (answer) => answer.probe.ownRoute !== undefined && answer.response.status >= 200 && answer.response.status < 300,
    );
    expect(opened.map((answer) => `${answer.probe.label} ${answer.probe.via} ${answer.probe.target}: ${answer.response.status}`)).toEqual(
      [],
    );
  });

  it('answers robots.txt through nginx as the replicas write it', () => {
    const robots = answers
      .filter((answer) => answer.probe.target === '/robots.txt')
      .map((answer) => [answer.probe.via, answer.response.status])
      .sort();
    expect(robots).toEqual([
      ['nginx', 200],
      ['node', 200],
    ]);
  });

  it('gives no private example chunk to an anonymous reader, in any spelling, directly or through nginx', async () => {
    const probes = privateChunks.flatMap((name) =>
      (['nginx', 'node'] as const).map((through) => {
        const reader = anonymous();
        return { via: through, target: pick(random, ASSET_FORMS)(name), headers: reader.headers, label: `private chunk + ${reader.name}` };
      }),
    );
    expect(probes.length).toBeGreaterThan(0);
    const served = (await ask(probes)).filter(
      (answer) =>
        ![403, 404].includes(answer.response.status) ||
        (answer.response.headers.get('cache-control') ?? []).some((value) => value.includes('public')),
    );
    expect(served.map((answer) => `${answer.probe.label} ${answer.probe.via} ${answer.probe.target}: ${answer.response.status}`)).toEqual(
      [],
    );
  });

  it('believes no X-Forwarded-For from a peer in a private or public range under the default TRUSTED_PROXIES', async () => {
    const config = parseServerConfig({ NODE_ENV: 'production', ACCESS_TOKEN_SECRET: SECRET });
    if (!config.ok) throw new Error(config.issues[0]?.message);
    const believed: string[] = [];
    for (const peer of UNTRUSTED_PEERS) {
      const { app } = createTestApp(portal, { config: config.value, peerOf: peerIs(peer) });
      const page = pick(random, privatePages);
      for (const header of ['10.1.2.3', '10.1.2.3, 172.16.0.1', `10.1.2.3, ${peer}`]) {
        const response = await app.request(`/designsystem${page.route}.json`, { headers: { 'x-forwarded-for': header } });
        if (response.status !== 403) believed.push(`peer ${peer} with X-Forwarded-For: ${header}: ${response.status}`);
      }
    }
    expect(believed).toEqual([]);
  });

  it('serves nothing outside /designsystem, and pages for GET and HEAD only, even to an authorized reader', async () => {
    const routes = [pick(random, privatePages).route, pick(random, privatePages).route, pick(random, publicRoutes.slice(1))];
    const headers = [['Cookie', authorizedCookie]] as const;
    const outside = await ask(
      routes.flatMap((route) =>
        [route, `${route}.json`].map((target) => ({ via: via(), target, headers, label: 'outside /designsystem' })),
      ),
    );
    expect(
      outside.filter((answer) => answer.response.status !== 404).map((answer) => `${answer.probe.target}: ${answer.response.status}`),
    ).toEqual([]);
    const methods = await ask(
      routes.flatMap((route) =>
        ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({
          via: via(),
          method,
          target: `/designsystem${route}`,
          headers,
          label: 'method',
        })),
      ),
    );
    expect(
      methods
        .filter((answer) => answer.response.status !== 405 || answer.response.headers.get('allow')?.join(', ') !== 'GET, HEAD')
        .map((answer) => `${answer.probe.method} ${answer.probe.target}: ${answer.response.status}`),
    ).toEqual([]);
  });
});

describe('§6 standing outside probe: as an authorized reader (so the probe can fail)', () => {
  it('finds every string on the private pages and gets every private chunk, through nginx', async () => {
    const headers = [['Cookie', authorizedCookie]] as const;
    const pages = await ask(
      privatePages.map((page) => ({ via: 'nginx', target: `/designsystem${page.route}`, headers, label: 'authorized page' })),
    );
    expect(pages.filter((answer) => answer.response.status !== 200).map((answer) => answer.probe.target)).toEqual([]);
    const haystack = distinctPieces(pages.map((answer) => answer.response.text));
    expect(
      secrets.filter((secret) => !found(haystack, secret.text)).map((secret) => `${secret.route} ${secret.label}: '${secret.text}'`),
    ).toEqual([]);
    expect(secrets.filter((secret) => secret.label === 'route')).toHaveLength(privatePages.length);
    const chunks = await ask(
      privateChunks.map((name) => ({ via: 'nginx', target: `/designsystem/assets/private/${name}`, headers, label: 'authorized chunk' })),
    );
    expect(chunks.map((answer) => answer.response.status)).toEqual(privateChunks.map(() => 200));
  });
});
