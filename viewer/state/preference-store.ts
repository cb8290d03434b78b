/**
 * The reader's theme and dev mode for this visit (SPEC §3 Theme, §4 Dev mode), kept outside React: the header's
 * controls hydrate at once in a root of their own and the rest of the app later (entry-client.tsx), and both read
 * and change the same preferences. Started from what the server read in the cookies, changed by the switchers,
 * and remembered in the cookies when consent allows (SPEC §5).
 */
import type { PortalData } from '../../core/portal';
import { writePreferenceLater } from '../cookies/lazy-cookies';
import { SYSTEM_SHADE_ATTRIBUTE } from '../ui-constants';
import { changeListeners } from './change-listeners';

export interface Preferences {
  readonly theme: string;
  readonly isDevMode: boolean;
  /** No theme chosen: the shade follows the system's, in the site's default brand. */
  readonly followsSystem: boolean;
}

/** What the server rendered: the first render of every root, so that hydration matches. */
export function serverPreferences(data: PortalData): Preferences {
  return { theme: data.theme, isDevMode: data.isDevMode, followsSystem: data.followsSystemShade === true };
}

let state: Preferences | null = null;
let themes: readonly string[] = [];
const changes = changeListeners();
let stopFollowing: (() => void) | null = null;

function set(next: Preferences): void {
  const previous = state;
  state = next;
  // The server renders <html data-theme> from the cookie (no flash on load); a switch updates it at once.
  document.documentElement.dataset['theme'] = next.theme;
  if (!next.followsSystem) {
    document.documentElement.removeAttribute(SYSTEM_SHADE_ATTRIBUTE);
    stopFollowing?.();
    stopFollowing = null;
  }
  if (previous !== next) changes.notify();
}

/** Starts the store from the page's data, once, before any root renders. */
export function startPreferences(data: PortalData): void {
  if (state !== null) return;
  themes = data.site.themes;
  set(serverPreferences(data));
  if (!state!.followsSystem) return;
  // The stylesheet already shows the system's shade from the first paint (scripts/system-shade-css.ts); here the
  // switcher learns it, and follows it while no theme is chosen.
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const brand = data.site.defaultTheme.replace(/-(light|dark)$/, '');
  const follow = () => {
    const next = `${brand}-${query.matches ? 'dark' : 'light'}`;
    if (state?.followsSystem && themes.includes(next) && next !== state.theme) set({ ...state, theme: next });
  };
  follow();
  query.addEventListener('change', follow);
  stopFollowing = () => query.removeEventListener('change', follow);
}

export const subscribePreferences = changes.subscribe;

/** The current preferences; null before startPreferences (the server, or a test rendering without the entry). */
export function currentPreferences(): Preferences | null {
  return state;
}

export function setTheme(theme: string): void {
  if (state === null || !themes.includes(theme)) return;
  set({ ...state, theme, followsSystem: false });
  void writePreferenceLater('theme', theme);
}

export function setDevMode(on: boolean): void {
  if (state === null) return;
  set({ ...state, isDevMode: on });
  void writePreferenceLater('devMode', on);
}
