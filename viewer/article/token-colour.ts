/**
 * Colours of highlighted code tokens (build time, light `color` and dark
 * `dark`). Two colours of the Shiki themes fall short of 4.5:1 on the code
 * surface and are lifted, so axe passes in every theme:
 * - light: github-light's orange #E36209 is 3.5:1 on white; shown as #C2540A (4.6:1);
 * - dark: github-dark's comment grey #6A737D stays below 4.5:1 on any dark
 *   background (at most 4.4:1 on black); shown as #959DA5 (6.9:1 on #0D1117).
 */
import type { CSSProperties } from 'react';
import type { CodeToken } from '../../core/bundle';

const LIGHT_REPLACEMENTS: Readonly<Record<string, string>> = { '#E36209': '#C2540A' };
const DARK_REPLACEMENTS: Readonly<Record<string, string>> = { '#6A737D': '#959DA5' };
const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

function safeColour(colour: string | undefined): string | undefined {
  return colour !== undefined && HEX_COLOUR.test(colour) ? colour : undefined;
}

function readable(colour: string | undefined, replacements: Readonly<Record<string, string>>): string | undefined {
  return colour === undefined ? undefined : (replacements[colour.toUpperCase()] ?? colour);
}

/** The token's colours as CSS custom properties (--tok-light, --tok-dark), or undefined when it has none. */
export function tokenStyle(token: CodeToken): CSSProperties | undefined {
  const light = readable(safeColour(token.color), LIGHT_REPLACEMENTS);
  const dark = readable(safeColour(token.dark), DARK_REPLACEMENTS);
  if (light === undefined && dark === undefined) return undefined;
  const style: Record<string, string> = {};
  if (light !== undefined) style['--tok-light'] = light;
  if (dark !== undefined) style['--tok-dark'] = dark;
  if (token.fontStyle !== undefined) {
    if (token.fontStyle & 1) style['fontStyle'] = 'italic';
    if (token.fontStyle & 2) style['fontWeight'] = '700';
    if (token.fontStyle & 4) style['textDecoration'] = 'underline';
  }
  return style as CSSProperties;
}
