/**
 * How the audit's private-network guard reads a request's host and port
 * (docs/cli.md, Cookie audit: private network) before core's verdict: IP
 * literals as they are, localhost names as loopback without asking DNS (as
 * Chromium resolves them), the scheme's port when the URL gives none.
 */
import { describe, expect, it } from 'vitest';
import { endpointPort, resolveHost } from '../../../cli/audit/private-network-guard';

describe('the private-network guard reads where a request goes', () => {
  it('takes IP literals as they are, brackets removed', async () => {
    expect(await resolveHost('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(await resolveHost('[::1]')).toEqual(['::1']);
    expect(await resolveHost('[fe80::1]')).toEqual(['fe80::1']);
  });

  it('reads localhost and its subdomains as both loopback addresses', async () => {
    expect(await resolveHost('www.localhost')).toEqual(['127.0.0.1', '::1']);
    expect(await resolveHost('LOCALHOST')).toEqual(['127.0.0.1', '::1']);
  });

  it("uses the scheme's port when the URL gives none", () => {
    expect([
      endpointPort(new URL('http://shop.example.ch/')),
      endpointPort(new URL('https://shop.example.ch/')),
      endpointPort(new URL('wss://shop.example.ch/')),
      endpointPort(new URL('http://127.0.0.1:4811/admin')),
    ]).toEqual([80, 443, 443, 4811]);
  });
});
