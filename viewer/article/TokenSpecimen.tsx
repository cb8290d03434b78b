/**
 * The visual specimen of one token, drawn with the token's own CSS variable so
 * it follows the theme switcher live: a swatch, a bar, a corner, a shadow,
 * type, or a motion demo (which stands still under prefers-reduced-motion).
 */
import type { CSSProperties } from 'react';
import type { TokenTableRow } from '../../core/bundle';

const SAMPLE = 'Harbor Ag 123';
/**
 * A face at the weight and size it is used at, from the text style it sets: the display face as a section heading
 * (each brand's own weight, bold in Alpine, semibold in Lakeside), the sans as running text. The mono face has no
 * text style of its own; codes and numbers are set at body size.
 */
const FAMILY_STYLE: Readonly<Record<string, string>> = {
  'font.family.display': 'var(--hb-typography-heading-2)',
  'font.family.sans': 'var(--hb-typography-body)',
};
const MONO_STYLE = '400 var(--hb-font-size-md)/1.5 sans-serif';
/** Text styles run up to display size; two letters keep the table within a laptop's column (a word made it scroll at 1280 px). */
const STYLE_SAMPLE = 'Ag';

function bezierPath(value: string | undefined): string | null {
  const numbers = value?.match(/-?\d*\.?\d+/g)?.map(Number);
  if (numbers?.length !== 4) return null;
  const [x1, y1, x2, y2] = numbers as [number, number, number, number];
  const y = (n: number) => 40 - n * 40;
  return `M0 40 C${x1 * 80} ${y(y1)} ${x2 * 80} ${y(y2)} 80 0`;
}

/** A bar's width: the token's length drawn with its variable, made positive and divided by the table's scale. */
function barWidth(variable: string, value: string | undefined, scale: number): string {
  const negative = value?.trim().startsWith('-') === true;
  if (!negative && scale === 1) return variable;
  return `calc(${variable}${negative ? ' * -1' : ''}${scale === 1 ? '' : ` / ${scale}`})`;
}

export function TokenSpecimen({ row, theme, scale = 1 }: { readonly row: TokenTableRow; readonly theme: string; readonly scale?: number }) {
  const variable = `var(${row.variable})`;
  const style = (properties: Record<string, string>) => properties as CSSProperties;
  switch (row.type) {
    case 'color':
      return <span className="token-swatch" data-token-swatch={row.path} style={style({ background: variable })} />;
    case 'shadow':
      return <span className="token-shadow" style={style({ boxShadow: variable })} />;
    case 'typography':
      return (
        <span className="token-type" style={style({ font: variable, letterSpacing: row.letterSpacing?.[theme] ?? 'normal' })}>
          {STYLE_SAMPLE}
        </span>
      );
    case 'fontFamily':
      return (
        <span className="token-type token-type--family" style={style({ font: FAMILY_STYLE[row.path] ?? MONO_STYLE, fontFamily: variable })}>
          {SAMPLE}
        </span>
      );
    case 'fontWeight':
      return (
        <span className="token-type" style={style({ fontWeight: variable })}>
          {SAMPLE}
        </span>
      );
    case 'duration':
      return (
        <span className="token-motion" aria-hidden="true">
          <span className="token-motion__dot" style={style({ transitionDuration: variable })} />
        </span>
      );
    case 'cubicBezier': {
      const path = bezierPath(row.values[theme]);
      return (
        <span className="token-motion token-motion--easing" aria-hidden="true">
          {path === null ? null : (
            <svg className="token-curve" aria-hidden="true" viewBox="-2 -2 84 44" width="84" height="44">
              <path d={path} />
            </svg>
          )}
          <span className="token-motion__dot" style={style({ transitionTimingFunction: variable })} />
        </span>
      );
    }
    case 'number':
      if (row.path.startsWith('font.line-height')) {
        return (
          <span className="token-type token-type--lines" style={style({ lineHeight: variable })}>
            Two lines of
            <br />
            sample text
          </span>
        );
      }
      if (row.path.startsWith('grid.columns')) {
        const count = Math.min(12, Number(row.values[theme]) || 0);
        const columns = Array.from({ length: count }, (_, index) => `column-${index + 1}`);
        return (
          <span className="token-columns" aria-hidden="true">
            {columns.map((column) => (
              <span key={column} />
            ))}
          </span>
        );
      }
      return null;
    case 'dimension':
      if (row.path.startsWith('font.size'))
        return (
          <span className="token-type" style={style({ fontSize: variable })}>
            Ag
          </span>
        );
      if (row.path.startsWith('radius')) return <span className="token-corner" style={style({ borderTopLeftRadius: variable })} />;
      return (
        <span className="token-bar" data-token-bar={row.path} style={style({ width: barWidth(variable, row.values[theme], scale) })} />
      );
    default:
      return null;
  }
}
