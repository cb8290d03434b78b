/**
 * The store's own registry file for `dsp cookies audit --registry` (docs/cli.md,
 * Cookie audit; SPEC §3 Cookie definition): its fields, the prefix names,
 * and errors that name the JSON path and what is allowed.
 */
import { describe, expect, it } from 'vitest';
import { auditObservation, parseRegistryFile, parseRegistryFileText, resolveCookieDefinition } from '../../../core/cookie-audit';
import { cookieRegistry, storageRegistry } from '../../../core/cookies';

const DAY = 24 * 60 * 60 * 1000;
const ANALYTICS = { name: '_ga_*', category: 'Performance' as const, duration: 730 * DAY, secure: false, httpOnly: false };
const ADS = { name: '_gcl_au', category: 'Marketing', duration: 90 * DAY, path: '/', secure: false, httpOnly: false, team: 'Ads' };

describe('§3 cookie definition: the registry file', () => {
  it('reads cookies and storage in the shape dsp cookies --json prints, with path, description and team defaulted', () => {
    const parsed = parseRegistryFile(
      { cookies: [ADS, ANALYTICS], storage: [{ key: 'cart', area: 'local', category: 'Essential', description: 'the cart' }] },
      cookieRegistry,
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        cookies: [
          {
            key: '_gcl_au',
            name: '_gcl_au',
            category: 'Marketing',
            duration: 90 * DAY,
            path: '/',
            secure: false,
            httpOnly: false,
            description: '',
            team: 'Ads',
          },
          {
            key: '_ga_*',
            name: '_ga_*',
            category: 'Performance',
            duration: 730 * DAY,
            path: '/',
            secure: false,
            httpOnly: false,
            description: '',
            team: '',
          },
        ],
        storage: [{ key: 'cart', area: 'local', category: 'Essential', description: 'the cart' }],
        endpoints: [],
      },
    });
  });

  it('matches a name ending in * as a prefix, the exact name and the longest prefix first', () => {
    const registry = [
      { ...ANALYTICS, key: 'a', path: '/', team: '', description: '' },
      { ...ANALYTICS, key: 'b', name: '_ga_X*', path: '/', team: '', description: '' },
    ] as const;
    expect(resolveCookieDefinition('_ga_ABC123', registry)?.key).toBe('a');
    expect(resolveCookieDefinition('_ga_XYZ', registry)?.key).toBe('b');
    expect(resolveCookieDefinition('_ga', registry)).toBeUndefined();
  });

  it.each([
    [{ cookies: [{ ...ADS, category: 'Ads' }] }, 'cookies[0].category: expected one of Essential, Functional, Performance, Marketing'],
    [{ cookies: [{ ...ADS, duration: -1 }] }, 'cookies[0].duration: expected 0 (session) or more milliseconds'],
    [{ cookies: [{ ...ADS, duration: '90d' }] }, 'cookies[0].duration: expected milliseconds as a number, 0 for a session cookie'],
    [{ cookies: [{ ...ADS, name: 'a b' }] }, 'cookies[0].name: name: "a b" is not an RFC 6265 token'],
    [{ cookies: [{ ...ADS, sameSite: 'none' }] }, 'cookies[0].secure: _gcl_au: sameSite none requires secure'],
    [{ cookies: [{ ...ADS, colour: 'red' }] }, 'cookies[0].colour: is not a field the registry file knows'],
    [
      { cookies: [{ name: 'x', category: 'Marketing', httpOnly: false }] },
      'cookies[0].secure: is required and missing: expected true or false',
    ],
    [
      { cookies: [{ category: 'Marketing', secure: false, httpOnly: false }] },
      'cookies[0].name: is required and missing: expected a non-empty cookie name',
    ],
    [
      { storage: [{ key: 'cart', category: 'Essential' }] },
      'storage[0].area: is required and missing: expected local, session or indexedDB',
    ],
    [{ cookies: [ADS, ADS] }, 'cookies[1].name: "_gcl_au" is already declared in cookies[0]'],
    [{ cookies: [{ ...ADS, name: '.sid' }] }, 'cookies[0].name: ".sid" is already declared in the built-in registry'],
    [
      { storage: [{ key: 'cart', area: 'disk', category: 'Essential' }] },
      'storage[0].area: expected local, session or indexedDB (key is then the database name)',
    ],
    [{ cookies: {} }, 'cookies: expected an array'],
    [[], 'expected an object { "cookies": [...], "storage": [...], "endpoints": [...] }'],
  ])('refuses %j: %s', (data, message) => {
    const parsed = parseRegistryFile(data, cookieRegistry);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.issues[0]?.code).toBe('audit.badRegistry');
      expect(parsed.issues[0]?.message.startsWith(message)).toBe(true);
    }
  });

  it('refuses text that is not JSON, saying so', () => {
    expect(parseRegistryFileText('{"cookies": [', cookieRegistry)).toMatchObject({
      ok: false,
      issues: [{ code: 'audit.badRegistry', message: expect.stringMatching(/^not JSON: /) }],
    });
  });

  it('judges declared cookies and storage keys like registry ones: without-consent wherever the state lacks their category', () => {
    const parsed = parseRegistryFile({ cookies: [ADS], storage: [{ key: 'ad-id', area: 'local', category: 'Marketing' }] }, cookieRegistry);
    if (!parsed.ok) throw new Error('the registry file should parse');
    const registry = [...cookieRegistry, ...parsed.value.cookies];
    const storage = [...storageRegistry, ...parsed.value.storage];
    const cookie = {
      name: '_gcl_au',
      domain: 'x',
      path: '/',
      expiresAt: null,
      secure: false,
      httpOnly: false,
      sameSite: 'lax',
      source: 'script',
    } as const;
    const run = (consent: 'none' | 'ma') =>
      auditObservation({ consent, observedAt: 0, cookies: [cookie], storage: [{ area: 'local', key: 'ad-id' }] }, registry, storage).map(
        (f) => [f.kind, f.area, f.cookie],
      );
    expect(run('none')).toEqual([
      ['without-consent', 'cookie', '_gcl_au'],
      ['without-consent', 'local', 'ad-id'],
    ]);
    expect(run('ma')).toEqual([]);
  });
});

describe('§3 the registry file: declared endpoints', () => {
  it('reads endpoints with host, path, category and vendor, and matches the most specific one', async () => {
    const { matchEndpoint } = await import('../../../core/cookie-audit/declared-endpoints');
    const parsed = parseRegistryFile(
      {
        endpoints: [
          { host: '*.google-analytics.com', path: '/g/collect', category: 'Performance', vendor: 'Google Analytics' },
          { host: '*.google-analytics.com', category: 'Essential', vendor: 'Google (scripts)' },
        ],
      },
      cookieRegistry,
    );
    expect(parsed.ok && parsed.value.endpoints).toEqual([
      { host: '*.google-analytics.com', path: '/g/collect', category: 'Performance', vendor: 'Google Analytics', description: '' },
      { host: '*.google-analytics.com', category: 'Essential', vendor: 'Google (scripts)', description: '' },
    ]);
    const endpoints = parsed.ok ? (parsed.value.endpoints ?? []) : [];
    expect(matchEndpoint('region1.google-analytics.com', '/g/collect', endpoints)?.category).toBe('Performance');
    expect(matchEndpoint('google-analytics.com', '/analytics.js', endpoints)?.category).toBe('Essential');
    expect(matchEndpoint('evilgoogle-analytics.com', '/g/collect', endpoints)).toBeUndefined();
  });

  it('refuses a bad endpoint with its JSON path and what is allowed', () => {
    const parsed = parseRegistryFile(
      {
        endpoints: [
          { host: 'https://x.example/g', category: 'Performance', vendor: 'X' },
          { host: 'x.example', path: 'g/collect', category: 'Ads', vendor: '' },
          { host: 'x.example', category: 'Marketing' },
        ],
      },
      cookieRegistry,
    );
    expect(parsed.ok ? [] : parsed.issues.map((issue) => issue.message)).toEqual([
      'endpoints[0].host: expected a host name such as www.google-analytics.com, or *. and a domain such as *.google-analytics.com',
      'endpoints[1].path: expected a path starting with /, such as /g/collect',
      'endpoints[1].category: expected one of Essential, Functional, Performance, Marketing',
      'endpoints[1].vendor: expected the vendor, a non-empty string',
      'endpoints[2].vendor: is required and missing: expected the vendor, a non-empty string',
    ]);
  });
});
