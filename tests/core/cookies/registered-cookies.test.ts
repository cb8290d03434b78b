import { describe, expect, it, vi } from 'vitest';
import { createCookieRegistry } from '../../../core/cookies/cookie-registry';
import { cookieRegistry, findCookieByKey, findCookieByName } from '../../../core/cookies/registered-cookies';

describe('§3 cookie registry lookups', () => {
  it('is the registry of the default site', () => {
    expect(cookieRegistry).toEqual(createCookieRegistry());
  });

  it('is frozen, so no importer can change it for the others', () => {
    expect(Object.isFrozen(cookieRegistry)).toBe(true);
    expect(cookieRegistry.every((definition) => Object.isFrozen(definition))).toBe(true);
  });

  it.each([
    ['session-id', '.sid'],
    ['access-token-info', '.atinfo'],
    ['eu-auth', 'hb_EU'],
    ['hb-test', 'hb-test'],
    ['lookout-client-id', '.cid'],
  ])('finds %s by key and by its name %s', (key, name) => {
    expect(findCookieByKey(key)?.name).toBe(name);
    expect(findCookieByName(name)?.key).toBe(key);
  });

  it('returns undefined for unknown keys and names', () => {
    expect(findCookieByKey('nope')).toBeUndefined();
    expect(findCookieByName('nope')).toBeUndefined();
    expect(findCookieByName('__proto__')).toBeUndefined();
  });

  it('matches names case-sensitively', () => {
    expect(findCookieByName('displayculture')).toBeUndefined();
    expect(findCookieByName('DisplayCulture')?.key).toBe('display-culture');
  });

  it('searches a given registry instead of the built-in one', () => {
    const [first] = cookieRegistry;
    expect(findCookieByKey('session-id', first ? [first] : [])).toBeUndefined();
    expect(findCookieByKey('consent', first ? [first] : [])?.name).toBe('.consent');
  });
});

describe('§3 cookie registry load-time check', () => {
  it('throws a developer error listing the issues when the built-in registry is invalid', async () => {
    vi.resetModules();
    const bad = {
      key: 'k',
      name: 'bad name',
      team: 'T',
      description: 'd',
      category: 'Essential',
      path: '/',
      secure: true,
      httpOnly: false,
    };
    vi.doMock('../../../core/cookies/cookie-registry', () => ({ createCookieRegistry: () => [bad, bad] }));
    try {
      await expect(import('../../../core/cookies/registered-cookies')).rejects.toThrow(
        /cookie registry is invalid:[\s\S]*0\.name cookies\.badName[\s\S]*1\.key cookies\.duplicateKey/,
      );
    } finally {
      vi.doUnmock('../../../core/cookies/cookie-registry');
      vi.resetModules();
    }
  });
});
