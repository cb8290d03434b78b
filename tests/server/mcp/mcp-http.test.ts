/**
 * The MCP server at /designsystem/mcp, through the official SDK's client
 * against the real server on a socket (stateless Streamable HTTP): the six
 * tools and their answers, authorization decided as for the pages (test
 * cookie, trusted-proxy X-Forwarded-For, access token as cookie or bearer),
 * and bad input answered as tool errors that leak no stack and no path.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle } from '../../../core/bundle';
import { DEV_MODE_COOKIE_NAME } from '../../../core/cookies';
import { MCP_PATH } from '../../../core/site';
import { MAX_MCP_BODY_BYTES } from '../../../server/mcp/mcp-route';
import { jwt } from '../../core/auth/jwt-fixture';
import { callJson, callTool, connectHttp, buildMcpPortalFiles } from '../../support/mcp-client';
import { removePortalFiles, startRealServer, type PortalFiles, type RealServer } from '../../support/real-portal';

const SETUP_TIMEOUT_MS = 180_000;
const PRIVATE_COMPONENT = 'Badge';
const PRIVATE_ROUTE = '/components/badge-code';
const TOOLS = ['check_contrast', 'get_component', 'get_page', 'get_tokens', 'list_components', 'search'];

let files: PortalFiles;
let server: RealServer;
let bundle: ContentBundle;
let anonymous: Client;
let internal: Client;

beforeAll(async () => {
  files = await buildMcpPortalFiles();
  bundle = files.bundle;
  server = await startRealServer(files);
  anonymous = await connectHttp(server.origin);
  internal = await connectHttp(server.origin, { cookie: 'hb-test=1' });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await anonymous?.close();
  await internal?.close();
  await server?.close();
  if (files !== undefined) removePortalFiles(files);
});

interface Listing {
  readonly count: number;
  readonly components: readonly { readonly name: string; readonly status: string | null; readonly route: string }[];
}

describe('MCP over stateless Streamable HTTP at /designsystem/mcp', () => {
  it('lists the six tools, each with a description and an input schema', async () => {
    const { tools } = await anonymous.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length ?? 0, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
    }
    const search = tools.find((tool) => tool.name === 'search');
    expect(Object.keys(search?.inputSchema.properties ?? {}).sort()).toEqual(['filter', 'limit', 'query']);
    expect(search?.inputSchema.required).toEqual(['query']);
  });

  it('keeps no session: every request is answered on its own, without an Mcp-Session-Id', async () => {
    const response = await fetch(new URL(MCP_PATH, server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('Authorization');
    const body = (await response.json()) as { result: { tools: unknown[] } };
    expect(body.result.tools).toHaveLength(6);
  });

  describe('a body that is no tool call gets the SDK transport’s own answer', () => {
    const post = (body: BodyInit, extra: Record<string, string> = {}) =>
      fetch(new URL(MCP_PATH, server.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...extra },
        body,
        duplex: 'half',
      } as RequestInit);
    const call = JSON.stringify({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'search', arguments: { query: 'button' } },
    });

    it('answers a body that is no JSON with 400 and a JSON-RPC parse error', async () => {
      const response = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32700);
    });

    it('answers a body over 256 KB with 413, and one within it as a tool call', async () => {
      const tooLarge = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', padding: 'x'.repeat(MAX_MCP_BODY_BYTES) }));
      expect(tooLarge.status).toBe(413);
      const answered = await post(call);
      expect(answered.status).toBe(200);
      expect(((await answered.json()) as { id: number }).id).toBe(3);
    });

    it('reads a body sent in chunks without Content-Length', async () => {
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(call);
          controller.enqueue(bytes.slice(0, 20));
          controller.enqueue(bytes.slice(20));
          controller.close();
        },
      });
      const response = await post(chunks);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { id: number }).id).toBe(3);
    });
  });

  it.each(['GET', 'DELETE', 'PUT'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await fetch(new URL(MCP_PATH, server.origin), { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('search: the portal search for this reader', () => {
  it('returns title, route, URL, tab and snippet for each result', async () => {
    const answer = await callJson<{ total: number; results: Record<string, unknown>[] }>(anonymous, 'search', {
      query: 'button',
      limit: 5,
    });
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.results.length).toBeLessThanOrEqual(5);
    const first = answer.results[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(['route', 'snippet', 'tab', 'title', 'url']);
    expect(first?.url).toBe(`${server.origin}/designsystem${String(first?.route)}`);
  });

  it('filters by section', async () => {
    const answer = await callJson<{ results: { route: string }[] }>(anonymous, 'search', { query: 'colour', filter: '/foundations' });
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.every((result) => result.route.startsWith('/foundations/'))).toBe(true);
  });

  it('finds a private page for an internal reader only (SPEC §6)', async () => {
    const routes = async (client: Client) =>
      (await callJson<{ results: { route: string }[] }>(client, 'search', { query: PRIVATE_COMPONENT, limit: 100 })).results.map(
        (r) => r.route,
      );
    expect(bundle.pages[PRIVATE_ROUTE]?.isPublic).toBe(false);
    expect(await routes(internal)).toContain(PRIVATE_ROUTE);
    expect(await routes(anonymous)).not.toContain(PRIVATE_ROUTE);
  });
});

describe('get_page: the page as Markdown', () => {
  it.each([
    ['without dev mode', {}],
    ['in dev mode (links go to Code tabs)', { cookie: `${DEV_MODE_COOKIE_NAME}=true` }],
  ])('is the same text as <route>.md for the same reader, %s', async (_label, headers: Record<string, string>) => {
    const client = await connectHttp(server.origin, headers);
    const answer = await callTool(client, 'get_page', { route: '/components/button-code' });
    await client.close();
    const copy = await (await fetch(`${server.origin}/designsystem/components/button-code.md`, { headers })).text();
    expect(answer.isError).toBe(false);
    expect(answer.text).toBe(copy);
    expect(answer.text.includes('/components/link-code)')).toBe('cookie' in headers);
  });

  it("is a tool error saying 'Not authorized' for a private page and an anonymous reader, and the page for an internal one", async () => {
    const refused = await callTool(anonymous, 'get_page', { route: PRIVATE_ROUTE });
    expect(refused).toEqual({ isError: true, text: expect.stringMatching(/^Not authorized/) });
    expect(refused.text).not.toContain(PRIVATE_COMPONENT);
    const granted = await callTool(internal, 'get_page', { route: PRIVATE_ROUTE });
    expect(granted.isError).toBe(false);
    expect(granted.text).toMatch(/^# Badge/);
  });

  it('is a tool error for an unknown route', async () => {
    expect(await callTool(anonymous, 'get_page', { route: '/components/no-such-thing' })).toEqual({
      isError: true,
      text: 'route: no page at /components/no-such-thing; the search tool finds pages and their routes',
    });
  });
});

describe('get_component and list_components: the components this reader may see', () => {
  it('gives the import line, props with types and defaults, the examples source, the docs URL, and status and since from the component manifest', async () => {
    const button = await callJson<
      Record<string, unknown> & { components: { name: string; props: Record<string, unknown>[] }[]; examples: { source: string }[] }
    >(anonymous, 'get_component', { name: 'button' });
    expect(button.name).toBe('Button');
    expect(button.importLine).toBe("import { Button } from '@harbor/react';");
    expect(button.status).toBe('stable');
    expect(button.since).toBe('0.1.0');
    expect(button.docsUrl).toBe(`${server.origin}/designsystem/components/button-code`);
    const variant = button.components[0]?.props.find((prop) => prop.name === 'variant');
    expect(variant).toMatchObject({
      type: expect.stringContaining("'primary'"),
      defaultValue: "'primary'",
      required: false,
      deprecated: null,
    });
    expect(button.examples[0]?.source).toContain("from '@harbor/react'");
  });

  it('finds a component by an export it documents', async () => {
    expect((await callJson<{ name: string }>(anonymous, 'get_component', { name: 'SkeletonGroup' })).name).toBe('Skeleton');
  });

  it('answers an unknown name with a tool error that suggests the closest names', async () => {
    const answer = await callTool(anonymous, 'get_component', { name: 'Buton' });
    expect(answer.isError).toBe(true);
    expect(answer.text).toMatch(/closest: Button, /);
  });

  it('shows a private component to an internal reader only, and never suggests it to an anonymous one', async () => {
    expect((await callJson<{ name: string }>(internal, 'get_component', { name: PRIVATE_COMPONENT })).name).toBe(PRIVATE_COMPONENT);
    const refused = await callTool(anonymous, 'get_component', { name: PRIVATE_COMPONENT });
    expect(refused.isError).toBe(true);
    expect(refused.text).not.toContain(PRIVATE_COMPONENT);
    const anonymousList = await callJson<Listing>(anonymous, 'list_components', {});
    const internalList = await callJson<Listing>(internal, 'list_components', {});
    expect(anonymousList.components.map((c) => c.name)).not.toContain(PRIVATE_COMPONENT);
    expect(internalList.components.map((c) => c.name)).toContain(PRIVATE_COMPONENT);
    expect(anonymousList.count).toBeLessThan(internalList.count);
    expect(anonymousList.components.find((c) => c.name === 'Button')).toEqual({
      name: 'Button',
      status: 'stable',
      category: 'Actions',
      route: '/components/button-code',
      url: `${server.origin}/designsystem/components/button-code`,
    });
  });

  it('filters by the status the component manifest records', async () => {
    const experimental = await callJson<Listing>(internal, 'list_components', { status: 'experimental' });
    expect(experimental.components.map((c) => c.name)).toEqual(['Custom product tile relay WIP']);
    const stable = await callJson<Listing>(internal, 'list_components', { status: 'stable' });
    expect(stable.count).toBeGreaterThan(30);
    expect(stable.components.every((c) => c.status === 'stable')).toBe(true);
    expect(stable.components.map((c) => c.name)).toContain('Button');
  });
});

describe('get_tokens and check_contrast: the resolved tokens of a theme', () => {
  it('gives name, CSS variable, value and description of a group', async () => {
    const answer = await callJson<{ tokens: Record<string, string>[] }>(anonymous, 'get_tokens', {
      theme: 'lakeside-dark',
      group: 'color.text',
    });
    expect(answer.tokens.length).toBeGreaterThan(1);
    expect(answer.tokens.every((token) => token.name?.startsWith('color.text.'))).toBe(true);
    expect(answer.tokens.find((token) => token.cssVariable === '--hb-color-text-default')).toMatchObject({
      name: 'color.text.default',
      type: 'color',
      value: expect.stringMatching(/^#[0-9a-f]{6}/i),
    });
  });

  it('answers an unknown theme with a tool error listing the four themes', async () => {
    expect(await callTool(anonymous, 'get_tokens', { theme: 'midnight' })).toEqual({
      isError: true,
      text: 'theme: expected one of alpine-dark, alpine-light, lakeside-dark, lakeside-light',
    });
  });

  it('checks two CSS colours: black on white is 21:1 and meets AA and AAA for normal and large text (WCAG 2.2)', async () => {
    expect(await callJson(anonymous, 'check_contrast', { foreground: '#000', background: '#ffffff' })).toMatchObject({
      ratio: '21.00:1',
      normalText: ['AA', 'AAA'],
      largeText: ['AA', 'AAA'],
    });
    expect(await callJson(anonymous, 'check_contrast', { foreground: '#777777', background: '#ffffff' })).toMatchObject({
      ratio: '4.47:1',
      normalText: [],
      largeText: ['AA'],
    });
  });

  it('checks two tokens of a theme by their CSS variables', async () => {
    const answer = await callJson<{ ratio: string; theme: string; foreground: { token: string } }>(anonymous, 'check_contrast', {
      foreground: '--hb-color-text-default',
      background: '--hb-color-surface-default',
      theme: 'alpine-dark',
    });
    expect(answer.theme).toBe('alpine-dark');
    expect(answer.foreground.token).toBe('--hb-color-text-default');
    expect(Number.parseFloat(answer.ratio)).toBeGreaterThan(7);
  });
});

describe('authorization: the pages’ per-request decision, plus Authorization: Bearer', () => {
  const sees = async (headers: Record<string, string>) => {
    const client = await connectHttp(server.origin, headers);
    try {
      return !(await callTool(client, 'get_page', { route: PRIVATE_ROUTE })).isError;
    } finally {
      await client.close();
    }
  };

  it.each([
    ['the test cookie (SPEC §6 rule 3)', { cookie: 'hb-test=' }, true],
    ['an access-token cookie with cgid 5 (SPEC §6 rule 4)', { cookie: `.at=${jwt('{"cgid":5}')}` }, true],
    ['Authorization: Bearer with cgid 26', { authorization: `Bearer ${jwt('{"cgid":26}')}` }, true],
    ['Authorization: Bearer with cgid 7', { authorization: `Bearer ${jwt('{"cgid":7}')}` }, false],
    ['Authorization: Basic', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, false],
    ['X-Forwarded-For of a private network through a trusted proxy (SPEC §6 rule 2)', { 'x-forwarded-for': '10.1.2.3' }, true],
    ['nothing', {}, false],
  ])('%s → authorized: %s', async (_label, headers, expected) => {
    expect(await sees(headers)).toBe(expected);
  });
});

describe('each request answered for its own reader (SPEC §6): the tool definitions are made once per app, the answers per request', () => {
  const privateSeen = async (client: Client) => {
    const hits = await callJson<{ results: { route: string }[] }>(client, 'search', { query: PRIVATE_COMPONENT, limit: 100 });
    const listing = await callJson<Listing>(client, 'list_components', {});
    return {
      search: hits.results.some((hit) => hit.route === PRIVATE_ROUTE),
      list: listing.components.some((component) => component.name === PRIVATE_COMPONENT),
      component: !(await callTool(client, 'get_component', { name: PRIVATE_COMPONENT })).isError,
    };
  };
  const none = { search: false, list: false, component: false };
  const all = { search: true, list: true, component: true };

  it('gives an anonymous request after an internal one nothing private, and an internal one after an anonymous one everything', async () => {
    for (const [client, expected] of [
      [internal, all],
      [anonymous, none],
      [internal, all],
      [anonymous, none],
    ] as const) {
      expect(await privateSeen(client)).toEqual(expected);
    }
  });

  it('keeps readers apart when their requests overlap', async () => {
    const order = ['anonymous', 'internal', 'anonymous', 'anonymous', 'internal', 'internal', 'anonymous', 'internal'] as const;
    const seen = await Promise.all(order.map((reader) => privateSeen(reader === 'internal' ? internal : anonymous)));
    expect(seen).toEqual(order.map((reader) => (reader === 'internal' ? all : none)));
  });
});

describe('answers compressed as the search API’s are, in the coding the client accepts', () => {
  const post = (acceptEncoding: string) =>
    fetch(new URL(MCP_PATH, server.origin), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'accept-encoding': acceptEncoding,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'get_component', arguments: { name: 'Button' } },
      }),
    });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('Accept-Encoding: %s → Content-Encoding %s, and the same answer', async (acceptEncoding, coding) => {
    const response = await post(acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(coding);
    expect(response.headers.get('vary')).toMatch(/Authorization.*Accept-Encoding|Accept-Encoding.*Authorization/);
    // fetch decodes br and gzip itself, so the body reads as the JSON-RPC answer in every coding.
    const body = (await response.json()) as { id: number; result: { content: { text: string }[] } };
    expect(body.id).toBe(7);
    expect((JSON.parse(body.result.content[0]?.text ?? '{}') as { name: string }).name).toBe('Button');
  });
});

describe('bad input is a tool error that leaks nothing, and the server stays up', () => {
  const STACK_OR_PATH = /\n\s+at |\/work\/|node_modules|\.ts\b|\.js:\d/;
  it.each<[string, string, Record<string, unknown>]>([
    ['a number for the query', 'search', { query: 42 }],
    ['a 20,000-character query', 'search', { query: 'a'.repeat(20_000) }],
    ['a limit of 0', 'search', { query: 'button', limit: 0 }],
    ['an unknown filter', 'search', { query: 'button', filter: '/nowhere' }],
    ['a ../ route', 'get_page', { route: '/../../etc/passwd' }],
    ['a relative ../ route', 'get_page', { route: '../content.json' }],
    ['an object for a route', 'get_page', { route: { toString: 'x' } }],
    ['an unknown component', 'get_component', { name: 'Frobnicator' }],
    ['an array for a name', 'get_component', { name: ['Button'] }],
    ['an unknown token group', 'get_tokens', { theme: 'alpine-light', group: 'nonsense' }],
    ['a colour that is none', 'check_contrast', { foreground: 'not-a-colour', background: '#fff' }],
    ['a token that is no colour', 'check_contrast', { foreground: '--hb-space-4', background: '#fff' }],
    ['a missing argument', 'check_contrast', { foreground: '#000' }],
    ['an unknown tool', 'drop_database', {}],
  ])('%s', async (_label, tool, args) => {
    const answer = await callTool(anonymous, tool, args);
    expect(answer.isError).toBe(true);
    expect(answer.text.length).toBeGreaterThan(0);
    expect(answer.text.length).toBeLessThan(600);
    expect(answer.text).not.toMatch(STACK_OR_PATH);
    expect((await callJson<{ total: number }>(anonymous, 'search', { query: 'button' })).total).toBeGreaterThan(0);
  });
});
