/**
 * Every cookie and storage write of one audited page, from the browser's own
 * instrumentation (network and browser I/O): the DevTools protocol's
 * `Network.responseReceivedExtraInfo` for the raw Set-Cookie lines of each
 * response and the ones Chromium blocked with its reasons, on the page's
 * target and every frame and worker target it starts (page-targets.ts), and
 * the init script's reports (page-write-recorder.ts) for writes by scripts.
 * Reads the stored cookies and storage keys back with their writers.
 */
import type { CDPSession, Cookie, Page } from 'playwright-core';
import {
  askedLifetimeMs,
  parseSetCookieLine,
  type BlockedCookie,
  type CookieSource,
  type ObservedCookie,
  type ObservedStorageKey,
  type WriteSource,
} from '../../core/cookie-audit';
import type { LedgerWrite } from '../../core/cookie-audit/state-ledger';
import { forEachTarget, pageTarget, type TargetSession } from './page-targets';
import { writerOf, type ReportedWrite } from './page-write-recorder';
import { PendingResponses } from './pending-responses';
import { RequestLog } from './request-log';

/**
 * Writes kept per kind: a page that writes in a loop must not grow the audit
 * without bound. Later writes still restart the quiet period; a cookie whose
 * writes all came after the limit is reported with an unknown writer.
 */
export const WRITE_LOG_LIMIT = 10_000;

interface CookieWrite {
  readonly name: string;
  /** The Set-Cookie-like text, for the lifetime it asked for. */
  readonly line: string;
  readonly at: number;
  /** Its place among every write of the page, cookies and storage alike (several can share a millisecond). */
  readonly seq: number;
  readonly source: WriteSource;
  readonly expires?: number;
  /** The frame a script write ran in. */
  readonly frameUrl?: string;
}

/** The fields read of the events that name a request and carry its cookies (events come untyped from attached targets). */
interface RequestWillBeSent {
  readonly requestId: string;
  readonly request: { readonly url: string };
  /** The resource type: Document, Image, Script, Fetch, Ping, ... */
  readonly type?: string;
}
interface ResponseReceived {
  readonly requestId: string;
  readonly response: { readonly url: string };
  readonly type?: string;
}
interface ResponseExtraInfo {
  readonly requestId: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly blockedCookies: readonly {
    readonly cookieLine: string;
    readonly cookie?: { readonly name: string };
    readonly blockedReasons: string[];
  }[];
}

interface StorageWrite {
  readonly area: 'local' | 'session' | 'indexedDB';
  /** The storage key (empty for clear), or the database name. */
  readonly key: string;
  readonly origin: string;
  readonly source: WriteSource;
  readonly at: number;
  readonly seq: number;
  readonly op: 'set' | 'delete';
}

/** Whether a cookie domain ('.example.ch', 'example.ch') covers a host (RFC 6265 §5.1.3 domain-match). */
export function isOnHost(domain: string, host: string): boolean {
  const bare = domain.startsWith('.') ? domain.slice(1) : domain;
  return host === bare || host.endsWith(`.${bare}`);
}

/**
 * Whether a request for `target` carries a host-only cookie placed for `host`
 * and `path` (RFC 6265 §5.1.3 and §5.1.4): judged on where the audit placed
 * `.consent`, not on what the page later did with it (consent-changed).
 */
export function receivesPlacedCookie(target: string, host: string, path: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.hostname !== host) return false;
  if (url.pathname === path || path === '/') return true;
  return url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export class CookieWriteLog {
  /** Epoch ms of the latest write of any kind; 0 before the first. */
  lastWriteAt = 0;
  private readonly cookieWrites: CookieWrite[] = [];
  private readonly storageWrites: StorageWrite[] = [];
  private readonly blockedCookies: Omit<BlockedCookie, 'thirdParty'>[] = [];
  private readonly responseUrls = new Map<string, string[]>();
  /** What loaded each request (resource type), so a blocked cookie's fix can name the <img> or frame to remove. */
  private readonly requestTypes = new Map<string, string>();
  /** Cookie reports that came before any event naming their request, by requestId. */
  private readonly unnamedReports = new Map<string, ResponseExtraInfo[]>();
  private readonly pending = new PendingResponses();
  /** The next write's place in the ledger. */
  private sequence = 0;
  /** Every request of the page, for the state's ledger. */
  readonly requests = new RequestLog();

  /** Whether the main frame's document has short timers pending, as its init script last said. */
  timersPending = false;

  /**
   * Listens to the page's target and to every frame and worker target it
   * starts; `alsoPrepare` readies each target for others (the private-network
   * guard) before it runs.
   */
  async listen(session: CDPSession, alsoPrepare?: (target: TargetSession) => Promise<void>): Promise<void> {
    await forEachTarget(pageTarget(session), async (target) => {
      target.onEvent((method, params) => this.onEvent(method, params));
      await target.send('Network.enable');
      await alsoPrepare?.(target);
    });
  }

  /** How many requests still owe the report of the cookies they set or were refused. */
  pendingResponses(now = Date.now()): number {
    return this.pending.count(now);
  }

  private onEvent(method: string, params: unknown): void {
    this.pending.observe(method, params, Date.now());
    this.requests.observe(method, params, Date.now());
    if (method === 'Network.requestWillBeSent') {
      const event = params as RequestWillBeSent;
      this.noteRequestType(event.requestId, event.type);
      this.addResponseUrl(event.requestId, event.request.url);
    } else if (method === 'Network.responseReceived') {
      const event = params as ResponseReceived;
      this.noteRequestType(event.requestId, event.type);
      // Its requestWillBeSent was missed (sent before its frame's target was listened to): the response names it.
      if (this.unnamedReports.has(event.requestId)) this.addResponseUrl(event.requestId, event.response.url);
    } else if (method === 'Network.responseReceivedExtraInfo') {
      const event = params as ResponseExtraInfo;
      // One ExtraInfo per response, redirects included, in request order; the request may have been seen on another target.
      const urls = this.responseUrls.get(event.requestId);
      const url = urls?.shift();
      if (urls?.length === 0) this.responseUrls.delete(event.requestId);
      if (url !== undefined) this.addResponseCookies(event, url);
      // Held until an event names the request: a report can come first.
      else this.unnamedReports.set(event.requestId, [...(this.unnamedReports.get(event.requestId) ?? []), event]);
    }
  }

  private noteRequestType(requestId: string, type: string | undefined): void {
    if (type !== undefined && (this.requestTypes.size < WRITE_LOG_LIMIT || this.requestTypes.has(requestId))) {
      this.requestTypes.set(requestId, type);
    }
  }

  private addResponseUrl(requestId: string, url: string): void {
    const unnamed = this.unnamedReports.get(requestId);
    if (unnamed === undefined) {
      this.responseUrls.set(requestId, [...(this.responseUrls.get(requestId) ?? []), url]);
      return;
    }
    // The reports that came first are this URL's.
    this.unnamedReports.delete(requestId);
    for (const report of unnamed) this.addResponseCookies(report, url);
  }

  /** Reports no event ever named count all the same, from an unknown URL. */
  private addUnnamedReports(): void {
    for (const reports of this.unnamedReports.values()) for (const report of reports) this.addResponseCookies(report, '');
    this.unnamedReports.clear();
  }

  private addResponseCookies(event: ResponseExtraInfo, url: string): void {
    const header = Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1];
    const blockedLines = new Set(event.blockedCookies.map((blocked) => blocked.cookieLine));
    for (const blocked of event.blockedCookies) {
      const name = blocked.cookie?.name ?? blocked.cookieLine.split(';')[0]?.split('=')[0]?.trim() ?? '';
      if (name === '') continue;
      const resource = this.requestTypes.get(event.requestId);
      if (this.blockedCookies.length < WRITE_LOG_LIMIT) {
        this.blockedCookies.push({ name, url, reasons: blocked.blockedReasons, ...(resource === undefined ? {} : { resource }) });
      }
      // A refused cookie is the page still writing: it restarts the quiet period as a stored one does.
      this.lastWriteAt = Date.now();
    }
    // Chromium joins several Set-Cookie lines of one response with newlines.
    for (const line of (header ?? '').split('\n')) {
      if (line.trim() === '' || blockedLines.has(line)) continue;
      this.addCookieWrite(line, { kind: 'header', url });
    }
  }

  /** A report of the init script; `mainFrame`: it came from the page's main frame. */
  addScriptWrite(write: ReportedWrite, frameUrl: string, mainFrame = true): void {
    if (write.api === 'timers') {
      // Only the main frame's timers are waited for: a chat frame's heartbeat would hold every settle to its cap.
      if (mainFrame) this.timersPending = write.text === '1';
      return;
    }
    const source = writerOf(write.stack, write.api);
    if (write.api === 'localStorage' || write.api === 'sessionStorage' || write.api === 'indexedDB') {
      this.lastWriteAt = Date.now();
      if (this.storageWrites.length >= WRITE_LOG_LIMIT) return;
      this.storageWrites.push({
        area: write.api === 'localStorage' ? 'local' : write.api === 'sessionStorage' ? 'session' : 'indexedDB',
        key: write.text,
        origin: originOf(frameUrl) ?? '',
        source,
        at: this.lastWriteAt,
        seq: this.sequence++,
        op: write.op === 'delete' ? 'delete' : 'set',
      });
      return;
    }
    this.addCookieWrite(write.text, source, write.expires, frameUrl);
  }

  private addCookieWrite(line: string, source: WriteSource, expires?: number, frameUrl?: string): void {
    const parsed = parseSetCookieLine(line);
    if (!parsed.ok) return;
    this.lastWriteAt = Date.now();
    if (this.cookieWrites.length >= WRITE_LOG_LIMIT) return;
    this.cookieWrites.push({
      name: parsed.cookie.name,
      line,
      at: this.lastWriteAt,
      seq: this.sequence++,
      source,
      ...(expires === undefined ? {} : { expires }),
      ...(frameUrl === undefined ? {} : { frameUrl }),
    });
  }

  /** The cookie writes kept, in order, for the ledger. */
  cookieWriteList(): readonly CookieWrite[] {
    this.addUnnamedReports();
    return this.cookieWrites;
  }

  /** The storage and IndexedDB writes kept, in order, for the ledger. */
  storageWriteList(): readonly StorageWrite[] {
    return this.storageWrites;
  }

  lastWriter(name: string): WriteSource | null {
    this.addUnnamedReports();
    return this.cookieWrites.findLast((write) => write.name === name)?.source ?? null;
  }

  /** A stored cookie with its writers, the lifetime its last writer asked for, and whether it sits on another site. */
  observed(cookie: Cookie, pageHosts: readonly string[], placed: ReadonlySet<string>): ObservedCookie {
    this.addUnnamedReports();
    const writes = this.cookieWrites.filter((write) => write.name === cookie.name);
    const kinds = new Set(writes.map((write) => write.source.kind));
    const source: CookieSource =
      kinds.size === 2
        ? 'both'
        : kinds.has('header')
          ? 'header'
          : kinds.has('script')
            ? 'script'
            : placed.has(cookie.name)
              ? 'audit'
              : 'unknown';
    const last = writes.at(-1);
    const asked = last === undefined ? undefined : askedOf(last);
    return {
      name: cookie.name,
      domain: cookie.domain,
      path: cookie.path,
      expiresAt: cookie.expires < 0 ? null : Math.round(cookie.expires * 1000),
      secure: cookie.secure,
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite === 'Strict' ? 'strict' : cookie.sameSite === 'None' ? 'none' : 'lax',
      source,
      writers: writes.map((write) => write.source),
      ...(asked === undefined ? {} : { askedLifetimeMs: asked }),
      thirdParty: source !== 'audit' && !pageHosts.some((host) => isOnHost(cookie.domain, host)),
    };
  }

  /** The storage keys of every frame, those of frames from other origins marked with their origin. */
  async storage(page: Page, pageHosts: readonly string[]): Promise<ObservedStorageKey[]> {
    const entries: ObservedStorageKey[] = [];
    const seen = new Set<string>();
    for (const frame of page.frames()) {
      const origin = originOf(frame.url());
      if (origin === null) continue;
      const keys = await frame
        .evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
        .catch(() => ({ local: [] as string[], session: [] as string[] }));
      const own = pageHosts.includes(new URL(origin).hostname);
      for (const area of ['local', 'session'] as const) {
        for (const key of keys[area]) {
          const id = `${origin} ${area} ${key}`;
          if (seen.has(id)) continue;
          seen.add(id);
          const writers = this.storageWrites
            .filter((write) => write.op === 'set' && write.area === area && write.key === key && write.origin === origin)
            .map((write) => write.source);
          entries.push({ area, key, ...(own ? {} : { frameOrigin: origin }), writers });
        }
      }
    }
    return entries;
  }

  /**
   * The storage keys seen written, for a state whose page the watchdog closed
   * before they could be read: keys the page only removed may be among them.
   */
  writtenStorage(pageHosts: readonly string[]): ObservedStorageKey[] {
    const entries = new Map<string, ObservedStorageKey & { writers: WriteSource[] }>();
    for (const write of this.storageWrites) {
      if (write.op !== 'set' || write.area === 'indexedDB') continue;
      const id = `${write.origin} ${write.area} ${write.key}`;
      const own = write.origin === '' || pageHosts.includes(new URL(write.origin).hostname);
      const area = write.area;
      const entry = entries.get(id) ?? { area, key: write.key, ...(own ? {} : { frameOrigin: write.origin }), writers: [] };
      entry.writers.push(write.source);
      entries.set(id, entry);
    }
    return [...entries.values()];
  }

  /**
   * The cookies Chromium refused, each marked whether it came from another
   * site than the page's: Set-Cookie lines with the reasons the DevTools
   * protocol gives, and script writes of frames from other sites that were
   * not stored (the protocol reports no reason for those).
   */
  blocked(pageHosts: readonly string[], stored: readonly Cookie[]): BlockedCookie[] {
    this.addUnnamedReports();
    const hostOf = (url: string) => (originOf(url) === null ? '' : new URL(url).hostname);
    const fromHeaders = this.blockedCookies.map((blocked) => ({ ...blocked, thirdParty: !pageHosts.includes(hostOf(blocked.url)) }));
    const names = new Set(fromHeaders.map((blocked) => blocked.name));
    const fromScripts: BlockedCookie[] = [];
    for (const write of this.cookieWrites) {
      if (write.frameUrl === undefined || pageHosts.includes(hostOf(write.frameUrl)) || names.has(write.name)) continue;
      if (stored.some((cookie) => cookie.name === write.name)) continue;
      names.add(write.name);
      fromScripts.push({
        name: write.name,
        url: write.frameUrl,
        reasons: ['not stored (written by a script of a frame from another site)'],
        thirdParty: true,
        source: write.source,
      });
    }
    return [...fromHeaders, ...fromScripts];
  }
}

/**
 * Every cookie, storage and IndexedDB write in the order made, deletions
 * included, timed from `loadAt` and from the latest of `clickAts` before it.
 * A cookie write whose asked lifetime is 0 (max-age=0, an expiry past) is a
 * deletion.
 */
export function ledgerWrites(log: CookieWriteLog, loadAt: number, clickAts: readonly number[]): LedgerWrite[] {
  const timed = (at: number) => {
    const click = clickAts.filter((clickAt) => clickAt <= at).at(-1);
    return { msAfterLoad: Math.max(0, at - loadAt), msAfterClick: click === undefined ? null : at - click };
  };
  const entries: (LedgerWrite & { seq: number })[] = [];
  for (const write of log.cookieWriteList()) {
    const where = write.source.kind === 'header' ? write.source.url : (write.frameUrl ?? null);
    const op = askedOf(write) === 0 ? 'delete' : 'set';
    entries.push({ store: 'cookie', name: write.name, op, where, ...timed(write.at), source: write.source, seq: write.seq });
  }
  for (const write of log.storageWriteList()) {
    entries.push({
      store: write.area,
      name: write.key,
      op: write.op,
      where: write.origin === '' ? null : write.origin,
      ...timed(write.at),
      source: write.source,
      seq: write.seq,
    });
  }
  return entries.sort((a, b) => a.seq - b.seq).map(({ seq: _seq, ...entry }) => entry);
}

function askedOf(write: CookieWrite): number | null | undefined {
  if (write.expires !== undefined) return Math.max(0, write.expires - write.at);
  if (write.source.kind === 'script' && write.source.api === 'cookieStore') return undefined;
  const parsed = parseSetCookieLine(write.line);
  return parsed.ok ? askedLifetimeMs(parsed.cookie, write.at) : undefined;
}
