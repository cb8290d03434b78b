/**
 * Runs work the reader does not wait for once the page is idle: code that a
 * later step will need (the other views, the search overlay, the mobile
 * navigation), fetched after hydration instead of in the first load.
 */

/** Idle callbacks wait at most this long, so the work still happens on a page that is never idle. */
const IDLE_TIMEOUT_MS = 3000;
/** Without requestIdleCallback (Safari), a plain delay after hydration stands in for idleness. */
const FALLBACK_DELAY_MS = 1000;

/** Schedules `task` for the first idle moment; the returned function cancels it (an effect's cleanup). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}
