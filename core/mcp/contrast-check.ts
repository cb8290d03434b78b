/**
 * The `check_contrast` answer: two colours, each a colour token of a theme
 * (by CSS variable or dotted name) or a CSS colour, and the WCAG 2.2 contrast
 * ratio with the levels it meets for normal and large text (SC 1.4.3, 1.4.6).
 */
import { fail, ok, type Result } from '../result';
import { contrastRatio, contrastVerdict, formatHex, formatRatio, parseColour, type Rgba } from '../tokens/contrast';
import type { ThemeToken } from './theme-tokens';

export type WcagLevel = 'AA' | 'AAA';

export interface ContrastCheck {
  /** '16.50:1', rounded down so a shown 4.50 never hides a failing 4.499. */
  readonly ratio: string;
  readonly normalText: readonly WcagLevel[];
  readonly largeText: readonly WcagLevel[];
  readonly foreground: ResolvedColour;
  readonly background: ResolvedColour;
}

export interface ResolvedColour {
  /** What was asked for. */
  readonly input: string;
  /** The token it named, when it named one. */
  readonly token: string | null;
  /** '#rrggbb' or '#rrggbbaa'. */
  readonly colour: string;
}

const levelsMet = (verdict: 'AAA' | 'AA' | 'fail'): WcagLevel[] => (verdict === 'AAA' ? ['AA', 'AAA'] : verdict === 'AA' ? ['AA'] : []);

function resolve(
  role: string,
  input: string,
  tokens: readonly ThemeToken[],
  theme: string,
): Result<{ rgba: Rgba; resolved: ResolvedColour }> {
  const asked = input.trim();
  const token = tokens.find((candidate) => candidate.cssVariable === asked || candidate.name === asked);
  if (token !== undefined) {
    const rgba = token.type === 'color' ? parseColour(token.value) : null;
    if (rgba === null) {
      return fail({
        code: 'contrast.notAColour',
        message: `${role}: ${token.cssVariable} is a ${token.type || 'non-colour'} token, not a colour`,
        path: [role],
      });
    }
    return ok({ rgba, resolved: { input, token: token.cssVariable, colour: formatHex(rgba) } });
  }
  const rgba = parseColour(asked);
  if (rgba === null) {
    return fail({
      code: 'contrast.unknownColour',
      message: `${role}: expected a colour token of ${theme} (such as --hb-color-text-default) or a CSS colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba())`,
      path: [role],
    });
  }
  return ok({ rgba, resolved: { input, token: null, colour: formatHex(rgba) } });
}

/**
 * @example checkContrast('#000', '#fff', [], 'alpine-light') // ok: { ratio: '21.00:1', normalText: ['AA', 'AAA'], ... }
 */
export function checkContrast(foreground: string, background: string, tokens: readonly ThemeToken[], theme: string): Result<ContrastCheck> {
  const fg = resolve('foreground', foreground, tokens, theme);
  const bg = resolve('background', background, tokens, theme);
  if (!fg.ok || !bg.ok) return fail(...(fg.ok ? [] : fg.issues), ...(bg.ok ? [] : bg.issues));
  const ratio = contrastRatio(fg.value.rgba, bg.value.rgba);
  return ok({
    ratio: formatRatio(ratio),
    normalText: levelsMet(contrastVerdict(ratio, 'text')),
    largeText: levelsMet(contrastVerdict(ratio, 'large-text')),
    foreground: fg.value.resolved,
    background: bg.value.resolved,
  });
}
