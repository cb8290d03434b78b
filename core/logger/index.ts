/** Public names of the client logger: levels, suppression rules, the logger. */
export { LOG_LEVELS, isLevelEnabled } from './log-level';
export type { LogLevelName, MessageLevel } from './log-level';
export {
  suppressionReason,
  CONSOLE_ERROR_MARKER,
  SCRIPT_ERROR_MARKER,
  REQUEST_TIMED_OUT_MARKER,
  EMPTY_REASON_MARKER,
  PAYMENT_APP_USER_AGENT_MARKER,
  SERIALISER_FAILURE_MARKERS,
} from './suppression';
export type { SuppressionReason } from './suppression';
export { createClientLogger, DUPLICATE_PREFIX_LENGTH, DUPLICATE_WINDOW_MS } from './client-logger';
export type { ClientLogger, ClientLoggerOptions, LogEntry, Log } from './client-logger';
