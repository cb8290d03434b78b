/**
 * A reader tells Button's variants apart by their fill at a glance, in every theme: the backgrounds of any
 * two variants differ by at least CIEDE2000 20 (core/tokens/colour-difference.ts). A difference near 1 is
 * just noticeable; two reds of the same brand (Alpine's primary #c8102e and danger #c4262e) are about 2 apart.
 * The variants and the token each one fills with are read from ui/button/button.css, the token values from
 * the DTCG sources in tokens/ through the real token build, so a new variant or a changed token is checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourDifference } from '../../core/tokens/colour-difference';
import { catalogue, colourOf, ROOT } from './shipped-colours';

const MINIMUM = 20;
const VARIANTS = ['primary', 'secondary', 'tertiary', 'danger'] as const;
/** A button without a fill of its own shows the surface it sits on: the page. */
const PAGE = '--hb-color-surface-default';

/** The resting declarations of `.hb-button--{variant}`, property → value. */
function declarations(css: string, variant: string): Map<string, string> {
  const block = new RegExp(`\\.hb-button--${variant}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (block === undefined) throw new Error(`ui/button/button.css has no .hb-button--${variant} rule`);
  return new Map(
    block
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
}

/** The CSS variable a variant fills with; the page's surface when it is transparent. */
function fillVariable(css: string, variant: string): string {
  const background = declarations(css, variant).get('background') ?? 'transparent';
  if (background === 'transparent') return PAGE;
  const variable = /^var\((--hb-[a-z0-9-]+)\)$/.exec(background)?.[1];
  if (variable === undefined) throw new Error(`.hb-button--${variant} background is ${background}, not one token variable`);
  return variable;
}

const css = readFileSync(join(ROOT, 'ui/button/button.css'), 'utf8');

const pairs = VARIANTS.flatMap((first, index) => VARIANTS.slice(index + 1).map((second) => [first, second] as const));
const cases = catalogue.themes.flatMap((theme) => pairs.map(([first, second]) => [theme, first, second] as const));

describe('Button variants are told apart by colour in every theme', () => {
  it('reads a fill token for every variant, in all four themes', () => {
    expect(catalogue.themes).toEqual(['alpine-dark', 'alpine-light', 'lakeside-dark', 'lakeside-light']);
    expect(VARIANTS.map((variant) => fillVariable(css, variant))).toEqual([
      '--hb-color-action-primary',
      '--hb-color-surface-default',
      PAGE,
      '--hb-color-feedback-error',
    ]);
  });

  it.each(cases.filter(([, first, second]) => fillVariable(css, first) !== fillVariable(css, second)))(
    '%s: the %s and %s fills differ by CIEDE2000 ≥ 20',
    (theme, first, second) => {
      const difference = colourDifference(colourOf(fillVariable(css, first), theme), colourOf(fillVariable(css, second), theme));
      expect(difference, `${first} ${fillVariable(css, first)} against ${second} ${fillVariable(css, second)}`).toBeGreaterThanOrEqual(
        MINIMUM,
      );
    },
  );

  it('secondary and tertiary both show the page, so their treatment differs instead: a border against an underline', () => {
    expect(fillVariable(css, 'secondary')).toBe(fillVariable(css, 'tertiary'));
    const secondary = declarations(css, 'secondary');
    const tertiary = declarations(css, 'tertiary');
    expect(secondary.get('border-color')).toBe('var(--hb-color-action-secondary)');
    expect(secondary.get('text-decoration')).toBeUndefined();
    expect(tertiary.get('border-color')).toBeUndefined();
    expect(tertiary.get('text-decoration')).toBe('underline');
    // The secondary border must itself stand out from the page it is drawn on.
    for (const theme of catalogue.themes) {
      expect(colourDifference(colourOf('--hb-color-action-secondary', theme), colourOf(PAGE, theme)), theme).toBeGreaterThanOrEqual(
        MINIMUM,
      );
    }
  });
});
