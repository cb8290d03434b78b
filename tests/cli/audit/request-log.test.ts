/**
 * The ledger's requests from the DevTools protocol's requestWillBeSent
 * (cli/audit/request-log.ts; docs/cli.md, Cookie audit): initiator, site
 * (core/cookie-audit/same-site.ts, by the Public Suffix List),
 * times from load and click, and Consent Mode read from the body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameSite, siteOf } from '../../../core/cookie-audit/same-site';
import { RequestLog } from '../../../cli/audit/request-log';

const sent = (url: string, extra: object = {}) => ({ requestId: '1', request: { url, method: 'GET' }, type: 'Fetch', ...extra });

describe('the request log', () => {
  it('names the innermost page script (1-based line and column), else the parser’s document', () => {
    const log = new RequestLog();
    const stack = { callFrames: [{ url: 'http://shop.ch/js/tag.js', lineNumber: 4, columnNumber: 10 }] };
    log.observe('Network.requestWillBeSent', sent('http://cdn.shop.ch/a', { initiator: { type: 'script', stack } }), 1100);
    log.observe(
      'Network.requestWillBeSent',
      sent('http://ads.example/p.gif', { initiator: { type: 'parser', url: 'http://shop.ch/', lineNumber: 0 } }),
      1200,
    );
    log.observe('Network.requestWillBeSent', sent('data:image/gif;base64,R0lGOD'), 1300);
    const requests = log.requests(['www.shop.ch'], 1000, [1150]);
    expect(
      requests.map((request) => [request.url, request.initiator, request.thirdParty, request.msAfterLoad, request.msAfterClick]),
    ).toEqual([
      ['http://cdn.shop.ch/a', { url: 'http://shop.ch/js/tag.js', line: 5, column: 11 }, false, 100, null],
      ['http://ads.example/p.gif', { url: 'http://shop.ch/', line: 1, column: null }, true, 200, 50],
    ]);
  });

  it('decodes Consent Mode from a POST body and counts its bytes', () => {
    const log = new RequestLog();
    const body = 'v=2&en=page_view&gcs=G100\nv=2&en=purchase&gcs=G111';
    log.observe(
      'Network.requestWillBeSent',
      sent('http://127.0.0.1:9/g/collect?v=2', { request: { url: 'http://127.0.0.1:9/g/collect?v=2', method: 'POST', postData: body } }),
      5,
    );
    const [request] = log.requests(['localhost'], 0, []);
    expect(request?.method).toBe('POST');
    expect(request?.consentMode.map((reading) => reading.gcs)).toEqual(['G100', 'G111']);
    expect(request?.bodyBytes).toBe(body.length);
  });

  it('compares sites by their registrable domain; an IP address or localhost is only itself', () => {
    expect(siteOf('www.shop.example.ch')).toBe('example.ch');
    expect(sameSite('cdn.shop.ch', 'www.shop.ch')).toBe(true);
    expect(sameSite('127.0.0.1', 'localhost')).toBe(false);
    expect(sameSite('localhost', 'LOCALHOST')).toBe(true);
  });

  it('knows two-label public suffixes and private registries: two stores under co.uk or github.io are two sites', () => {
    expect(siteOf('www.shop.example.co.uk')).toBe('example.co.uk');
    expect(sameSite('shop.example.co.uk', 'tracker.co.uk')).toBe(false);
    expect(sameSite('a.example.com.au', 'cdn.example.com.au.')).toBe(true);
    expect(sameSite('store.github.io', 'tracker.github.io')).toBe(false);
    // A public suffix alone is only itself.
    expect(siteOf('co.uk')).toBe('co.uk');
  });

  it('reads any host without throwing, and names a site that ends the host', () => {
    fc.assert(
      fc.property(fc.oneof(fc.domain(), fc.string({ maxLength: 80 }), fc.ipV4(), fc.ipV6()), (host) => {
        const site = siteOf(host);
        expect(host.toLowerCase().replace(/\.$/, '').endsWith(site)).toBe(true);
      }),
    );
  });
});
