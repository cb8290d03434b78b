/**
 * A link is told from the text around it by its colour as well as its underline, and a standalone link (bold,
 * not underlined until hovered) by its colour alone: in every theme, the colour ui/link/link.css gives `.hb-link`
 * differs from the body text colour by at least CIEDE2000 20 (core/tokens/colour-difference.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { colourDifference } from '../../core/tokens/colour-difference';
import { catalogue, colourOf, ROOT } from './shipped-colours';

const css = readFileSync(join(ROOT, 'ui/link/link.css'), 'utf8');

const linkColour = /\.hb-link\s*\{[^}]*?\bcolor:\s*var\((--hb-[a-z0-9-]+)\)/.exec(css)?.[1];

it.each(catalogue.themes)('%s: a link differs from body text by CIEDE2000 ≥ 20', (theme) => {
  if (linkColour === undefined) throw new Error('ui/link/link.css gives .hb-link no token colour');
  const difference = colourDifference(colourOf(linkColour, theme), colourOf('--hb-color-text-default', theme));
  expect(difference, `${linkColour} against --hb-color-text-default`).toBeGreaterThanOrEqual(20);
});
