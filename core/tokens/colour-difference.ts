/**
 * How different two colours look: sRGB to CIELAB (D65) and the CIEDE2000
 * colour difference (CIE 142-2001), following the implementation notes of
 * Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula", Color
 * Research and Application 30(1), 2005, whose test data prove it.
 * A difference near 1 is just noticeable; two fills that must be told apart
 * at a glance (a primary and a danger button) need far more.
 */
import type { Rgba } from './contrast';

export interface Lab {
  readonly l: number;
  readonly a: number;
  readonly b: number;
}

// D65 reference white of sRGB (IEC 61966-2-1), as XYZ with Y = 1.
const WHITE = { x: 0.95047, y: 1, z: 1.08883 };

function linear(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

// CIELAB's cube root with its linear part near black (CIE 15:2004, 8.2.1.1).
function f(t: number): number {
  return t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29;
}

/**
 * CIELAB of an opaque sRGB colour under D65; alpha is ignored.
 * @example srgbToLab({ r: 255, g: 255, b: 255, a: 1 }) // { l: 100, a: 0, b: 0 } (to rounding)
 */
export function srgbToLab(colour: Rgba): Lab {
  const r = linear(colour.r);
  const g = linear(colour.g);
  const b = linear(colour.b);
  const x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = 0.0193339 * r + 0.119192 * g + 0.9503041 * b;
  const fx = f(x / WHITE.x);
  const fy = f(y / WHITE.y);
  const fz = f(z / WHITE.z);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const DEG = Math.PI / 180;

/** Hue angle in degrees, 0..360; 0 for a neutral (Sharma et al., eq. 4). */
function hueDegrees(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / DEG;
  return h < 0 ? h + 360 : h;
}

/**
 * CIEDE2000 colour difference ΔE00 of two CIELAB colours, with the parametric
 * factors kL = kC = kH = 1. Symmetric; 0 only for equal colours.
 * @example deltaE2000({ l: 50, a: 2.6772, b: -79.7751 }, { l: 50, a: 0, b: -82.7485 }) // 2.0425 (to 4 decimals)
 */
export function deltaE2000(first: Lab, second: Lab): number {
  const c1 = Math.hypot(first.a, first.b);
  const c2 = Math.hypot(second.a, second.b);
  const cMean7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + 25 ** 7)));
  const a1 = (1 + g) * first.a;
  const a2 = (1 + g) * second.a;
  const cp1 = Math.hypot(a1, first.b);
  const cp2 = Math.hypot(a2, second.b);
  const hp1 = hueDegrees(first.b, a1);
  const hp2 = hueDegrees(second.b, a2);

  const dL = second.l - first.l;
  const dC = cp2 - cp1;
  // The hue difference is taken the short way round the circle, and is 0 when either colour is neutral (eq. 10).
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = hp2 - hp1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin((dh * DEG) / 2);

  const lMean = (first.l + second.l) / 2;
  const cpMean = (cp1 + cp2) / 2;
  // The mean hue, again the short way round, and the plain sum when either colour is neutral (eq. 14).
  let hMean = hp1 + hp2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(hp1 - hp2) <= 180) hMean /= 2;
    else hMean = hMean < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * DEG) +
    0.24 * Math.cos(2 * hMean * DEG) +
    0.32 * Math.cos((3 * hMean + 6) * DEG) -
    0.2 * Math.cos((4 * hMean - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const cpMean7 = cpMean ** 7;
  const rc = 2 * Math.sqrt(cpMean7 / (cpMean7 + 25 ** 7));
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(2 * dTheta * DEG) * rc;
  const l = dL / sl;
  const c = dC / sc;
  const h = dH / sh;
  return Math.sqrt(l * l + c * c + h * h + rt * c * h);
}

/**
 * CIEDE2000 difference of two sRGB colours.
 * @example colourDifference({ r: 0, g: 0, b: 0, a: 1 }, { r: 255, g: 255, b: 255, a: 1 }) // 100 (to rounding)
 */
export function colourDifference(first: Rgba, second: Rgba): number {
  return deltaE2000(srgbToLab(first), srgbToLab(second));
}
