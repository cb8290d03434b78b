/**
 * Logger levels (SPEC §9 "Logger levels: ALL 0, DEBUG 1, INFO 2, WARN 3,
 * ERROR 4, OFF 5").
 */

export const LOG_LEVELS = { ALL: 0, DEBUG: 1, INFO: 2, WARN: 3, ERROR: 4, OFF: 5 } as const;

export type LogLevelName = keyof typeof LOG_LEVELS;
/** The levels a message can be written at (ALL and OFF are thresholds only). */
export type MessageLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

/**
 * True when a message at `messageLevel` passes a logger set to `threshold`.
 *
 * @example
 * isLevelEnabled('WARN', 'ERROR') // false
 */
export function isLevelEnabled(threshold: LogLevelName, messageLevel: MessageLevel): boolean {
  return threshold !== 'OFF' && LOG_LEVELS[messageLevel] >= LOG_LEVELS[threshold];
}
