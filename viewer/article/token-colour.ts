/**
 * Colours of highlighted code tokens (build time, light `color` and dark
 * `dark`). One dark colour is lifted for contrast: github-dark's comment grey
 * #6A737D stays below 4.5:1 on any dark background (at most 4.4:1 on black),
 * so it is shown as #959DA5, which passes on the dark code surface.
 */
import type { CSSProperties } from 'react';
import type { CodeToken } from '../../core/bundle';

const DARK_REPLACEMENTS: Readonly<Record<string, string>> = { '#6A737D': '#959DA5' };
const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

function safeColour(colour: string | undefined): string | undefined {
  return colour !== undefined && HEX_COLOUR.test(colour) ? colour : undefined;
}

/** The token's colours as CSS custom properties (--tok-light, --tok-dark), or undefined when it has none. */
export function tokenStyle(token: CodeToken): CSSProperties | undefined {
  const light = safeColour(token.color);
  const darkRaw = safeColour(token.dark);
  const dark = darkRaw === undefined ? undefined : (DARK_REPLACEMENTS[darkRaw.toUpperCase()] ?? darkRaw);
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
