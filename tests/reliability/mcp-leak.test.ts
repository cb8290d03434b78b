/**
 * Reliability: nothing of a private page reaches an anonymous reader through
 * the MCP server (SPEC §6; the MCP requirement "an anonymous client never sees
 * an internal page, component or search hit"). For every private page of the
 * shipped content the test collects its title, route, headings, terms,
 * description, body sentences and the components its props tables document
 * (less what public pages, the layout and the public token files say anyway,
 * tests/support/private-strings.ts), then, as an anonymous SDK client of the
 * real server, calls search with each title (no filter and each section) and
 * each term, get_page with each route, get_component with each title and
 * component, list_components, and get_tokens, and finds none of the strings
 * in any answer. Every answer but get_page's must equal the answer of the same
 * portal with its private pages removed, so no count moves either; get_page
 * of a private route says 'Not authorized' and nothing else. An authorized
 * client gets each private page and finds it by its title, so the test can fail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRecord } from '../../core/bundle';
import { MCP_PATH } from '../../core/site';
import { createTestApp, type ShippedPortal } from '../server/portal-fixture';
import { callTool, connect, connectHttp, buildMcpPortalFiles, type ToolAnswer } from '../support/mcp-client';
import { found, publicMaterialOf, publicOnly, secretsOf, type PrivateString } from '../support/private-strings';
import { removePortalFiles, startRealServer, type PortalFiles, type RealServer } from '../support/real-portal';

const SETUP_TIMEOUT_MS = 900_000;
const PROBE_TIMEOUT_MS = 600_000;
const PUBLIC_ORIGIN = 'https://docs.harbor.example';
const CONCURRENCY = 4;
const PROPS_DIRECTIVE = /^::props\{of="([^"]+)"\}/gm;

let files: PortalFiles;
let server: RealServer;
let anonymous: Client;
let internal: Client;
/** The same portal without its private pages, answered in-process: what an anonymous reader must get. */
let reference: Client;
let privatePages: PageRecord[];
let secrets: PrivateString[];

interface Call {
  readonly tool: string;
  readonly args: Record<string, unknown>;
}

beforeAll(async () => {
  files = await buildMcpPortalFiles();
  server = await startRealServer(files, { PUBLIC_ORIGIN });
  anonymous = await connectHttp(server.origin);
  internal = await connectHttp(server.origin, { cookie: 'hb-test=1' });
  const tokenDir = join(files.dataDir, 'tokens');
  const tokenFiles = new Map(readdirSync(tokenDir).map((name) => [name, readFileSync(join(tokenDir, name), 'utf8')]));
  const portal: ShippedPortal = { bundle: files.bundle, searchIndex: files.searchIndex, searchDocuments: [] };
  const { app } = createTestApp({ ...portal, bundle: publicOnly(files.bundle) }, { config: { publicOrigin: PUBLIC_ORIGIN }, tokenFiles });
  reference = await connect(
    new StreamableHTTPClientTransport(new URL(MCP_PATH, PUBLIC_ORIGIN), { fetch: async (url, init) => app.request(String(url), init) }),
  );
  privatePages = Object.values(files.bundle.pages).filter((page) => !page.isPublic);
  // The token files are public at /designsystem/tokens whoever asks: a word their descriptions share with a private page is not that page's.
  const publicMaterial = [await publicMaterialOf(portal), ...tokenFiles.values()].join('\n');
  const all = privatePages.flatMap((page) => [
    ...secretsOf(page, { terms: true, sentences: 5 }),
    ...componentsOf(page).map((name) => ({ label: `component '${name}'`, text: name, route: page.route })),
  ]);
  secrets = all.filter((secret) => !found(publicMaterial, secret.text));
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  for (const client of [anonymous, internal, reference]) await client?.close();
  await server?.close();
  if (files !== undefined) removePortalFiles(files);
});

/** The components a page's props tables document, read from its Markdown source. */
function componentsOf(page: PageRecord): string[] {
  const text = files.bundle.markdown[page.route]?.text ?? '';
  return [...text.matchAll(PROPS_DIRECTIVE)].map((match) => match[1] ?? '');
}

async function answersTo(client: Client, calls: readonly Call[]): Promise<ToolAnswer[]> {
  const answers: ToolAnswer[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const index = next;
      next += 1;
      const call = calls[index] as Call;
      answers[index] = await callTool(client, call.tool, call.args);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

function comparableCalls(): Call[] {
  const sections = files.bundle.sections.map((section) => section.link);
  const calls: Call[] = [{ tool: 'list_components', args: {} }];
  for (const theme of files.bundle.site.themes) calls.push({ tool: 'get_tokens', args: { theme } });
  for (const page of privatePages) {
    calls.push({ tool: 'search', args: { query: page.title, limit: 100 } });
    for (const filter of sections) calls.push({ tool: 'search', args: { query: page.title, limit: 100, filter } });
    for (const term of page.terms) calls.push({ tool: 'search', args: { query: term, limit: 100 } });
    for (const name of [page.title, ...componentsOf(page)]) calls.push({ tool: 'get_component', args: { name } });
  }
  return calls;
}

describe('MCP leak test: private pages never reach an anonymous MCP client (SPEC §6)', () => {
  it('has private pages and secrets to look for', () => {
    expect(privatePages.length).toBeGreaterThan(10);
    expect(secrets.length).toBeGreaterThan(privatePages.length * 3);
    expect(secrets.some((secret) => secret.label.startsWith('component'))).toBe(true);
  });

  it(
    'answers every search, component, list and token call as the portal without its private pages would, and none shows a private string',
    async () => {
      const calls = comparableCalls();
      const [real, expected] = await Promise.all([answersTo(anonymous, calls), answersTo(reference, calls)]);
      const differing = calls.filter(
        (_call, index) => real[index]?.text !== expected[index]?.text || real[index]?.isError !== expected[index]?.isError,
      );
      expect(differing, 'answers that differ from the public-only portal').toEqual([]);
      const leaks = real.flatMap((answer, index) =>
        secrets
          .filter((secret) => found(answer.text, secret.text))
          .map((secret) => `${JSON.stringify(calls[index])}: ${secret.label} of ${secret.route}`),
      );
      expect(leaks).toEqual([]);
    },
    PROBE_TIMEOUT_MS,
  );

  it(
    "answers get_page of every private route with 'Not authorized' and nothing of the page",
    async () => {
      const answers = await answersTo(
        anonymous,
        privatePages.map((page) => ({ tool: 'get_page', args: { route: page.route } })),
      );
      for (const answer of answers)
        expect(answer).toEqual({ isError: true, text: 'Not authorized: this page is for internal readers only' });
    },
    PROBE_TIMEOUT_MS,
  );

  it(
    'gives an authorized client every private page, found by its title',
    async () => {
      for (const page of privatePages) {
        const copy = await callTool(internal, 'get_page', { route: page.route });
        expect(copy.isError, page.route).toBe(false);
        expect(copy.text).toContain(page.title);
        const hits = await callTool(internal, 'search', { query: page.title, limit: 100 });
        expect(hits.text, page.route).toContain(`"route": "${page.route}"`);
      }
    },
    PROBE_TIMEOUT_MS,
  );
});
