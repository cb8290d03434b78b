/**
 * The cookie reports `dsp cookies audit` waits for (docs/cli.md, Cookie audit):
 * which requests still owe their `Network.responseReceivedExtraInfo`, in the
 * orders Chromium sends it, and the write log that hears it on the page's
 * target or on a cross-site frame's own, attached through the page's session.
 * A fake protocol session stands in for Chromium; it delivers events the way
 * playwright-core's CDPSession does (by name, and as 'event').
 */
import { EventEmitter } from 'node:events';
import type { CDPSession } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { CookieWriteLog } from '../../../cli/audit/cookie-write-log';
import { EXTRA_INFO_GRACE_MS, PendingResponses, REQUEST_WAIT_CAP_MS } from '../../../cli/audit/pending-responses';

type Step = [at: number, method: string, params: Record<string, unknown>];

function tracked(steps: readonly Step[]): PendingResponses {
  const pending = new PendingResponses();
  for (const [at, method, params] of steps) pending.observe(method, params, at);
  return pending;
}

const sent = (requestId: string, extra: Record<string, unknown> = {}) => ({ requestId, request: { url: 'http://x/' }, ...extra });

describe('the requests whose cookie report is still due', () => {
  it('holds a response announced with ExtraInfo until its ExtraInfo arrives', () => {
    const steps: Step[] = [
      [0, 'Network.requestWillBeSent', sent('A')],
      [5, 'Network.responseReceived', { requestId: 'A', hasExtraInfo: true }],
      [6, 'Network.loadingFinished', { requestId: 'A' }],
    ];
    expect(tracked(steps).count(10)).toBe(1);
    expect(tracked([...steps, [900, 'Network.responseReceivedExtraInfo', { requestId: 'A' }]]).count(901)).toBe(0);
  });

  it('is not fooled by an ExtraInfo that comes before its response', () => {
    const pending = tracked([
      [0, 'Network.requestWillBeSent', sent('A')],
      [4, 'Network.responseReceivedExtraInfo', { requestId: 'A' }],
      [5, 'Network.responseReceived', { requestId: 'A', hasExtraInfo: true }],
    ]);
    expect(pending.count(6)).toBe(0);
  });

  it('holds a request with no response yet, and drops one that failed before it', () => {
    expect(tracked([[0, 'Network.requestWillBeSent', sent('A')]]).count(100)).toBe(1);
    const failed = tracked([
      [0, 'Network.requestWillBeSent', sent('A')],
      [50, 'Network.loadingFailed', { requestId: 'A' }],
    ]);
    expect(failed.count(51)).toBe(0);
  });

  it('expects nothing of responses without ExtraInfo: cached, data:, from a service worker', () => {
    const pending = tracked([
      [0, 'Network.requestWillBeSent', sent('cached')],
      [1, 'Network.requestServedFromCache', { requestId: 'cached' }],
      [2, 'Network.responseReceived', { requestId: 'cached', hasExtraInfo: true }],
      [3, 'Network.requestWillBeSent', sent('data')],
      [4, 'Network.responseReceived', { requestId: 'data', hasExtraInfo: false }],
    ]);
    expect(pending.count(5)).toBe(0);
  });

  it('expects one ExtraInfo per redirect hop', () => {
    const steps: Step[] = [
      [0, 'Network.requestWillBeSent', sent('A')],
      [5, 'Network.requestWillBeSent', sent('A', { redirectResponse: { status: 302 }, redirectHasExtraInfo: true })],
      [9, 'Network.responseReceived', { requestId: 'A', hasExtraInfo: true }],
      [10, 'Network.responseReceivedExtraInfo', { requestId: 'A' }],
    ];
    expect(tracked(steps).count(11)).toBe(1);
    expect(tracked([...steps, [12, 'Network.responseReceivedExtraInfo', { requestId: 'A' }]]).count(13)).toBe(0);
  });

  it('waits a grace period after the request ended, and never past the cap', () => {
    const ended = tracked([
      [0, 'Network.requestWillBeSent', sent('A')],
      [5, 'Network.responseReceived', { requestId: 'A', hasExtraInfo: true }],
      [10, 'Network.loadingFinished', { requestId: 'A' }],
    ]);
    expect(ended.count(10 + EXTRA_INFO_GRACE_MS - 1)).toBe(1);
    expect(ended.count(10 + EXTRA_INFO_GRACE_MS)).toBe(0);
    const silent = tracked([[0, 'Network.requestWillBeSent', sent('A')]]);
    expect(silent.count(REQUEST_WAIT_CAP_MS - 1)).toBe(1);
    expect(silent.count(REQUEST_WAIT_CAP_MS)).toBe(0);
  });

  it('pairs events of one request across targets by requestId, and ignores events of no request', () => {
    const pending = new PendingResponses();
    pending.observe('Network.requestWillBeSent', sent('NAV'), 0);
    pending.observe('Target.attachedToTarget', { sessionId: 'S1' }, 1);
    pending.observe('Network.responseReceived', { requestId: 'NAV', hasExtraInfo: true }, 2);
    pending.observe('Network.loadingFinished', { requestId: 'OTHER' }, 3);
    expect(pending.count(4)).toBe(1);
    pending.observe('Network.responseReceivedExtraInfo', { requestId: 'NAV' }, 5);
    expect(pending.count(6)).toBe(0);
  });
});

/**
 * Chromium behind a playwright-core CDPSession, with targets attached in
 * non-flat mode: a command for a target arrives wrapped in
 * Target.sendMessageToTarget (once per level), its answer and the target's
 * events leave wrapped in Target.receivedMessageFromTarget.
 */
class FakeSession {
  /** Every command, with the target it was for (none: the page's). */
  readonly commands: { target: string | undefined; method: string; params: unknown }[] = [];
  /** Commands answered with an error. */
  readonly refused = new Set<string>();
  private readonly emitter = new EventEmitter();

  get session(): CDPSession {
    return {
      on: (event: string, listener: (payload: unknown) => void) => this.emitter.on(event, listener),
      send: async (method: string, params?: unknown) => this.receive([], { method, params }),
    } as unknown as CDPSession;
  }

  /** An event of the target at the end of `path` (session ids, outermost first). */
  emitFrom(path: readonly string[], method: string, params: unknown): void {
    const [first, ...rest] = path;
    if (first === undefined) {
      this.emitter.emit(method, params);
      this.emitter.emit('event', { method, params });
    } else {
      this.emitFrom([], 'Target.receivedMessageFromTarget', { sessionId: first, message: this.wrap(rest, { method, params }) });
    }
  }

  commandsTo(target: string): string[] {
    return this.commands.filter((command) => command.target === target).map((command) => command.method);
  }

  private wrap(path: readonly string[], message: object): string {
    const [first, ...rest] = path;
    if (first === undefined) return JSON.stringify(message);
    return JSON.stringify({ method: 'Target.receivedMessageFromTarget', params: { sessionId: first, message: this.wrap(rest, message) } });
  }

  private receive(path: readonly string[], command: { id?: number; method: string; params?: unknown }): object {
    if (command.method === 'Target.sendMessageToTarget') {
      const { sessionId, message } = command.params as { sessionId: string; message: string };
      this.receive([...path, sessionId], JSON.parse(message) as { id: number; method: string; params?: unknown });
    } else {
      this.commands.push({ target: path.at(-1), method: command.method, params: command.params });
    }
    if (command.id !== undefined) {
      const reply = this.refused.has(command.method) ? { id: command.id, error: { message: 'refused' } } : { id: command.id, result: {} };
      setImmediate(() =>
        this.emitFrom(path.slice(0, -1), 'Target.receivedMessageFromTarget', { sessionId: path.at(-1), message: this.wrap([], reply) }),
      );
    }
    return {};
  }
}

const FRAME = 'http://127.0.0.1:8080/chat-frame';
const frameExtraInfo = {
  requestId: 'FRAME',
  headers: { 'Set-Cookie': 'chat_visitor=1; Path=/\nchat_sid=2; Path=/; SameSite=None; Secure' },
  blockedCookies: [
    { cookieLine: 'chat_visitor=1; Path=/', cookie: { name: 'chat_visitor' }, blockedReasons: ['ThirdPartyPhaseout'] },
    { cookieLine: 'chat_sid=2; Path=/; SameSite=None; Secure', cookie: { name: 'chat_sid' }, blockedReasons: ['ThirdPartyPhaseout'] },
  ],
};

/** The store page's cross-site chat frame: its document's request and response seen on the page's target. */
async function frameLoaded(): Promise<{ chromium: FakeSession; log: CookieWriteLog }> {
  const chromium = new FakeSession();
  const log = new CookieWriteLog();
  await log.listen(chromium.session);
  chromium.emitFrom([], 'Network.requestWillBeSent', { requestId: 'FRAME', request: { url: FRAME } });
  chromium.emitFrom([], 'Network.responseReceived', { requestId: 'FRAME', hasExtraInfo: true, response: { url: FRAME } });
  chromium.emitFrom([], 'Target.attachedToTarget', { sessionId: 'S1', targetInfo: { type: 'iframe' }, waitingForDebugger: true });
  return { chromium, log };
}

describe('the write log, across the page’s targets', () => {
  it('reports a cross-site frame’s blocked cookies that Chromium sends on the frame’s own target, with the frame’s URL', async () => {
    const { chromium, log } = await frameLoaded();
    // Once the frame has committed, Chromium routes its document's late report to the frame's target.
    chromium.emitFrom(['S1'], 'Network.responseReceivedExtraInfo', frameExtraInfo);
    expect(log.blocked(['localhost'], [])).toEqual([
      { name: 'chat_visitor', url: FRAME, reasons: ['ThirdPartyPhaseout'], thirdParty: true },
      { name: 'chat_sid', url: FRAME, reasons: ['ThirdPartyPhaseout'], thirdParty: true },
    ]);
  });

  it('counts the frame’s response as pending until its report arrives, and the report as a write', async () => {
    const { chromium, log } = await frameLoaded();
    expect(log.pendingResponses()).toBe(1);
    const before = Date.now();
    chromium.emitFrom(['S1'], 'Network.responseReceivedExtraInfo', frameExtraInfo);
    expect(log.pendingResponses()).toBe(0);
    expect(log.lastWriteAt).toBeGreaterThanOrEqual(before);
  });

  it('names a report that came before its request’s events by the response that follows', async () => {
    const { chromium, log } = await frameLoaded();
    // The frame's first request went out before its target was listened to: no requestWillBeSent.
    const pixel = 'http://127.0.0.1:8080/pixel';
    chromium.emitFrom(['S1'], 'Network.responseReceivedExtraInfo', { ...frameExtraInfo, requestId: '9.2' });
    chromium.emitFrom(['S1'], 'Network.responseReceived', { requestId: '9.2', hasExtraInfo: true, response: { url: pixel } });
    expect(log.blocked(['localhost'], []).map((cookie) => cookie.url)).toEqual([pixel, pixel]);
  });

  it('listens to every target the page starts, nested ones too, and lets each go even when preparing it failed', async () => {
    const { chromium } = await frameLoaded();
    await vi.waitFor(() =>
      expect(chromium.commandsTo('S1')).toEqual(['Network.enable', 'Target.setAutoAttach', 'Runtime.runIfWaitingForDebugger']),
    );
    expect(chromium.commands.filter((command) => command.method === 'Target.setAutoAttach').map((command) => command.params)).toEqual([
      { autoAttach: true, waitForDebuggerOnStart: true, flatten: false },
      { autoAttach: true, waitForDebuggerOnStart: true, flatten: false },
    ]);
    // A worker of the frame, attached through the frame's session, refuses Network.enable: it must start all the same.
    chromium.refused.add('Network.enable');
    chromium.emitFrom(['S1'], 'Target.attachedToTarget', { sessionId: 'S2', targetInfo: { type: 'worker' }, waitingForDebugger: true });
    await vi.waitFor(() => expect(chromium.commandsTo('S2')).toEqual(['Network.enable', 'Runtime.runIfWaitingForDebugger']));
  });
});
