/**
 * The server's log: one line per event, JSON in production (for log
 * collectors), `level message key=value` otherwise (for a terminal). The sink
 * is injected so tests capture lines instead of printing them.
 */

export type ServerLogLevel = 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface ServerLog {
  readonly info: (message: string, fields?: LogFields) => void;
  readonly warn: (message: string, fields?: LogFields) => void;
  readonly error: (message: string, fields?: LogFields) => void;
}

export interface ServerLogOptions {
  readonly json: boolean;
  /** Receives each finished line, without a newline. */
  readonly write: (level: ServerLogLevel, line: string) => void;
  readonly now?: () => Date;
}

function textLine(level: ServerLogLevel, message: string, fields: LogFields): string {
  const pairs = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' && /[\s"=]/.test(value) ? JSON.stringify(value) : String(value)}`);
  return [level === 'info' ? '' : level.toUpperCase(), message, ...pairs].filter((part) => part !== '').join(' ');
}

export function createServerLog(options: ServerLogOptions): ServerLog {
  const now = options.now ?? (() => new Date());
  const emit = (level: ServerLogLevel, message: string, fields: LogFields = {}) => {
    const line = options.json
      ? JSON.stringify({ time: now().toISOString(), level, msg: message, ...fields })
      : textLine(level, message, fields);
    options.write(level, line);
  };
  return {
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

/** A log that drops everything, for callers that do not care. */
export const silentLog: ServerLog = { info: () => {}, warn: () => {}, error: () => {} };
