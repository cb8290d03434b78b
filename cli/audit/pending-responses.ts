/**
 * The requests of an audited page whose cookie report is still due (pure
 * logic over DevTools protocol events). Chromium names the Set-Cookie lines
 * it stored or blocked only in `Network.responseReceivedExtraInfo`, which
 * travels apart from a request's other events: before or after
 * `responseReceived`, now and then after `loadingFinished`, and for an
 * out-of-process frame's document on the page's target or, once the frame
 * has committed, on the frame's own. Reading cookies while one is due reads
 * its blocked cookies as absent, so settling waits until this holds none.
 *
 * Requests are keyed by requestId alone, across targets: a navigation's id
 * is a token and a subresource's carries its renderer's id, so they do not
 * collide, and the ExtraInfo must pair with a response seen on another target.
 */

/** After loadingFinished or loadingFailed, an ExtraInfo still due is waited for this long: it can trail them, or never come (a target not listened to). */
export const EXTRA_INFO_GRACE_MS = 3000;
/** No request is waited for longer than this after it was first seen: one that never answers must not hold every settle. */
export const REQUEST_WAIT_CAP_MS = 5000;

interface Request {
  readonly seenAt: number;
  /** Sent (or redirected) and no response yet: its cookies are still to come. */
  awaitingResponse: boolean;
  /** ExtraInfo events announced minus those received; below 0 while one came before its response. */
  extraInfoDue: number;
  /** Served from the cache: its response gets no ExtraInfo whatever hasExtraInfo says. */
  fromCache: boolean;
  endedAt?: number;
}

/** The fields of the events read here; every one has requestId, the rest only some. */
interface NetworkEvent {
  readonly requestId?: string;
  readonly hasExtraInfo?: boolean;
  readonly redirectResponse?: unknown;
  readonly redirectHasExtraInfo?: boolean;
}

/** The events that can be the first one heard of a request (ExtraInfo can come first, or on another target). */
const OPENING = new Set([
  'Network.requestWillBeSent',
  'Network.requestServedFromCache',
  'Network.responseReceived',
  'Network.responseReceivedExtraInfo',
]);

export class PendingResponses {
  private readonly requests = new Map<string, Request>();

  /** Takes any event of any target the audit listens to, at the time it arrived; those of no request are ignored. */
  observe(method: string, params: unknown, at: number): void {
    const event = (params ?? {}) as NetworkEvent;
    if (typeof event.requestId !== 'string') return;
    let request = this.requests.get(event.requestId);
    if (request === undefined) {
      // The end, or any other event, of a request never seen leaves nothing to wait for.
      if (!OPENING.has(method)) return;
      request = { seenAt: at, awaitingResponse: false, extraInfoDue: 0, fromCache: false };
      this.requests.set(event.requestId, request);
    }
    switch (method) {
      case 'Network.requestWillBeSent':
        // A redirect reuses the id: the hop's response arrives here, with its own ExtraInfo.
        if (event.redirectResponse !== undefined && event.redirectHasExtraInfo === true) request.extraInfoDue += 1;
        request.awaitingResponse = true;
        break;
      case 'Network.requestServedFromCache':
        request.fromCache = true;
        break;
      case 'Network.responseReceived':
        request.awaitingResponse = false;
        if (event.hasExtraInfo === true && !request.fromCache) request.extraInfoDue += 1;
        break;
      case 'Network.responseReceivedExtraInfo':
        request.extraInfoDue -= 1;
        break;
      case 'Network.loadingFinished':
      case 'Network.loadingFailed':
        request.endedAt = at;
        break;
    }
  }

  /** How many requests still owe their cookie report at `now`. */
  count(now: number): number {
    let due = 0;
    for (const request of this.requests.values()) if (isDue(request, now)) due += 1;
    return due;
  }
}

function isDue(request: Request, now: number): boolean {
  if (now - request.seenAt >= REQUEST_WAIT_CAP_MS) return false;
  // A request that ended without a response (failed, blocked, cancelled) has no cookies to report.
  if (request.endedAt === undefined) return request.awaitingResponse || request.extraInfoDue > 0;
  return request.extraInfoDue > 0 && now - request.endedAt < EXTRA_INFO_GRACE_MS;
}
