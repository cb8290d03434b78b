/** SPEC §3 Cookie registry, §3 Theme, §4 Dev mode: the preference cookies' names and values, as server, viewer and CLI use them. */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  DEV_MODE_COOKIE_NAME,
  THEME_COOKIE_NAME,
  devModeCookieValue,
  isDevModeCookieOn,
  preferencesFromCookies,
  hasThemeChoice,
  registeredCookieName,
  themeCookieValue,
  themeFromCookieValue,
} from '../../../core/cookies';

const site = { themes: ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'], defaultTheme: 'alpine-light' };

describe('§3 cookie registry: preference cookie names', () => {
  it('takes the names from the registry', () => {
    expect(DEV_MODE_COOKIE_NAME).toBe('.dsdevmode');
    expect(THEME_COOKIE_NAME).toBe('.themeshade');
    expect(registeredCookieName('consent')).toBe('.consent');
  });

  it('throws for a key the registry does not have, naming it', () => {
    expect(() => registeredCookieName('no-such-key')).toThrow("The cookie registry has no key 'no-such-key'");
  });
});

describe('§4 dev mode: the cookie value "true" means on', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['TRUE', false],
    ['1', false],
    [undefined, false],
  ])('%s reads as %s', (value, on) => {
    expect(isDevModeCookieOn(value)).toBe(on);
  });

  test.prop([fc.boolean()])('reads back what it writes', (on) => {
    expect(isDevModeCookieOn(devModeCookieValue(on))).toBe(on);
  });
});

describe('§3 theme: the theme cookie', () => {
  it.each([
    [undefined, 'alpine-light'],
    ['lakeside-dark', 'lakeside-dark'],
    ['dark', 'alpine-dark'],
    ['light', 'alpine-light'],
    ['purple', 'alpine-light'],
    ['lakeside-purple', 'alpine-light'],
  ])('%s gives %s', (value, theme) => {
    expect(themeFromCookieValue(value, site)).toBe(theme);
  });

  it('gives the default when a bare shade has no theme of the default brand', () => {
    expect(themeFromCookieValue('dark', { themes: ['alpine-light'], defaultTheme: 'alpine-light' })).toBe('alpine-light');
  });

  test.prop([fc.constantFrom(...site.themes)])('reads back every theme it writes', (theme) => {
    expect(themeFromCookieValue(themeCookieValue(theme), site)).toBe(theme);
  });

  test.prop([fc.string()])('always gives a theme of the site', (value) => {
    expect(site.themes).toContain(themeFromCookieValue(value, site));
  });

  it('reads both preferences from a request’s cookies', () => {
    const cookies = new Map([
      [DEV_MODE_COOKIE_NAME, 'true'],
      [THEME_COOKIE_NAME, 'lakeside-dark'],
    ]);
    expect(preferencesFromCookies(cookies, site)).toEqual({ isDevMode: true, theme: 'lakeside-dark', followsSystemShade: false });
    expect(preferencesFromCookies(new Map(), site)).toEqual({ isDevMode: false, theme: 'alpine-light', followsSystemShade: true });
  });

  it.each([
    [undefined, false],
    ['lakeside-dark', true],
    ['dark', true],
    ['light', true],
    ['purple', false],
    ['', false],
  ])('counts %j as a theme the reader chose: %s (else the shade follows the system)', (value, chosen) => {
    expect(hasThemeChoice(value, site)).toBe(chosen);
  });
});
