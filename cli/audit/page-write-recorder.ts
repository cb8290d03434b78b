/**
 * The init script the audit runs in every frame before the page's own
 * scripts: it reports each `document.cookie` assignment, `cookieStore.set`,
 * `Storage.setItem`, `removeItem` and `clear`, and IndexedDB's `open`,
 * `deleteDatabase` and object-store `put` and `add` with the writer's place, taken from `Error().stack`
 * at the moment of the call, and tells whether the page has short timers
 * pending so the audit can wait for a cookie written a few seconds after load.
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
/** Frames of the wrapper itself carry this name in the stack and are skipped. */
const SOURCE_URL = 'dsp-cookie-audit-recorder.js';

/** One write as the init script reports it, or (api 'timers') whether short timers are pending: text '1' or '0'. */
export interface ReportedWrite {
  readonly api: 'document.cookie' | 'cookieStore' | 'localStorage' | 'sessionStorage' | 'indexedDB' | 'timers';
  /** The Set-Cookie-like text of a cookie write, the storage key (empty for clear), the database name, or the timers' '1' or '0'. */
  readonly text: string;
  /** A storage key removed (or every key, for clear), a database deleted. */
  readonly op?: 'delete';
  /** The cookieStore.set options' expires, epoch milliseconds. */
  readonly expires?: number;
  readonly stack: string;
}

/** The script, for timers set for at most `timerLimitMs` (the longest settle wait). */
export function pageWriteRecorder(timerLimitMs: number): string {
  // Everything the page could replace later (the binding, setTimeout, Reflect.apply) is captured before its
  // scripts run, and the count of pending timers is pushed to the audit rather than read from a page global,
  // which a page could replace with one that never answers.
  return `(() => {
  const apply = Reflect.apply;
  const binding = globalThis.${WRITE_BINDING};
  const ErrorOf = Error;
  const StringOf = String;
  const send = (message) => { try { if (typeof binding === 'function') apply(binding, globalThis, [message]); } catch {} };
  const report = (api, text, extra) => send({ api, text: StringOf(text), stack: StringOf(new ErrorOf().stack), ...extra });
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (cookie && cookie.set) {
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      enumerable: cookie.enumerable,
      get: cookie.get,
      set(value) { report('document.cookie', value); return apply(cookie.set, this, [value]); },
    });
  }
  const store = globalThis.cookieStore;
  if (store && typeof store.set === 'function') {
    const set = store.set;
    store.set = (first, ...rest) => {
      const options = typeof first === 'string' ? rest[1] || {} : first || {};
      const name = typeof first === 'string' ? first : options.name;
      const expires = typeof options.expires === 'number' ? { expires: options.expires } : {};
      report('cookieStore', StringOf(name) + '=' + StringOf(typeof first === 'string' ? rest[0] : options.value), expires);
      return apply(set, store, [first, ...rest]);
    };
  }
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    let api = 'sessionStorage';
    try { if (this === globalThis.localStorage) api = 'localStorage'; } catch {}
    report(api, key);
    return apply(setItem, this, [key, value]);
  };
  const areaOf = (storage) => { try { return storage === globalThis.localStorage ? 'localStorage' : 'sessionStorage'; } catch { return 'sessionStorage'; } };
  const removeItem = Storage.prototype.removeItem;
  Storage.prototype.removeItem = function (key) {
    report(areaOf(this), key, { op: 'delete' });
    return apply(removeItem, this, [key]);
  };
  const clear = Storage.prototype.clear;
  Storage.prototype.clear = function () {
    report(areaOf(this), '', { op: 'delete' });
    return apply(clear, this, []);
  };
  // A database is named when opened or deleted; a record put into one of its stores is a write to it.
  if (typeof IDBFactory === 'function') {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (name, ...rest) {
      report('indexedDB', name);
      return apply(open, this, [name, ...rest]);
    };
    const deleteDatabase = IDBFactory.prototype.deleteDatabase;
    IDBFactory.prototype.deleteDatabase = function (name, ...rest) {
      report('indexedDB', name, { op: 'delete' });
      return apply(deleteDatabase, this, [name, ...rest]);
    };
  }
  if (typeof IDBObjectStore === 'function') {
    const dbName = Object.getOwnPropertyDescriptor(IDBDatabase.prototype, 'name').get;
    const dbOf = Object.getOwnPropertyDescriptor(IDBTransaction.prototype, 'db').get;
    const transactionOf = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'transaction').get;
    for (const method of ['put', 'add']) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (...args) {
        let name = '';
        try { name = apply(dbName, apply(dbOf, apply(transactionOf, this, []), []), []); } catch {}
        report('indexedDB', name);
        return apply(original, this, args);
      };
    }
  }
  let pending = 0;
  let sent = 0;
  let queued = false;
  const queue = globalThis.queueMicrotask;
  // Once per task at most, and only when the count crosses zero: a timer that re-arms itself stays pending.
  const changed = () => {
    if (queued) return;
    queued = true;
    apply(queue, globalThis, [() => {
      queued = false;
      const now = pending > 0 ? 1 : 0;
      if (now !== sent) { sent = now; send({ api: 'timers', text: StringOf(now), stack: '' }); }
    }]);
  };
  const waiting = new Set();
  const add = Set.prototype.add;
  const remove = Set.prototype.delete;
  const setTimeoutOf = globalThis.setTimeout;
  const clearTimeoutOf = globalThis.clearTimeout;
  globalThis.setTimeout = function (handler, delay, ...args) {
    if (typeof handler !== 'function' || !(Number(delay) <= ${timerLimitMs})) return apply(setTimeoutOf, this, [handler, delay, ...args]);
    pending += 1;
    changed();
    const id = apply(setTimeoutOf, this, [(...inner) => {
      if (apply(remove, waiting, [id])) { pending -= 1; changed(); }
      return apply(handler, this, inner);
    }, delay, ...args]);
    apply(add, waiting, [id]);
    return id;
  };
  globalThis.clearTimeout = function (id) {
    if (apply(remove, waiting, [id])) { pending -= 1; changed(); }
    return apply(clearTimeoutOf, this, [id]);
  };
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
export function writerOf(stack: string, api: Exclude<ReportedWrite['api'], 'timers'> | 'request'): WriteSource {
  for (const line of stack.split('\n').slice(1)) {
    const frame = STACK_FRAME.exec(line);
    if (frame === null) continue;
    const [, url = '', row = '', column = ''] = frame;
    if (url.includes(SOURCE_URL) || !/^https?:\/\//.test(url)) continue;
    return { kind: 'script', api, url, line: Number(row), column: Number(column) };
  }
  return { kind: 'script', api, url: null, line: null, column: null };
}
