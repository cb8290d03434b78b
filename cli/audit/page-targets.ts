/**
 * The DevTools protocol targets of an audited page (browser I/O): the page's
 * own and, attached automatically, every out-of-process frame and worker it
 * starts, and theirs in turn. Chromium reports a request's events on the
 * target that owns the request at that moment, so an out-of-process frame's
 * own requests, and its document's cookie report when that comes after the
 * frame committed, reach only the frame's target.
 *
 * Why the deprecated non-flat mode (messages wrapped in
 * Target.receivedMessageFromTarget): playwright-core's connection drops the
 * messages of sessions it did not open itself, so targets attached in flat
 * mode stay silent to a CDPSession; wrapped, they arrive on the page's.
 */
import type { CDPSession } from 'playwright-core';

/** One target as the audit listens to it: each event with its protocol name, and commands. */
export interface TargetSession {
  onEvent(listener: (method: string, params: unknown) => void): void;
  send(method: string, params?: object): Promise<unknown>;
}

type Command = Parameters<CDPSession['send']>;

export function pageTarget(session: CDPSession): TargetSession {
  return {
    onEvent: (listener) => session.on('event', ({ method, params }) => listener(method, params)),
    send: (method, params) => session.send(method as Command[0], params as Command[1]),
  };
}

/**
 * Calls `prepare` for `session` and for every target it starts, nested ones
 * included. A new target waits (waitForDebuggerOnStart) until it is prepared,
 * so its first requests are seen: Chromium holds a frame's navigation until
 * every client that asked lets it go, which this does even when preparing
 * failed (a worker may start once Playwright lets it, its first requests
 * unseen). Without auto-attach (a Chromium without non-flat mode) only
 * `session` is prepared.
 */
export async function forEachTarget(session: TargetSession, prepare: (target: TargetSession) => Promise<void>): Promise<void> {
  session.onEvent((method, params) => {
    if (method !== 'Target.attachedToTarget') return;
    const target = attachedTarget(session, (params as { sessionId: string }).sessionId);
    forEachTarget(target, prepare)
      .catch(() => undefined)
      .finally(() => target.send('Runtime.runIfWaitingForDebugger').catch(() => undefined));
  });
  await prepare(session);
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false }).catch(() => undefined);
}

interface WrappedMessage {
  readonly id?: number;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly message: string };
}

/** A target attached in non-flat mode, talked to through its parent's session. */
function attachedTarget(parent: TargetSession, sessionId: string): TargetSession {
  const listeners: ((method: string, params: unknown) => void)[] = [];
  const replies = new Map<number, (message: WrappedMessage) => void>();
  let lastId = 0;
  parent.onEvent((method, params) => {
    const event = params as { sessionId?: string; message?: string };
    if (event.sessionId !== sessionId) return;
    if (method === 'Target.detachedFromTarget') {
      // A command to a target that went away gets no answer: fail it rather than leave it waiting.
      for (const reply of replies.values()) reply({ error: { message: 'target detached' } });
      replies.clear();
      return;
    }
    if (method !== 'Target.receivedMessageFromTarget' || event.message === undefined) return;
    const message = JSON.parse(event.message) as WrappedMessage;
    if (message.id !== undefined) {
      replies.get(message.id)?.(message);
      replies.delete(message.id);
    } else if (message.method !== undefined) {
      for (const listener of listeners) listener(message.method, message.params);
    }
  });
  return {
    onEvent: (listener) => {
      listeners.push(listener);
    },
    send: (method, params) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        replies.set(id, (message) => (message.error === undefined ? resolve(message.result) : reject(new Error(message.error.message))));
        parent
          .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
          .catch((error: unknown) => {
            replies.delete(id);
            reject(error);
          });
      }),
  };
}
