import { describe, expect, it } from 'vitest';
import { colourDifference, deltaE2000, type Lab, srgbToLab } from '../../../core/tokens/colour-difference';
import { parseColour } from '../../../core/tokens/contrast';

const lab = (l: number, a: number, b: number): Lab => ({ l, a, b });

/**
 * Table 1 of Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes,
 * Supplementary Test Data, and Mathematical Observations", Color Research and Application 30(1), 2005:
 * the 34 published pairs with their ΔE00 to four decimals. They exercise the hue wrap-around, the
 * mean hue of opposite hues, neutrals and near-black colours, where most implementations go wrong.
 */
const SHARMA_2005: readonly [Lab, Lab, number][] = [
  [lab(50, 2.6772, -79.7751), lab(50, 0, -82.7485), 2.0425],
  [lab(50, 3.1571, -77.2803), lab(50, 0, -82.7485), 2.8615],
  [lab(50, 2.8361, -74.02), lab(50, 0, -82.7485), 3.4412],
  [lab(50, -1.3802, -84.2814), lab(50, 0, -82.7485), 1.0],
  [lab(50, -1.1848, -84.8006), lab(50, 0, -82.7485), 1.0],
  [lab(50, -0.9009, -85.5211), lab(50, 0, -82.7485), 1.0],
  [lab(50, 0, 0), lab(50, -1, 2), 2.3669],
  [lab(50, -1, 2), lab(50, 0, 0), 2.3669],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.0009), 7.1792],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.001), 7.1792],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.0011), 7.2195],
  [lab(50, 2.49, -0.001), lab(50, -2.49, 0.0012), 7.2195],
  [lab(50, -0.001, 2.49), lab(50, 0.0009, -2.49), 4.8045],
  [lab(50, -0.001, 2.49), lab(50, 0.001, -2.49), 4.8045],
  [lab(50, -0.001, 2.49), lab(50, 0.0011, -2.49), 4.7461],
  [lab(50, 2.5, 0), lab(50, 0, -2.5), 4.3065],
  [lab(50, 2.5, 0), lab(73, 25, -18), 27.1492],
  [lab(50, 2.5, 0), lab(61, -5, 29), 22.8977],
  [lab(50, 2.5, 0), lab(56, -27, -3), 31.903],
  [lab(50, 2.5, 0), lab(58, 24, 15), 19.4535],
  [lab(50, 2.5, 0), lab(50, 3.1736, 0.5854), 1.0],
  [lab(50, 2.5, 0), lab(50, 3.2972, 0), 1.0],
  [lab(50, 2.5, 0), lab(50, 1.8634, 0.5757), 1.0],
  [lab(50, 2.5, 0), lab(50, 3.2592, 0.335), 1.0],
  [lab(60.2574, -34.0099, 36.2677), lab(60.4626, -34.1751, 39.4387), 1.2644],
  [lab(63.0109, -31.0961, -5.8663), lab(62.8187, -29.7946, -4.0864), 1.263],
  [lab(61.2901, 3.7196, -5.3901), lab(61.4292, 2.248, -4.962), 1.8731],
  [lab(35.0831, -44.1164, 3.7933), lab(35.0232, -40.0716, 1.5901), 1.8645],
  [lab(22.7233, 20.0904, -46.694), lab(23.0331, 14.973, -42.5619), 2.0373],
  [lab(36.4612, 47.858, 18.3852), lab(36.2715, 50.5065, 21.2231), 1.4146],
  [lab(90.8027, -2.0831, 1.441), lab(91.1528, -1.6435, 0.0447), 1.4441],
  [lab(90.9257, -0.5406, -0.9208), lab(88.6381, -0.8985, -0.7239), 1.5381],
  [lab(6.7747, -0.2908, -2.4247), lab(5.8714, -0.0985, -2.2286), 0.6377],
  [lab(2.0776, 0.0795, -1.135), lab(0.9033, -0.0636, -0.5514), 0.9082],
];

const rgb = (hex: string) => {
  const colour = parseColour(hex);
  if (colour === null) throw new Error(`${hex} is not a colour`);
  return colour;
};

describe('CIEDE2000 colour difference', () => {
  it.each(SHARMA_2005.map(([first, second, expected], index) => [index + 1, first, second, expected] as const))(
    'gives the published ΔE00 for pair %i of Sharma et al. (2005), in either order',
    (_pair, first, second, expected) => {
      expect(deltaE2000(first, second)).toBeCloseTo(expected, 4);
      expect(deltaE2000(second, first)).toBeCloseTo(expected, 4);
    },
  );

  it('converts sRGB to CIELAB under D65: white, black and the sRGB primaries', () => {
    const near = (actual: Lab, expected: Lab) => {
      expect(actual.l).toBeCloseTo(expected.l, 1);
      expect(actual.a).toBeCloseTo(expected.a, 1);
      expect(actual.b).toBeCloseTo(expected.b, 1);
    };
    near(srgbToLab(rgb('#ffffff')), lab(100, 0, 0));
    near(srgbToLab(rgb('#000000')), lab(0, 0, 0));
    // CIELAB of the sRGB primaries under D65 (IEC 61966-2-1 matrix, as published by Bruce Lindbloom's calculator).
    near(srgbToLab(rgb('#ff0000')), lab(53.24, 80.09, 67.2));
    near(srgbToLab(rgb('#00ff00')), lab(87.73, -86.18, 83.18));
    near(srgbToLab(rgb('#0000ff')), lab(32.3, 79.19, -107.86));
  });

  it('is 0 for equal colours and 100 from black to white', () => {
    expect(colourDifference(rgb('#c8102e'), rgb('#c8102e'))).toBe(0);
    expect(colourDifference(rgb('#000000'), rgb('#ffffff'))).toBeCloseTo(100, 2);
  });
});
