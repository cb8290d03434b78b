/**
 * The viewer's one way to report its own errors: core's client logger, so
 * SPEC §8's noise (empty messages, "console error: ", HTTP status 0, script
 * errors, "Request timed out", "Empty reason", the payment app's serialiser
 * failures) and a repeat of the same first 200 characters within 1 second are
 * dropped before anything is written. The portal has no monitoring service of
 * its own, so what passes goes to the browser console. Loaded with the first
 * error (report-error.ts), so pages without errors do not carry it.
 */
import { createClientLogger, type ClientLogger, type LogEntry } from '../../core/logger';

function writeToConsole(entry: LogEntry): void {
  const write = entry.level === 'ERROR' ? console.error : entry.level === 'WARN' ? console.warn : console.info;
  write(entry.message);
}

let logger: ClientLogger | null = null;

/** The page's logger, made on first use (one per page, so the duplicate window spans every caller). */
export function clientLog(): ClientLogger {
  logger ??= createClientLogger({
    level: 'WARN',
    sink: writeToConsole,
    now: () => performance.now(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  });
  return logger;
}
