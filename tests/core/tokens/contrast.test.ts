import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastVerdict, formatRatio, parseColour } from '../../../core/tokens/contrast';

const ratio = (a: string, b: string) => {
  const fg = parseColour(a);
  const bg = parseColour(b);
  if (fg === null || bg === null) throw new Error('not a colour');
  return contrastRatio(fg, bg);
};

describe('WCAG 2.2 contrast ratio of token colours', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    // WebAIM's contrast checker gives 4.54:1 for #767676 on white, the lightest grey that passes AA.
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#c8102e', '#ffffff', 5.88],
  ])('%s on %s is %s:1', (fg, bg, expected) => {
    expect(ratio(fg, bg)).toBeCloseTo(expected, 2);
  });

  it('reads #rgb, #rrggbbaa and rgb() forms, and nothing else', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColour('rgb(21 24 29 / 45%)')).toEqual({ r: 21, g: 24, b: 29, a: 0.45 });
    expect(parseColour('rgba(0, 0, 0, 0.6)')).toEqual({ r: 0, g: 0, b: 0, a: 0.6 });
    for (const bad of ['', 'red', '#12', '#gggggg', 'rgb(300 0 0)', '{color.neutral.900}']) expect(parseColour(bad)).toBeNull();
  });

  it('lays a translucent foreground over its background before measuring', () => {
    expect(ratio('#00000000', '#ffffff')).toBeCloseTo(1, 5);
    expect(ratio('#00000080', '#ffffff')).toBeLessThan(ratio('#000000', '#ffffff'));
  });

  it.each([
    [4.49, 'text', 'fail'],
    [4.5, 'text', 'AA'],
    [7, 'text', 'AAA'],
    [2.99, 'large-text', 'fail'],
    [3, 'large-text', 'AA'],
    [4.5, 'large-text', 'AAA'],
    [3, 'ui', 'AA'],
    [21, 'ui', 'AA'],
  ] as const)('%s:1 for %s is %s (UI has no AAA level)', (value, use, verdict) => {
    expect(contrastVerdict(value, use)).toBe(verdict);
  });

  it('rounds a shown ratio down, so 4.499 never reads as passing 4.50', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
