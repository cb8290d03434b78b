/**
 * Brand palettes as ramps (viewer/article/TokenRamp.tsx): a palette group of
 * colour steps reads as hues with their steps in order; anything else stays
 * a token table.
 */
import { describe, expect, it } from 'vitest';
import type { TokenTableRow } from '../../../core/bundle';
import { isRamp, rampStep } from '../../../viewer/article/TokenRamp';

const colour = (path: string): TokenTableRow => ({
  path,
  variable: `--hb-${path.replace(/\./g, '-')}`,
  type: 'color',
  description: '',
  values: { 'alpine-light': '#000000' },
});

describe('palette ramps', () => {
  it.each([
    ['color.alpine.red-600', { hue: 'red', step: '600' }],
    ['color.neutral.50', { hue: 'neutral', step: '50' }],
    ['color.text.default', null],
    ['color.action.primary-hover', null],
  ])('reads %s as %j', (path, step) => {
    expect(rampStep(path)).toEqual(step);
  });

  it('draws a palette as ramps and a group of roles as a table', () => {
    expect(isRamp([colour('color.alpine.red-300'), colour('color.alpine.slate-900')])).toBe(true);
    expect(isRamp([colour('color.text.default'), colour('color.text.subtle')])).toBe(false);
    expect(isRamp([{ ...colour('space.4'), type: 'dimension' }])).toBe(false);
    expect(isRamp([])).toBe(false);
  });
});
