/**
 * The portal as deployed (docs/deploy.md "Deploying"): two replicas of the production
 * build behind Debian's nginx with deploy/nginx.conf.template filled in.
 * Routing through nginx, its request limits, and the client address the
 * replicas see through it (SPEC §6 rule 2): a reader cannot make itself
 * internal by sending X-Forwarded-For, and a reader behind a load balancer
 * nginx is told to believe counts with the address the balancer forwards.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRequestUrl } from '../../core/search';
import { PAGE_BUDGET } from '../../server/page-route';
import {
  ASSETS_PATH,
  BASE_PATH,
  HEALTH_PATH,
  hrefOf,
  pageDataHref,
  PRIVATE_ASSETS_DIRECTORY,
  PRIVATE_ASSETS_PATH,
  PRODUCT_IMAGES_DIRECTORY,
  SHARE_IMAGES_DIRECTORY,
} from '../../core/site';
import { LOAD_BALANCER_ADDRESS, NGINX_ADDRESS, OUTSIDER_ADDRESS, startDeployment, type Deployment } from './support/deployment';
import { ask } from './support/http';
import { connectionsTo } from './support/tcp-connections';

const NOT_AUTHORIZED = 'Not authorized';
const PAGE_ROUTE = '/components/button-design';
let deployment: Deployment;
let privateRoute: string;

/** What the page's embedded portal data says about the reader (a substring test keeps failure output short). */
function readerOf(html: string): { authorized: boolean; view: string } {
  return {
    authorized: html.includes('"isAuthorized":true'),
    view: /"view":\{"kind":"([a-z-]+)"/.exec(html)?.[1] ?? 'none',
  };
}

beforeAll(async () => {
  deployment = await startDeployment(2);
  const page = Object.values(deployment.bundle.pages).find((candidate) => !candidate.isPublic);
  if (page === undefined) throw new Error('the shipped content has no private page');
  privateRoute = page.route;
}, 240_000);

afterAll(async () => {
  await deployment?.stop();
}, 30_000);

describe('routing through nginx', () => {
  it('answers pages, page data, search and assets, and both replicas serve', async () => {
    const { nginx, build, replicas } = deployment;
    const before = replicas.map((replica) => replica.requestsServed());
    for (let round = 0; round < 6; round++) {
      const page = await ask(nginx.origin, hrefOf(PAGE_ROUTE));
      expect(page.status).toBe(200);
      expect(page.text).toContain('<!DOCTYPE html>');
      expect(page.headers['cache-control']).toBe('no-store');
      const data = await ask(nginx.origin, pageDataHref(PAGE_ROUTE));
      expect(data.status).toBe(200);
      expect((JSON.parse(data.text) as { view: { kind: string } }).view.kind).toBe('page');
      const search = await ask(nginx.origin, searchRequestUrl({ term: 'button', filters: [], isDevMode: false }));
      expect(search.status).toBe(200);
      expect((JSON.parse(search.text) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    }
    // Round robin: each replica logged some of the 18 requests, and nginx's log names both.
    expect(replicas.map((replica, slot) => replica.requestsServed() - (before[slot] ?? 0) > 0)).toEqual([true, true]);
    const upstreams = new Set(nginx.accessLog().map((line) => line.upstream));
    for (const replica of replicas) expect(upstreams).toContain(`${NGINX_ADDRESS}:${replica.port}`);

    const script = readdirSync(build.assetsDir).find((name) => name.startsWith('entry-client') && name.endsWith('.js')) ?? '';
    const asset = await ask(nginx.origin, `${ASSETS_PATH}/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('application/javascript');
    expect(asset.body.equals(readFileSync(join(build.assetsDir, script)))).toBe(true);
    // docs/performance.md, First paint: the build's own gzip copy (level 9), not one compressed per request.
    const gzipped = await ask(nginx.origin, `${ASSETS_PATH}/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(readFileSync(join(build.assetsDir, `${script}.gz`)))).toBe(true);
    // nginx serves assets from disk: no replica logs the asset (a count could be moved by a late log line of the rounds above).
    expect((await ask(nginx.origin, HEALTH_PATH)).status).toBe(200);
    expect(replicas.flatMap((replica) => replica.requestPaths()).filter((path) => path === `${ASSETS_PATH}/${script}`)).toEqual([]);

    const missing = await ask(nginx.origin, `${ASSETS_PATH}/entry-client-00000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await ask(nginx.origin, '/')).headers.location).toBe(BASE_PATH);
    expect((await ask(nginx.origin, HEALTH_PATH)).text).toContain('"status":"ok"');
  });

  it('keeps its connections to the replicas alive: 40 requests reach them over at most 2 new connections per replica', async () => {
    const { nginx, replicas } = deployment;
    const replicaPorts = replicas.map((replica) => replica.port);
    const before = connectionsTo(replicaPorts);
    const served = replicas.map((replica) => replica.requestsServed());
    // One connection to nginx, so one worker takes every request (each worker keeps idle connections of its own).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const statuses: number[] = [];
    try {
      for (let request = 0; request < 40; request++) statuses.push((await ask(nginx.origin, pageDataHref(PAGE_ROUTE), { agent })).status);
    } finally {
      agent.destroy();
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await expect
      .poll(() => replicas.reduce((sum, replica, slot) => sum + replica.requestsServed() - (served[slot] ?? 0), 0))
      .toBeGreaterThanOrEqual(40);
    // Without upstream keep-alive nginx opens one per request (40). One per replica is the rule; a second only
    // if the machine stalled past the 4 s idle limit between two requests.
    const opened = [...connectionsTo(replicaPorts)].filter((port) => !before.has(port));
    expect(opened.length).toBeLessThanOrEqual(2 * replicas.length);
  });

  it('refuses a request body over 16 KB (413) and request headers over 16 KB (400) before any replica sees them', async () => {
    const { nginx, replicas } = deployment;
    // Paths of their own, so a replica's log shows whether either request reached it (a count could be moved by a late log line).
    const bodyProbe = `${BASE_PATH}/limit-probe-body`;
    const headerProbe = `${BASE_PATH}/limit-probe-headers`;
    const body = await ask(nginx.origin, bodyProbe, { method: 'POST', body: Buffer.alloc(64 * 1024, 'a') });
    expect(body.status).toBe(413);
    const headers = await ask(nginx.origin, headerProbe, { headers: { cookie: `hb-x=${'a'.repeat(17 * 1024)}` } });
    expect(headers.status).toBe(400);
    // A request a replica did see is logged by the time its answer is back; this one is answered after both probes.
    expect((await ask(nginx.origin, HEALTH_PATH)).status).toBe(200);
    const seen = replicas.flatMap((replica) => replica.requestPaths()).filter((path) => path === bodyProbe || path === headerProbe);
    expect(seen).toEqual([]);
  });
});

describe('SPEC §6 rule 2 through nginx: the forwarded client address cannot be spoofed', () => {
  it("a reader connecting from 127.0.0.3 with X-Forwarded-For: 10.1.2.3 gets 'Not authorized' on a private page", async () => {
    const spoofed = await ask(deployment.nginx.origin, hrefOf(privateRoute), {
      from: OUTSIDER_ADDRESS,
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(spoofed.status).toBe(403);
    expect(spoofed.text.includes(`>${NOT_AUTHORIZED}</h1>`)).toBe(true);
    expect(readerOf(spoofed.text)).toEqual({ authorized: false, view: 'not-authorized' });
    // The same lie, longer, for the page data.
    const data = await ask(deployment.nginx.origin, pageDataHref(privateRoute), {
      from: OUTSIDER_ADDRESS,
      headers: { 'x-forwarded-for': '10.1.2.3, 10.9.9.9' },
    });
    const portalData = JSON.parse(data.text) as { isAuthorized: boolean; view: { kind: string } };
    expect({ status: data.status, authorized: portalData.isAuthorized, view: portalData.view.kind }).toEqual({
      status: 403,
      authorized: false,
      view: 'not-authorized',
    });
  });

  it('a reader whose 10.x address comes through the declared load balancer (127.0.0.2) is authorized', async () => {
    const internal = await ask(deployment.nginx.origin, hrefOf(privateRoute), {
      from: LOAD_BALANCER_ADDRESS,
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(internal.status).toBe(200);
    expect(internal.text.includes(NOT_AUTHORIZED)).toBe(false);
    expect(readerOf(internal.text)).toEqual({ authorized: true, view: 'page' });
  });

  it('the load balancer itself, or an outside address it forwards, is not internal', async () => {
    const cases = [
      { from: LOAD_BALANCER_ADDRESS, headers: {} },
      // nginx walks the header from the right: the balancer vouches only for the last entry.
      { from: LOAD_BALANCER_ADDRESS, headers: { 'x-forwarded-for': '10.1.2.3, 203.0.113.9' } },
      { from: OUTSIDER_ADDRESS, headers: {} },
    ];
    for (const { from, headers } of cases) {
      const answer = await ask(deployment.nginx.origin, hrefOf(privateRoute), { from, headers });
      expect({ from, headers, status: answer.status }).toEqual({ from, headers, status: 403 });
    }
  });

  it('a replica asked directly from an address other than nginx ignores X-Forwarded-For', async () => {
    const replica = deployment.replicas[0];
    const direct = await ask(`http://127.0.0.1:${replica?.port}`, hrefOf(privateRoute), {
      from: LOAD_BALANCER_ADDRESS,
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(direct.status).toBe(403);
    expect(readerOf(direct.text)).toEqual({ authorized: false, view: 'not-authorized' });
  });
});

describe("SPEC §6 through nginx: private examples' chunks reach internal readers only", () => {
  const privateChunks = () => readdirSync(join(deployment.build.assetsDir, PRIVATE_ASSETS_DIRECTORY));
  const internal = { from: LOAD_BALANCER_ADDRESS, headers: { 'x-forwarded-for': '10.1.2.3' } };

  it('leaves no folder under assets/ but private/ whose files depend on who asks', () => {
    const folders = readdirSync(deployment.build.assetsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    // share/ holds each brand's share image and products/ the examples' product pictures, the same for every
    // reader; a new folder has to be placed on one side here.
    expect(folders.map((entry) => entry.name).sort()).toEqual(
      [PRIVATE_ASSETS_DIRECTORY, PRODUCT_IMAGES_DIRECTORY, SHARE_IMAGES_DIRECTORY].sort(),
    );
    expect(privateChunks().length).toBeGreaterThan(0);
  });

  it('answers every private chunk to an anonymous reader with 403 or 404, in any spelling, never cached as public', async () => {
    const { nginx } = deployment;
    const attempts: { path: string; from: string; headers: Record<string, string> }[] = [];
    for (const name of privateChunks()) {
      // nginx decodes and normalises the path before it picks a location; each spelling must still reach a replica.
      for (const path of [
        `${PRIVATE_ASSETS_PATH}/${name}`,
        `${ASSETS_PATH}/${PRIVATE_ASSETS_DIRECTORY}%2F${name}`,
        `${ASSETS_PATH}//${PRIVATE_ASSETS_DIRECTORY}/${name}`,
        `${ASSETS_PATH}/./${PRIVATE_ASSETS_DIRECTORY}/${name}`,
        `${ASSETS_PATH}/x/../${PRIVATE_ASSETS_DIRECTORY}/${name}`,
        `${ASSETS_PATH}/%70rivate/${name}`,
      ]) {
        attempts.push({ path, from: OUTSIDER_ADDRESS, headers: {} });
      }
      // A spoofed internal address, and the test cookie, which counts for nothing under NODE_ENV=production.
      attempts.push({ path: `${PRIVATE_ASSETS_PATH}/${name}`, from: OUTSIDER_ADDRESS, headers: { 'x-forwarded-for': '10.1.2.3' } });
      attempts.push({ path: `${PRIVATE_ASSETS_PATH}/${name}`, from: OUTSIDER_ADDRESS, headers: { cookie: 'hb-test=1' } });
    }
    const answers: { path: string; status: number; cacheControl: string }[] = [];
    for (const { path, from, headers } of attempts) {
      const answer = await ask(nginx.origin, path, { from, headers });
      answers.push({ path, status: answer.status, cacheControl: String(answer.headers['cache-control'] ?? '') });
    }
    expect(answers.filter((answer) => ![403, 404].includes(answer.status) || answer.cacheControl.includes('public'))).toEqual([]);
  });

  it('answers every private chunk to an internal reader with 200, the file itself, cached privately', async () => {
    for (const name of privateChunks()) {
      const answer = await ask(deployment.nginx.origin, `${PRIVATE_ASSETS_PATH}/${name}`, internal);
      expect({ name, status: answer.status, cacheControl: answer.headers['cache-control'] }).toEqual({
        name,
        status: 200,
        cacheControl: 'private, max-age=31536000, immutable',
      });
      expect(answer.body.equals(readFileSync(join(deployment.build.assetsDir, PRIVATE_ASSETS_DIRECTORY, name)))).toBe(true);
    }
  });

  it('passes /robots.txt to the replicas', async () => {
    const robots = await ask(deployment.nginx.origin, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Sitemap:');
  });
});

describe('request budgets through nginx (docs/deploy.md, Request budgets)', () => {
  it('answers the skeleton link that once ran a replica out of memory at once, from one replica, with the note, and /healthz answers meanwhile', async () => {
    const { nginx } = deployment;
    const route = `${BASE_PATH}/components/skeleton-code`;
    const started = performance.now();
    const [page, health] = await Promise.all([ask(nginx.origin, `${route}?lines=2147483648`), ask(nginx.origin, HEALTH_PATH)]);
    expect(performance.now() - started).toBeLessThan(PAGE_BUDGET.maxRenderMs);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Ignored lines=2147483648: expected a number from 1 to 50.');
    expect(health.status).toBe(200);
    // One replica tried: nothing for nginx to walk through the others with.
    // nginx writes the access log line after the answer: wait for it rather than read it at once.
    await expect
      .poll(
        () =>
          nginx
            .accessLog()
            .filter((line) => line.uri === route)
            .at(-1)?.upstreamStatus,
      )
      .toBe('200');
  });
});
