/**
 * Hardening: security headers and a script policy with no inline script,
 * compression (cached pages in brotli or gzip), the health endpoint, the 500
 * page without stack traces and the access log with request ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createServerLog } from '../../server/server-log';
import { BUILD_TIMEOUT_MS, TEST_ASSETS, createTestApp, loadShippedPortal, type ShippedPortal, type TestApp } from './portal-fixture';

let portal: ShippedPortal;
let app: TestApp['app'];

beforeAll(async () => {
  portal = await loadShippedPortal();
  app = createTestApp(portal).app;
}, BUILD_TIMEOUT_MS);

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('hardening: security headers', () => {
  it.each([
    '/designsystem',
    '/designsystem/components/button-design.json',
    '/designsystem/api/search?term=x',
    '/designsystem/no-such-page',
    '/designsystem/healthz',
  ])('%s carries nosniff, the referrer policy, no framing and a Permissions-Policy', async (path) => {
    const headers = (await app.request(path)).headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(directives(headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/geolocation=\(\)/);
  });

  it("allows scripts only from this origin: script-src 'self', no unsafe-inline, no unsafe-eval, no nonce", async () => {
    const csp = directives((await app.request('/designsystem')).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
  });

  it('serves documents whose every script is loaded by URL from this origin or is non-executable JSON', async () => {
    const html = await (await app.request('/designsystem/components/button-design')).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) {
      const byUrl = /\ssrc="\/designsystem\/assets\/[^"]+"/.test(script);
      expect(byUrl || script.includes('type="application/json"'), script).toBe(true);
    }
    // Nothing inline runs: the only script element with content is the JSON data.
    const inline = [...html.matchAll(/<script\b([^>]*)>([^<]+)<\/script>/g)];
    expect(inline.map((match) => match[1])).toEqual([' type="application/json" id="portal-data"']);
    expect(html).toContain(`src="${TEST_ASSETS.scripts[0]}"`);
    expect(html).toContain(`href="${TEST_ASSETS.stylesheets[0]}"`);
  });

  it('answers two readers of one class with the same bytes and the same CSP', async () => {
    const [first, second] = await Promise.all([1, 2].map(() => app.request('/designsystem/components/button-design')));
    expect(first?.headers.get('content-security-policy')).toBe(second?.headers.get('content-security-policy'));
    expect(await first?.text()).toBe(await second?.text());
  });
});

describe('hardening: compression', () => {
  it.each([
    '/designsystem/components/button-design',
    '/designsystem/components/button-design.json',
    '/designsystem/api/search?term=button&limit=101',
  ])('sends %s in brotli to a browser and in gzip to a client without brotli', async (path) => {
    const browser = await app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(browser.headers.get('content-encoding')).toBe('br');
    expect(browser.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const gzipOnly = await app.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends plain bytes to a client that does not accept gzip', async () => {
    expect((await app.request('/designsystem')).headers.get('content-encoding')).toBeNull();
  });
});

describe('hardening: health endpoint', () => {
  it('answers 200 with the build version', async () => {
    const response = await app.request('/designsystem/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', buildVersion: 'merge_master_2026.03.05-41' });
  });
});

describe('hardening: a thrown error', () => {
  // Failure injection: the render step throws, as a viewer bug would.
  const failing = () =>
    createTestApp(portal, {
      render: () => Promise.reject(new Error('render exploded at /work/secret/Component.tsx:42')),
    });

  it('renders a plain 500 page without the error or its stack, with a request id', async () => {
    const { app: broken } = failing();
    const response = await broken.request('/designsystem/components/button-design');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Something went wrong');
    expect(html).not.toMatch(/exploded|secret|Component\.tsx|at \w+ \(/);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(html).toContain(requestId);
  });

  it('logs the error with the same request id', async () => {
    const { app: broken, logLines } = failing();
    const response = await broken.request('/designsystem/components/button-design');
    const requestId = response.headers.get('x-request-id');
    const errors = logLines.filter(([level]) => level === 'error').map(([, line]) => JSON.parse(line) as Record<string, unknown>);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'request failed', requestId, path: '/designsystem/components/button-design' });
    expect(String(errors[0]?.['error'])).toContain('render exploded');
  });

  it('answers an API error as JSON { error } with the request id', async () => {
    const { app: broken } = createTestApp(portal, {
      search: {
        search: () => {
          throw new Error('index corrupt');
        },
        searchJson: () => {
          throw new Error('index corrupt');
        },
      },
    });
    const response = await broken.request('/designsystem/api/search?term=button');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string };
    expect(body.error).not.toContain('index corrupt');
    expect(body.error).toContain(response.headers.get('x-request-id'));
  });
});

describe('hardening: one access-log line per request', () => {
  it('logs method, path without query, status, duration and request id as JSON', async () => {
    const { app: logged, logLines } = createTestApp(portal);
    logLines.length = 0;
    const response = await logged.request('/designsystem/api/search?term=private-words&limit=101');
    const lines = logLines.map(([, line]) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/designsystem/api/search',
      status: 200,
      requestId: response.headers.get('x-request-id'),
    });
    expect(typeof lines[0]?.['durationMs']).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('private-words');
  });

  it('writes text lines outside production', () => {
    const lines: string[] = [];
    const log = createServerLog({ json: false, write: (_level, line) => lines.push(line) });
    log.info('request', { method: 'GET', path: '/designsystem', status: 200, durationMs: 3.2 });
    log.warn('careful now');
    expect(lines).toEqual(['request method=GET path=/designsystem status=200 durationMs=3.2', 'WARN careful now']);
  });
});
