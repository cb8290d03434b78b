import { describe, it, expect } from 'vitest';
import { derivePersonalizationStatus } from '../../../core/atinfo/personalization-status';

describe('§3 derived personalizationStatus', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'NO_INFORMATION'],
    ['', 'NO_INFORMATION'],
    ['-', 'NO_INFORMATION'],
    ['-1', 'NO_INFORMATION'],
    // '-' is checked before 'e'.
    ['yes-', 'NO_INFORMATION'],
    ['e', 'ON'],
    ['true', 'ON'],
    ['yes', 'ON'],
    // Literal SPEC rule: 'false' contains 'e'.
    ['false', 'ON'],
    ['1', 'OFF'],
    ['0', 'OFF'],
    ['no', 'OFF'],
    ['TRUE', 'OFF'],
    ['E', 'OFF'],
    [' ', 'OFF'],
  ])('flag %j gives %s', (flag, status) => {
    expect(derivePersonalizationStatus(flag)).toBe(status);
  });
});
