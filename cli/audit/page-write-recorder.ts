/**
 * The init script the audit runs in every frame before the page's own
 * scripts: it reports each `document.cookie` assignment, `cookieStore.set`
 * and `Storage.setItem` with the writer's place, taken from `Error().stack`
 * at the moment of the call, and counts the page's pending short timers so
 * the audit can wait for a cookie written a few seconds after load.
 *
 * Why a stack from the wrapper rather than the DevTools Debugger: the
 * Debugger can only pause on breakpoints in page scripts, not on the native
 * cookie setter, and pausing the page changes its timing; the wrapper reports
 * without pausing, in every frame (Playwright installs init scripts in
 * out-of-process frames too), and Chromium's stack names the script URL,
 * line and column of the innermost page frame, the page's URL for an inline
 * script.
 */
import type { WriteSource } from '../../core/cookie-audit';

export const WRITE_BINDING = '__dspCookieAuditWrite';
export const PENDING_TIMERS = '__dspCookieAuditPendingTimers';
/** Frames of the wrapper itself carry this name in the stack and are skipped. */
const SOURCE_URL = 'dsp-cookie-audit-recorder.js';

/** One write as the init script reports it. */
export interface ReportedWrite {
  readonly api: 'document.cookie' | 'cookieStore' | 'localStorage' | 'sessionStorage';
  /** The Set-Cookie-like text of a cookie write, or the storage key. */
  readonly text: string;
  /** The cookieStore.set options' expires, epoch milliseconds. */
  readonly expires?: number;
  readonly stack: string;
}

/** The script, for timers set for at most `timerLimitMs` (the longest settle wait). */
export function pageWriteRecorder(timerLimitMs: number): string {
  return `(() => {
  const report = (api, text, extra) => {
    try {
      const fn = globalThis.${WRITE_BINDING};
      if (typeof fn === 'function') fn({ api, text: String(text), stack: String(new Error().stack), ...extra });
    } catch {}
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (cookie && cookie.set) {
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      enumerable: cookie.enumerable,
      get: cookie.get,
      set(value) { report('document.cookie', value); return cookie.set.call(this, value); },
    });
  }
  const store = globalThis.cookieStore;
  if (store && typeof store.set === 'function') {
    const set = store.set.bind(store);
    store.set = (first, ...rest) => {
      const options = typeof first === 'string' ? rest[1] || {} : first || {};
      const name = typeof first === 'string' ? first : options.name;
      const expires = typeof options.expires === 'number' ? { expires: options.expires } : {};
      report('cookieStore', String(name) + '=' + String(typeof first === 'string' ? rest[0] : options.value), expires);
      return set(first, ...rest);
    };
  }
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    let api = 'sessionStorage';
    try { if (this === globalThis.localStorage) api = 'localStorage'; } catch {}
    report(api, key);
    return setItem.call(this, key, value);
  };
  let pending = 0;
  globalThis.${PENDING_TIMERS} = () => pending;
  const waiting = new Set();
  const setTimeoutOf = globalThis.setTimeout;
  const clearTimeoutOf = globalThis.clearTimeout;
  globalThis.setTimeout = function (handler, delay, ...args) {
    if (typeof handler !== 'function' || !(Number(delay) <= ${timerLimitMs})) return setTimeoutOf.call(this, handler, delay, ...args);
    pending += 1;
    const id = setTimeoutOf.call(this, (...inner) => { if (waiting.delete(id)) pending -= 1; return handler(...inner); }, delay, ...args);
    waiting.add(id);
    return id;
  };
  globalThis.clearTimeout = function (id) { if (waiting.delete(id)) pending -= 1; return clearTimeoutOf.call(this, id); };
})();
//# sourceURL=${SOURCE_URL}`;
}

// '    at fn (http://host/a.js:3:15)' or '    at http://host/a.js:3:15'
const STACK_FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/;

/**
 * The innermost page frame of a stack: the writer. Frames of the recorder
 * and of Playwright's own injected code are skipped.
 *
 * @example writerOf('Error\n    at set (dsp-cookie-audit-recorder.js:3:1)\n    at http://x/a.js:2:9', 'document.cookie')
 * // { kind: 'script', api: 'document.cookie', url: 'http://x/a.js', line: 2, column: 9 }
 */
export function writerOf(stack: string, api: ReportedWrite['api']): WriteSource {
  for (const line of stack.split('\n').slice(1)) {
    const frame = STACK_FRAME.exec(line);
    if (frame === null) continue;
    const [, url = '', row = '', column = ''] = frame;
    if (url.includes(SOURCE_URL) || !/^https?:\/\//.test(url)) continue;
    return { kind: 'script', api, url, line: Number(row), column: Number(column) };
  }
  return { kind: 'script', api, url: null, line: null, column: null };
}
