/**
 * Every request of an audited page, from the DevTools protocol's
 * `Network.requestWillBeSent` on the page's target and every frame and
 * worker target it starts (page-targets.ts), redirect hops included: its
 * URL, method, the script (URL, line, column) or document that started it,
 * whether it goes to another site, when it left, and the Consent Mode
 * parameters of its query and body (core/cookie-audit/consent-mode.ts).
 * A request the private-network guard holds or fails was still made, so it
 * is here too.
 */
import { CONSENT_MODE_TEXT_LIMIT, consentModeReadings } from '../../core/cookie-audit/consent-mode';
import { sameSite } from '../../core/cookie-audit/same-site';
import { LEDGER_LIMIT, LEDGER_URL_LIMIT, type LedgerRequest, type RequestInitiator } from '../../core/cookie-audit/state-ledger';

/** The fields read of requestWillBeSent (events come untyped from attached targets). */
interface RequestEvent {
  readonly requestId?: string;
  readonly request?: { readonly url?: string; readonly method?: string; readonly postData?: string; readonly hasPostData?: boolean };
  readonly type?: string;
  readonly initiator?: {
    readonly type?: string;
    readonly url?: string;
    readonly lineNumber?: number;
    readonly columnNumber?: number;
    readonly stack?: StackTrace;
  };
}
interface StackTrace {
  readonly callFrames?: readonly { readonly url?: string; readonly lineNumber?: number; readonly columnNumber?: number }[];
  readonly parent?: StackTrace;
}

/** Stack levels searched for a page script (async parents included): a deep chain must not cost much. */
const STACK_DEPTH_LIMIT = 8;

interface Recorded {
  readonly at: number;
  readonly url: string;
  readonly method: string;
  readonly resource: string | null;
  readonly initiator: RequestInitiator | null;
  readonly host: string;
  readonly consentMode: LedgerRequest['consentMode'];
  readonly bodyBytes: number;
}

/** The innermost script frame with an http(s) URL, 1-based as the cookie writers are; the parser's document otherwise. */
export function initiatorOf(event: RequestEvent['initiator']): RequestInitiator | null {
  if (event === undefined) return null;
  let stack = event.stack;
  for (let depth = 0; stack !== undefined && depth < STACK_DEPTH_LIMIT; depth += 1, stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) {
      if (frame.url === undefined || !/^https?:\/\//.test(frame.url)) continue;
      return {
        url: frame.url,
        line: frame.lineNumber === undefined ? null : frame.lineNumber + 1,
        column: frame.columnNumber === undefined ? null : frame.columnNumber + 1,
      };
    }
  }
  if (event.url !== undefined && /^https?:\/\//.test(event.url)) {
    return {
      url: event.url,
      line: event.lineNumber === undefined ? null : event.lineNumber + 1,
      column: event.columnNumber === undefined ? null : event.columnNumber + 1,
    };
  }
  return null;
}

export class RequestLog {
  private readonly recorded: Recorded[] = [];
  /** Requests past LEDGER_LIMIT. */
  dropped = 0;

  /** Takes any event of any target; only requestWillBeSent of http(s) URLs is kept. */
  observe(method: string, params: unknown, at: number): void {
    if (method !== 'Network.requestWillBeSent') return;
    const event = (params ?? {}) as RequestEvent;
    const url = event.request?.url ?? '';
    const host = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url)?.[1]?.toLowerCase();
    if (host === undefined) return;
    if (this.recorded.length >= LEDGER_LIMIT) {
      this.dropped += 1;
      return;
    }
    const body = event.request?.postData ?? '';
    this.recorded.push({
      at,
      url,
      method: event.request?.method ?? 'GET',
      resource: event.type ?? null,
      initiator: initiatorOf(event.initiator),
      host,
      consentMode: [...consentModeReadings(url.slice(0, CONSENT_MODE_TEXT_LIMIT)), ...(body === '' ? [] : consentModeReadings(body))],
      bodyBytes: Buffer.byteLength(body),
    });
  }

  /**
   * The requests in the order sent, timed from `loadAt` and from the latest
   * of `clickAts` before each; third-party when on another site than every
   * one of `pageHosts` (the audited URL's and the final URL's).
   */
  requests(pageHosts: readonly string[], loadAt: number, clickAts: readonly number[]): LedgerRequest[] {
    return this.recorded.map((request) => {
      const click = clickAts.filter((clickAt) => clickAt <= request.at).at(-1);
      return {
        url: request.url.length > LEDGER_URL_LIMIT ? `${request.url.slice(0, LEDGER_URL_LIMIT)}…` : request.url,
        method: request.method,
        resource: request.resource,
        initiator: request.initiator,
        thirdParty: !pageHosts.some((host) => sameSite(request.host, host)),
        msAfterLoad: Math.max(0, request.at - loadAt),
        msAfterClick: click === undefined ? null : request.at - click,
        consentMode: request.consentMode,
        bodyBytes: request.bodyBytes,
      };
    });
  }
}
