/**
 * docs/reliability.md configuration: the environment is validated at start-up and every
 * bad value is reported with the variable, the value and what is allowed.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUSTED_PROXIES } from '../../core/auth';
import { parseServerConfig, type ServerConfig } from '../../server/config';

const PEM = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----';

function valid(env: Record<string, string>): ServerConfig {
  const result = parseServerConfig(env);
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
  return result.value;
}

function messages(env: Record<string, string>): string[] {
  const result = parseServerConfig(env);
  return result.ok ? [] : result.issues.map((issue) => issue.message);
}

describe('configuration: defaults', () => {
  it('serves http://127.0.0.1:3000 from .data with no override and the default trusted proxies', () => {
    expect(valid({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '.data',
      authOverride: null,
      trustedProxies: DEFAULT_TRUSTED_PROXIES,
      buildVersion: 'dev',
      accessTokenVerification: null,
      environment: 'development',
      editUrlBase: null,
      publicOrigin: null,
      testCookieAccess: true,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(valid({ PORT: '', AUTH_OVERRIDE: ' ', TRUSTED_PROXIES: '' })).toEqual(valid({}));
  });
});

describe('configuration: accepted values', () => {
  it('reads every variable', () => {
    const config = valid({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/harbor/data',
      AUTH_OVERRIDE: 'authorized',
      TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32 ,192.0.2.1',
      BUILD_VERSION: 'master_2026.03.05-41',
      ACCESS_TOKEN_SECRET: 'x'.repeat(32),
      NODE_ENV: 'production',
      EDIT_URL_BASE: 'https://gitlab.example/harbor/ds/-/edit/main/content/',
      PUBLIC_ORIGIN: 'https://www.alpine-shop.example/',
    });
    expect(config).toMatchObject({
      editUrlBase: 'https://gitlab.example/harbor/ds/-/edit/main/content',
      publicOrigin: 'https://www.alpine-shop.example',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/harbor/data',
      authOverride: 'authorized',
      buildVersion: 'master_2026.03.05-41',
      accessTokenVerification: { key: 'x'.repeat(32), algorithm: 'HS256' },
      environment: 'production',
    });
    expect(config.trustedProxies.map((range) => range.prefix)).toEqual([8, 32, 32]);
  });

  it('reads PUBLIC_ORIGIN as the origin alone, without a trailing slash', () => {
    expect(valid({ PUBLIC_ORIGIN: 'https://www.example.ch/' }).publicOrigin).toBe('https://www.example.ch');
    expect(valid({ PUBLIC_ORIGIN: 'http://Docs.Example.ch:8080' }).publicOrigin).toBe('http://docs.example.ch:8080');
  });

  it.each<[Record<string, string>, boolean]>([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', TEST_COOKIE_ACCESS: 'on' }, true],
    [{ NODE_ENV: 'production', TEST_COOKIE_ACCESS: ' off ' }, false],
    [{ NODE_ENV: 'development', TEST_COOKIE_ACCESS: 'off' }, false],
    [{ NODE_ENV: 'production', TEST_COOKIE_ACCESS: '' }, false],
  ])('SPEC §6 rule 3 test-cookie access under %o: %s (on for development and test, off for production unless set)', (env, on) => {
    expect(valid(env).testCookieAccess).toBe(on);
  });

  it('accepts port 0 (a free port) and TRUSTED_PROXIES=none', () => {
    expect(valid({ PORT: '0', TRUSTED_PROXIES: 'none' })).toMatchObject({ port: 0, trustedProxies: [] });
  });

  it('verifies with a public key, RS256 unless ACCESS_TOKEN_ALGORITHM says otherwise', () => {
    expect(valid({ ACCESS_TOKEN_PUBLIC_KEY: PEM }).accessTokenVerification).toEqual({ key: PEM, algorithm: 'RS256' });
    expect(valid({ ACCESS_TOKEN_PUBLIC_KEY: PEM, ACCESS_TOKEN_ALGORITHM: 'EdDSA' }).accessTokenVerification).toEqual({
      key: PEM,
      algorithm: 'EdDSA',
    });
  });
});

describe('configuration: a bad value names the variable, the value and what is allowed', () => {
  it.each([
    [{ PORT: 'abc' }, "PORT='abc': expected a whole number 0-65535 (0 picks a free port)"],
    [{ PORT: '65536' }, "PORT='65536': expected a whole number 0-65535 (0 picks a free port)"],
    [{ PORT: '-1' }, "PORT='-1': expected a whole number 0-65535 (0 picks a free port)"],
    [{ PORT: '3000.5' }, "PORT='3000.5': expected a whole number 0-65535 (0 picks a free port)"],
    [{ HOST: 'local host' }, "HOST='local host': expected a host name or IP address such as 127.0.0.1, 0.0.0.0 or ::"],
    [{ AUTH_OVERRIDE: 'yes' }, "AUTH_OVERRIDE='yes': expected 'authorized' or 'unauthorized' (or leave it unset)"],
    [{ AUTH_OVERRIDE: 'Authorized' }, "AUTH_OVERRIDE='Authorized': expected 'authorized' or 'unauthorized' (or leave it unset)"],
    [{ NODE_ENV: 'prod' }, "NODE_ENV='prod': expected 'development', 'production' or 'test'"],
    ...['yes', 'true', 'ON', '1'].map((value): [Record<string, string>, string] => [
      { TEST_COOKIE_ACCESS: value },
      `TEST_COOKIE_ACCESS='${value}': expected 'on' or 'off' (or leave it unset: on under NODE_ENV development and test, off under production)`,
    ]),
    ...[
      'www.example.ch',
      'ftp://example.ch',
      'https://example.ch/designsystem',
      'https://example.ch/?a=1',
      'https://user:pw@example.ch',
    ].map((value): [Record<string, string>, string] => [
      { PUBLIC_ORIGIN: value },
      `PUBLIC_ORIGIN='${value}': expected an http or https origin without a path, query or credentials, e.g. https://www.example.ch`,
    ]),
    [
      { BUILD_VERSION: 'a b' },
      'BUILD_VERSION=\'a b\': expected 1-100 characters of A-Z, a-z, 0-9, ".", "_", "+" or "-", e.g. master_2026.03.05-41',
    ],
    [{ ACCESS_TOKEN_ALGORITHM: 'HS256' }, "ACCESS_TOKEN_ALGORITHM='HS256': needs ACCESS_TOKEN_SECRET or ACCESS_TOKEN_PUBLIC_KEY"],
    [
      { ACCESS_TOKEN_SECRET: 'x'.repeat(32), ACCESS_TOKEN_ALGORITHM: 'RS256' },
      "ACCESS_TOKEN_ALGORITHM='RS256': expected one of HS256, HS384, HS512 with ACCESS_TOKEN_SECRET",
    ],
    [
      { ACCESS_TOKEN_PUBLIC_KEY: PEM, ACCESS_TOKEN_ALGORITHM: 'none' },
      "ACCESS_TOKEN_ALGORITHM='none': expected one of RS256, RS384, RS512, PS256, PS384, PS512, ES256, ES384, ES512, EdDSA with ACCESS_TOKEN_PUBLIC_KEY",
    ],
    [
      { EDIT_URL_BASE: 'gitlab.example/edit' },
      "EDIT_URL_BASE='gitlab.example/edit': expected an http(s) address of the folder that holds the content files, without query or fragment, e.g. https://gitlab.example/team/repo/-/edit/main/content",
    ],
    [
      { EDIT_URL_BASE: 'https://gitlab.example/edit?ref=main' },
      "EDIT_URL_BASE='https://gitlab.example/edit?ref=main': expected an http(s) address of the folder that holds the content files, without query or fragment, e.g. https://gitlab.example/team/repo/-/edit/main/content",
    ],
  ])('%o', (env, message) => {
    expect(messages(env)).toEqual([message]);
  });

  it.each([
    ['10.0.0.0/33', "TRUSTED_PROXIES='10.0.0.0/33': '10.0.0.0/33' prefix must be a whole number 0-32"],
    ['10.1.0.0/8', "TRUSTED_PROXIES='10.1.0.0/8': '10.1.0.0/8' host bits are set below the prefix"],
    ['10.0.0.0/8,proxy.local', "TRUSTED_PROXIES='10.0.0.0/8,proxy.local': 'proxy.local' not an IPv4 or IPv6 address"],
  ])('TRUSTED_PROXIES=%s', (value, start) => {
    const [message] = messages({ TRUSTED_PROXIES: value });
    expect(message?.startsWith(start)).toBe(true);
    expect(message).toContain('expected CIDR ranges separated by commas');
  });

  it('keeps secrets out of the message', () => {
    const [message] = messages({ ACCESS_TOKEN_SECRET: 'too-short-secret' });
    expect(message).toBe('ACCESS_TOKEN_SECRET=(hidden): expected a shared secret of at least 32 characters (RFC 7518 §3.2)');
  });

  it('refuses a public key that is not PEM', () => {
    expect(messages({ ACCESS_TOKEN_PUBLIC_KEY: 'ssh-ed25519 AAAA' })).toEqual([
      'ACCESS_TOKEN_PUBLIC_KEY=(hidden): expected a PEM public key (-----BEGIN PUBLIC KEY----- ... -----END PUBLIC KEY-----)',
    ]);
  });

  it('refuses both a secret and a public key', () => {
    expect(messages({ ACCESS_TOKEN_SECRET: 'x'.repeat(32), ACCESS_TOKEN_PUBLIC_KEY: PEM })).toEqual([
      'ACCESS_TOKEN_SECRET and ACCESS_TOKEN_PUBLIC_KEY are both set: set the one that matches how the access token is signed',
    ]);
  });

  it('reports every bad variable at once', () => {
    expect(messages({ PORT: 'x', AUTH_OVERRIDE: 'x', NODE_ENV: 'x' }).map((message) => message.split('=')[0])).toEqual([
      'PORT',
      'AUTH_OVERRIDE',
      'NODE_ENV',
    ]);
  });
});
