/**
 * How a token table lays out its values and bars (viewer/article/TokenTable.tsx,
 * TokenSpecimen.tsx): values as lines that never wrap inside, bars drawn with
 * the token's own variable, to scale when the group holds lengths wider than a
 * table cell, and by their length when negative.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TokenTableRow } from '../../../core/bundle';
import { TokenSpecimen } from '../../../viewer/article/TokenSpecimen';
import { barScale, valueLines } from '../../../viewer/article/TokenTable';

const dimension = (path: string, value: string): TokenTableRow => ({
  path,
  variable: `--hb-${path.replace(/\./g, '-')}`,
  type: 'dimension',
  description: '',
  values: { 'alpine-light': value, 'lakeside-dark': value },
});

describe('token table values', () => {
  it('splits a font shorthand into weight and size, then the family with an ellipsis; a font stack shows every family', () => {
    expect(valueLines('typography', '700 40px/1.2 "Alpine Grotesk", system-ui, sans-serif')).toEqual([
      '700 40px/1.2',
      '"Alpine Grotesk", …',
    ]);
    expect(valueLines('fontFamily', '"Harbor Mono", ui-monospace, monospace')).toEqual(['"Harbor Mono",', 'ui-monospace, monospace']);
    expect(
      valueLines('fontFamily', '"Lakeside Serif", "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "DejaVu Serif", serif'),
    ).toEqual(['"Lakeside Serif",', '"Iowan Old Style",', '"Palatino Linotype",', 'Palatino, Georgia,', '"DejaVu Serif", serif']);
    expect(valueLines('fontFamily', 'serif')).toEqual(['serif']);
  });

  it('puts each shadow layer on a line of its own and keeps other values whole', () => {
    expect(valueLines('shadow', '0px 1px 2px 0px #15181d14, 0px 1px 3px 0px #15181d1f')).toEqual([
      '0px 1px 2px 0px #15181d14',
      '0px 1px 3px 0px #15181d1f',
    ]);
    expect(valueLines('cubicBezier', 'cubic-bezier(0.2, 0, 0, 1)')).toEqual(['cubic-bezier(0.2, 0, 0, 1)']);
  });
});

describe('token bars', () => {
  it('draws spacing at full size and breakpoints to one scale for the whole table', () => {
    expect(barScale([dimension('space.1', '4px'), dimension('space.16', '64px')])).toBe(1);
    const breakpoints = ['0px', '600px', '1024px', '1440px'].map((value, index) => dimension(`breakpoint.b${index}`, value));
    const scale = barScale(breakpoints);
    expect(scale).toBeGreaterThan(1);
    expect(1440 / scale).toBeLessThanOrEqual(160);
  });

  it('leaves font sizes and radii out of the scale, which are not drawn as bars', () => {
    expect(barScale([dimension('font.size.5xl', '96px'), dimension('radius.round', '999px'), dimension('space.4', '16px')])).toBe(1);
  });

  it('draws a bar with the variable itself, divided by the scale, and a negative length by its size', () => {
    const bar = (row: TokenTableRow, scale: number) => renderToStaticMarkup(<TokenSpecimen row={row} theme="alpine-light" scale={scale} />);
    expect(bar(dimension('space.4', '16px'), 1)).toContain('width:var(--hb-space-4)');
    expect(bar(dimension('breakpoint.md', '1024px'), 10)).toContain('width:calc(var(--hb-breakpoint-md) / 10)');
    expect(bar(dimension('size.baseline-shift', '-2px'), 1)).toContain('width:calc(var(--hb-size-baseline-shift) * -1)');
  });
});

describe('typeface specimens', () => {
  const family = (name: string): TokenTableRow => ({
    path: `font.family.${name}`,
    variable: `--hb-font-family-${name}`,
    type: 'fontFamily',
    description: '',
    values: { 'alpine-light': 'x', 'lakeside-dark': 'x' },
  });
  const specimen = (row: TokenTableRow) => renderToStaticMarkup(<TokenSpecimen row={row} theme="alpine-light" />);

  it('shows each face at the weight and size it is used at: display as a heading (the brand sets its weight), sans as body text', () => {
    expect(specimen(family('display'))).toContain('font:var(--hb-typography-heading-2);font-family:var(--hb-font-family-display)');
    expect(specimen(family('sans'))).toContain('font:var(--hb-typography-body);font-family:var(--hb-font-family-sans)');
    expect(specimen(family('mono'))).toContain('font-family:var(--hb-font-family-mono)');
  });
});
