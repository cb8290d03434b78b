import { describe, expect, it } from 'vitest';
import { LOG_LEVELS, isLevelEnabled } from '../../../core/logger';

describe('§9 logger levels', () => {
  it('are ALL 0, DEBUG 1, INFO 2, WARN 3, ERROR 4, OFF 5', () => {
    expect(LOG_LEVELS).toEqual({ ALL: 0, DEBUG: 1, INFO: 2, WARN: 3, ERROR: 4, OFF: 5 });
  });

  it.each([
    ['ALL', 'DEBUG', true],
    ['DEBUG', 'DEBUG', true],
    ['INFO', 'DEBUG', false],
    ['WARN', 'WARN', true],
    ['WARN', 'ERROR', true],
    ['ERROR', 'WARN', false],
    ['OFF', 'ERROR', false],
  ] as const)('threshold %s lets %s through: %s', (threshold, level, expected) => {
    expect(isLevelEnabled(threshold, level)).toBe(expected);
  });
});
