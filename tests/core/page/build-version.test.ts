import { describe, expect, it } from 'vitest';
import { displayBuildVersion } from '../../../core/page';

describe('§2 footer: build version', () => {
  it.each([
    ['merge_2026.03.05-41', '2026.03.05-41'],
    ['master_2026.03.05-41', '2026.03.05-41'],
    ['merge_master_1.2.3', '1.2.3'],
    ['master_merge_1.2.3', '1.2.3'],
    ['1.2.3', '1.2.3'],
    ['1.2.3-master_fix', '1.2.3-master_fix'],
    ['feature_1.2.3', 'feature_1.2.3'],
    ['Merge_1.2.3', 'Merge_1.2.3'],
    ['merge_', ''],
    ['', ''],
  ])('displays %j as %j', (version, expected) => {
    expect(displayBuildVersion(version)).toBe(expected);
  });
});
