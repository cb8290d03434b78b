/** The Set-Cookie line parser (RFC 6265 §5.2) the cookie audit and `dsp cookies inspect --set-cookie` read with. */
import { describe, expect, it } from 'vitest';
import { browserRejections, formatSetCookieLine, parseSetCookieLine, setCookieLifetimeMs } from '../../../core/cookie-audit';

const DAY = 24 * 60 * 60 * 1000;

describe('Set-Cookie line', () => {
  it('reads name, value and every attribute, names case-insensitive', () => {
    const parsed = parseSetCookieLine(
      '.sid=abc; path=/; DOMAIN=.Example.ch; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Max-Age=7200; secure; HttpOnly; samesite=strict',
    );
    expect(parsed).toEqual({
      ok: true,
      ignored: [],
      cookie: {
        name: '.sid',
        value: 'abc',
        path: '/',
        domain: 'example.ch',
        expires: Date.UTC(2026, 9, 21, 7, 28, 0),
        maxAge: 7200,
        secure: true,
        httpOnly: true,
        sameSite: 'strict',
      },
    });
  });

  it('refuses a line without = and one with an empty name, as browsers do', () => {
    expect(parseSetCookieLine('justaname')).toMatchObject({ ok: false, issues: [{ code: 'setCookie.noEquals' }] });
    expect(parseSetCookieLine(' =value; Path=/')).toMatchObject({ ok: false, issues: [{ code: 'setCookie.emptyName' }] });
  });

  it('lists attributes a browser ignores, with their position', () => {
    const parsed = parseSetCookieLine('a=1; Max-Age=soon; SameSite=Sometimes; Path=relative; Colour=blue; Expires=never');
    expect(parsed.ok && parsed.ignored.map((issue) => [issue.code, issue.path?.[0]])).toEqual([
      ['setCookie.badMaxAge', 1],
      ['setCookie.badSameSite', 2],
      ['setCookie.badPath', 3],
      ['setCookie.unknownAttribute', 4],
      ['setCookie.badExpires', 5],
    ]);
    expect(parsed.ok && parsed.cookie).toMatchObject({ maxAge: null, sameSite: null, path: null, expires: null });
  });

  it('keeps the last of a repeated attribute (RFC 6265 §5.3)', () => {
    const parsed = parseSetCookieLine('a=1; Path=/one; Path=/two');
    expect(parsed.ok && parsed.cookie.path).toBe('/two');
  });

  it('keeps everything after the first = as the value', () => {
    const parsed = parseSetCookieLine('a=b=c; Secure');
    expect(parsed.ok && parsed.cookie.value).toBe('b=c');
  });

  it('formats attributes in a fixed order', () => {
    expect(
      formatSetCookieLine({
        name: 'a',
        value: '1',
        path: '/',
        domain: null,
        expires: null,
        maxAge: 60,
        secure: true,
        httpOnly: false,
        sameSite: 'lax',
      }),
    ).toBe('a=1; Path=/; Max-Age=60; Secure; SameSite=Lax');
  });

  describe('lifetime', () => {
    const base = { name: 'a', value: '', path: null, domain: null, secure: false, httpOnly: false, sameSite: null } as const;

    it('is null for a session cookie', () => {
      expect(setCookieLifetimeMs({ ...base, expires: null, maxAge: null }, 0)).toBeNull();
    });

    it('takes Max-Age over Expires (RFC 6265 §5.3 step 3)', () => {
      expect(setCookieLifetimeMs({ ...base, expires: 10 * DAY, maxAge: 60 }, 0)).toBe(60_000);
    });

    it('counts Expires from now', () => {
      expect(setCookieLifetimeMs({ ...base, expires: 5 * DAY, maxAge: null }, DAY)).toBe(4 * DAY);
    });

    it('caps at 400 days as browsers do (RFC 6265bis) and never goes below 0', () => {
      expect(setCookieLifetimeMs({ ...base, expires: null, maxAge: 3650 * 86_400 }, 0)).toBe(400 * DAY);
      expect(setCookieLifetimeMs({ ...base, expires: null, maxAge: -5 }, 0)).toBe(0);
      expect(setCookieLifetimeMs({ ...base, expires: 0, maxAge: null }, DAY)).toBe(0);
    });
  });
});

describe('cookies a browser parses but will not store', () => {
  const rejected = (line: string) => {
    const parsed = parseSetCookieLine(line);
    if (!parsed.ok) throw new Error('the line should parse');
    return browserRejections(parsed.cookie).map((issue) => issue.code);
  };

  it('names SameSite=None without Secure and the broken __Secure- and __Host- prefixes', () => {
    expect(rejected('a=1; SameSite=None')).toEqual(['setCookie.sameSiteNoneWithoutSecure']);
    expect(rejected('__Secure-a=1')).toEqual(['setCookie.securePrefix']);
    expect(rejected('__Host-a=1; Secure; Path=/; Domain=example.ch')).toEqual(['setCookie.hostPrefix']);
  });

  it('stores the same cookies with their rules kept', () => {
    expect(rejected('a=1; SameSite=None; Secure')).toEqual([]);
    expect(rejected('__Host-a=1; Secure; Path=/')).toEqual([]);
    expect(rejected('a=1')).toEqual([]);
  });
});
