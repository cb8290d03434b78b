// @vitest-environment happy-dom
/**
 * The stores the header's own root shares with the app (docs/performance.md, What hydrates): the shortcuts and the
 * theme work from the first load, before the app has hydrated (viewer/state/drawer-store.ts, preference-store.ts).
 */
import { describe, expect, it } from 'vitest';
import { COOKIE_WRITES_SETTLED_ATTRIBUTE } from '../../viewer/cookies/lazy-cookies';
import { currentDrawer, startDrawer, toggleNavigation } from '../../viewer/state/drawer-store';
import { currentPreferences, setTheme, startPreferences, subscribePreferences } from '../../viewer/state/preference-store';
import { portalData } from './portal-data-fixture';

const key = (init: KeyboardEventInit) => document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

describe('the drawer store', () => {
  it('§4 toggles search with Ctrl+K, opens it with / outside a text field and closes it with Escape, with no app', () => {
    startDrawer();
    key({ key: 'k', ctrlKey: true });
    expect(currentDrawer()).toBe('search');
    key({ key: 'k', ctrlKey: true });
    expect(currentDrawer()).toBe('closed');
    key({ key: '/' });
    expect(currentDrawer()).toBe('search');
    key({ key: 'Escape' });
    expect(currentDrawer()).toBe('closed');
    // §2: the menu and search exclude each other.
    toggleNavigation();
    key({ key: 'k', ctrlKey: true });
    expect(currentDrawer()).toBe('search');
    key({ key: 'Escape' });
  });
});

describe('the preference store', () => {
  it("§3 starts from the server's theme, switches <html data-theme> at once and refuses a theme the site lacks", async () => {
    startPreferences(portalData({ kind: 'home' }));
    expect(document.documentElement.dataset['theme']).toBe('alpine-light');
    let changes = 0;
    const stop = subscribePreferences(() => changes++);
    setTheme('lakeside-dark');
    expect(document.documentElement.dataset['theme']).toBe('lakeside-dark');
    expect(currentPreferences()?.theme).toBe('lakeside-dark');
    setTheme('neon-light');
    expect(currentPreferences()?.theme).toBe('lakeside-dark');
    expect(changes).toBe(1);
    stop();
    // The one accepted switch asks for its cookie later, through a chunk of its own: the test ends once that write is
    // decided, not while the chunk is still loading into a torn-down environment.
    await expect.poll(() => document.documentElement.getAttribute(COOKIE_WRITES_SETTLED_ATTRIBUTE)).toBe('1');
  });
});
