/**
 * The MCP server as deployed: two replicas behind nginx with
 * deploy/nginx.conf.template. MCP is stateless (no session id), so the SDK's
 * client, whose POSTs nginx spreads round robin over both replicas, gets
 * every answer whichever replica takes it; nginx passes POST to the
 * /designsystem location as it is. Authorization is decided by the replica
 * from what nginx forwards (SPEC §6): a reader cannot make itself internal
 * with its own X-Forwarded-For, and the test cookie counts.
 */
import { request } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_PATH } from '../../core/site';
import { callJson, callTool, connectHttp } from '../support/mcp-client';
import { NGINX_ADDRESS, OUTSIDER_ADDRESS, startDeployment, type Deployment } from './support/deployment';

/** fetch from the outsider's own address: from 127.0.0.1 a reader would be nginx itself, which the replicas trust. */
const fetchFromOutsider = (url: string | URL, init?: RequestInit): Promise<Response> =>
  new Promise((resolve, reject) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const outgoing = request(url, { method: init?.method ?? 'GET', headers, localAddress: OUTSIDER_ADDRESS }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') answerHeaders.set(name, value);
        resolve(
          new Response(incoming.statusCode === 202 ? null : Buffer.concat(chunks), {
            status: incoming.statusCode ?? 500,
            headers: answerHeaders,
          }),
        );
      });
    });
    outgoing.on('error', reject);
    outgoing.end(typeof init?.body === 'string' ? init.body : undefined);
  });

let deployment: Deployment;
let privateRoute: string;

beforeAll(async () => {
  deployment = await startDeployment(2);
  const page = Object.values(deployment.bundle.pages).find((candidate) => !candidate.isPublic && candidate.section === '/components');
  if (page === undefined) throw new Error('the shipped content has no private component page');
  privateRoute = page.route;
}, 240_000);

afterAll(async () => {
  await deployment?.stop();
}, 30_000);

const mcpRequestsOf = (paths: readonly string[]) => paths.filter((path) => path === MCP_PATH).length;

describe('stateless MCP through nginx across replicas', () => {
  it('answers one client from both replicas, with no session to lose between them', async () => {
    const { nginx, replicas } = deployment;
    const before = replicas.map((replica) => mcpRequestsOf(replica.requestPaths()));
    const client = await connectHttp(nginx.origin);
    try {
      for (let round = 0; round < 6; round++) {
        expect((await client.listTools()).tools).toHaveLength(6);
        expect((await callJson<{ total: number }>(client, 'search', { query: 'button' })).total).toBeGreaterThan(0);
        expect((await callJson<{ name: string }>(client, 'get_component', { name: 'Dialog' })).name).toBe('Dialog');
      }
    } finally {
      await client.close();
    }
    // Round robin: each replica took some of the MCP POSTs, and nginx's log names both.
    expect(replicas.map((replica, slot) => mcpRequestsOf(replica.requestPaths()) - (before[slot] ?? 0) > 0)).toEqual([true, true]);
    const upstreams = new Set(nginx.accessLog().map((line) => line.upstream));
    for (const replica of replicas) expect(upstreams).toContain(`${NGINX_ADDRESS}:${replica.port}`);
  });

  it('keeps a private page from a reader who claims a private address, and gives it to one with an access token (SPEC §6)', async () => {
    const outsider = new Client({ name: 'outsider', version: '1.0.0' });
    await outsider.connect(
      new StreamableHTTPClientTransport(new URL(MCP_PATH, deployment.nginx.origin), {
        requestInit: { headers: { 'x-forwarded-for': '10.0.0.1' } },
        fetch: fetchFromOutsider,
      }),
    );
    // The replicas run under NODE_ENV=production, where the test cookie counts for nothing: an access token with
    // cgid 5 (unverified without ACCESS_TOKEN_SECRET, SPEC §6 rule 4) as a Bearer token makes the reader internal.
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    const token = `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64('{"cgid":5}')}.c2lnbmF0dXJl`;
    const insider = await connectHttp(deployment.nginx.origin, { authorization: `Bearer ${token}` });
    try {
      expect(await callTool(outsider, 'get_page', { route: privateRoute })).toEqual({
        isError: true,
        text: 'Not authorized: this page is for internal readers only',
      });
      expect((await callTool(insider, 'get_page', { route: privateRoute })).isError).toBe(false);
    } finally {
      await outsider.close();
      await insider.close();
    }
  });

  it('gives a 20,000-character query its tool error through nginx, not a 413, and keeps serving', async () => {
    const client = await connectHttp(deployment.nginx.origin);
    try {
      const answer = await callTool(client, 'search', { query: 'a'.repeat(20_000) });
      expect(answer.isError).toBe(true);
      expect(answer.text).toMatch(/query/i);
      expect(answer.text).not.toMatch(/\n\s+at |\/work\/|node_modules|\.ts\b|\.js:\d/);
      expect((await callJson<{ total: number }>(client, 'search', { query: 'button' })).total).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it('answers GET with 405 through nginx, as the replicas do', async () => {
    const response = await fetch(new URL(MCP_PATH, deployment.nginx.origin));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
