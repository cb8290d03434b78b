/**
 * The app's router as seen from the header's own root (layout/header-island.tsx), which hydrates before the app
 * does: the app publishes its router state here, and a navigation asked for before the app is there (the Dev mode
 * switch goes to the Code tab) waits for it and starts it.
 */
import { changeListeners } from '../state/change-listeners';
import type { RouterState } from './router-context';

let router: RouterState | null = null;
let pending: string | null = null;
let startApp: () => void = () => undefined;
const changes = changeListeners();

export const subscribeRouter = changes.subscribe;

/** The app's router; null until the app has hydrated. */
export function publishedRouter(): RouterState | null {
  return router;
}

/** Called by the app once hydrated and on each change of its router; follows a navigation asked for before. */
export function publishRouter(state: RouterState): void {
  router = state;
  changes.notify();
  if (pending === null) return;
  const target = pending;
  pending = null;
  state.navigate(target);
}

/** How the entry starts the app on intent (entry-client.tsx). */
export function setAppStarter(start: () => void): void {
  startApp = start;
}

/** Navigates with the app's router, or, before the app is there, as soon as it is. */
export function navigateSoon(target: string): void {
  if (router !== null) {
    router.navigate(target);
    return;
  }
  pending = target;
  startApp();
}
