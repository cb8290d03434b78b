// @vitest-environment happy-dom
/**
 * A root that reads the reader's preferences (viewer/state/use-preferences.ts) hydrates once: while the preference
 * store says what the server rendered, React is handed the server's own snapshot, so it does not render the root
 * again after hydrating it (docs/performance.md, What hydrates). A switch still renders it with the new theme.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COOKIE_WRITES_SETTLED_ATTRIBUTE } from '../../viewer/cookies/lazy-cookies';
import { setTheme, startPreferences } from '../../viewer/state/preference-store';
import { usePreferences } from '../../viewer/state/use-preferences';
import { portalData } from './portal-data-fixture';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the preferences through hydration', () => {
  it('render a hydrating root once while they are what the server rendered, and again on a switch', async () => {
    const data = portalData({ kind: 'home' });
    const renders: string[] = [];
    function Reader() {
      const { theme } = usePreferences(data);
      renders.push(theme.theme);
      return <p>{theme.theme}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader />);
    document.body.append(container);
    renders.length = 0;
    // The entry starts the store from the same data before anything hydrates (viewer/entry-client.tsx).
    startPreferences(data);
    await act(async () => {
      hydrateRoot(container, <Reader />);
    });
    expect(renders).toEqual(['alpine-light']);
    await act(async () => {
      setTheme('lakeside-dark');
    });
    expect(renders).toEqual(['alpine-light', 'lakeside-dark']);
    expect(container.textContent).toBe('lakeside-dark');
    // The switch asks for its cookie later, through a chunk of its own: the test ends once that write is decided, not
    // while the chunk is still loading into a torn-down environment.
    await expect.poll(() => document.documentElement.getAttribute(COOKIE_WRITES_SETTLED_ATTRIBUTE)).toBe('1');
  });
});
