/**
 * The browser's logger: level filter, noise suppression and duplicate
 * suppression in front of a sink such as the monitoring service (SPEC §8
 * "Client logger suppression", §9 "Logger levels", "Logger duplicate window").
 */

import { isLevelEnabled } from './log-level';
import type { LogLevelName, MessageLevel } from './log-level';
import { suppressionReason } from './suppression';

/** §8, §9: messages are compared by their first 200 characters (UTF-16 units). */
export const DUPLICATE_PREFIX_LENGTH = 200;
/** §8, §9: within 1 second. */
export const DUPLICATE_WINDOW_MS = 1000;

/** What the sink receives for each forwarded message. */
export interface LogEntry {
  readonly level: MessageLevel;
  readonly message: string;
  /** The `now()` time the message was forwarded at. */
  readonly time: number;
}

/** The logging shape other core modules accept, e.g. for 'Failed to parse atInfo cookie'. */
export type Log = (message: string) => void;

export interface ClientLogger {
  readonly debug: Log;
  readonly info: Log;
  readonly warn: Log;
  readonly error: Log;
  /** Same as `error`: what other modules pass on failures they swallow (§8). */
  readonly log: Log;
}

export interface ClientLoggerOptions {
  /** Threshold; 'OFF' drops everything, 'ALL' keeps every level. */
  readonly level: LogLevelName;
  readonly sink: (entry: LogEntry) => void;
  /** Milliseconds from a monotonic clock such as performance.now(); core reads no clock. */
  readonly now: () => number;
  readonly userAgent?: string;
}

/**
 * Creates a logger that drops, in this order: messages below the level, the
 * §8 noise (see suppressionReason), and a message whose first 200 characters
 * equal those of one forwarded less than 1000 ms earlier. Only forwarded
 * messages start a window (decision: §8 says "one logged"; a dropped repeat
 * does not extend it), so a steady repeat still gets through once a second.
 * The duplicate memory keeps only prefixes seen in the last second.
 *
 * @example
 * const logger = createClientLogger({ level: 'WARN', sink: send, now: () => performance.now() });
 * logger.error('Checkout failed'); // forwarded
 * logger.error('Checkout failed'); // dropped: same message within 1 s
 */
export function createClientLogger(options: ClientLoggerOptions): ClientLogger {
  const { level, sink, now, userAgent = '' } = options;
  // Insertion order is forwarding order, so expired entries sit at the front.
  const lastForwarded = new Map<string, number>();

  const forget = (time: number): void => {
    for (const [prefix, at] of lastForwarded) {
      if (time - at < DUPLICATE_WINDOW_MS) break;
      lastForwarded.delete(prefix);
    }
  };

  const write = (messageLevel: MessageLevel, message: string): void => {
    if (!isLevelEnabled(level, messageLevel)) return;
    if (suppressionReason(message, userAgent) !== null) return;
    const time = now();
    forget(time);
    const prefix = message.slice(0, DUPLICATE_PREFIX_LENGTH);
    const previous = lastForwarded.get(prefix);
    // A clock that goes backwards counts as inside the window.
    if (previous !== undefined && time - previous < DUPLICATE_WINDOW_MS) return;
    lastForwarded.delete(prefix);
    lastForwarded.set(prefix, time);
    sink({ level: messageLevel, message, time });
  };

  const error: Log = (message) => write('ERROR', message);
  return {
    debug: (message) => write('DEBUG', message),
    info: (message) => write('INFO', message),
    warn: (message) => write('WARN', message),
    error,
    log: error,
  };
}
