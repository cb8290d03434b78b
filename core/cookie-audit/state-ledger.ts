/**
 * Everything a page did under one consent state, in the order it happened
 * (docs/cli.md, Cookie audit: the ledger): every request, and every cookie,
 * web storage and IndexedDB write, deletions included. The verdict rests on
 * these writes rather than on what is left at the end, so a cookie a consent
 * library deletes again a moment later is judged the same in every run.
 */
import type { ConsentModeReading } from './consent-mode';
import type { WriteSource } from './audit-findings';

/** Where a request was started: the script (URL, 1-based line and column) or the document that asked for it. */
export interface RequestInitiator {
  readonly url: string | null;
  readonly line: number | null;
  readonly column: number | null;
}

export interface LedgerRequest {
  /** Cut to LEDGER_URL_LIMIT characters; the verdict reads the whole URL. */
  readonly url: string;
  readonly method: string;
  /** The DevTools protocol's resource type (Document, Script, Image, Fetch, Ping, ...), where known. */
  readonly resource: string | null;
  readonly initiator: RequestInitiator | null;
  /** Its host is on another site than the audited page's (same-site.ts). */
  readonly thirdParty: boolean;
  /** Milliseconds after the audit started loading the page. */
  readonly msAfterLoad: number;
  /** Milliseconds after the latest click before it; null before any click. */
  readonly msAfterClick: number | null;
  /** The Consent Mode parameters of its query and body, decoded. */
  readonly consentMode: readonly ConsentModeReading[];
  readonly bodyBytes: number;
}

export type LedgerStore = 'cookie' | 'local' | 'session' | 'indexedDB';

export interface LedgerWrite {
  readonly store: LedgerStore;
  /** The cookie name, the storage key, or the IndexedDB database name. */
  readonly name: string;
  /** 'delete': a cookie written to expire at once, a storage key removed, a database deleted. */
  readonly op: 'set' | 'delete';
  /** The frame's origin for storage and IndexedDB; the response's or frame's URL for a cookie, where known. */
  readonly where: string | null;
  readonly msAfterLoad: number;
  readonly msAfterClick: number | null;
  readonly source: WriteSource | null;
}

export interface StateLedger {
  readonly requests: readonly LedgerRequest[];
  readonly writes: readonly LedgerWrite[];
  /** Requests and writes past LEDGER_LIMIT, counted but not kept. */
  readonly dropped: number;
}

/** Entries kept per state and kind: a page that polls must not grow the audit without bound. */
export const LEDGER_LIMIT = 10_000;
/** A ledger URL is cut here (a data-heavy beacon URL can be 100 KiB). */
export const LEDGER_URL_LIMIT = 2048;

// scheme://authority then the path, without query or fragment.
const URL_PARTS = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::\d*)?([^?#]*)/i;

/**
 * The host (lower-cased, without port) and path of an absolute URL, or null
 * (core has no URL parser: it runs without host globals).
 *
 * @example hostAndPath('https://Region1.Google-Analytics.com:443/g/collect?v=2') // { host: 'region1.google-analytics.com', path: '/g/collect' }
 */
export function hostAndPath(url: string): { readonly host: string; readonly path: string } | null {
  const match = URL_PARTS.exec(url);
  if (match === null) return null;
  return { host: (match[1] as string).toLowerCase(), path: match[2] || '/' };
}
