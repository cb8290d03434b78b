/**
 * A table drawn from the token source (`::tokens{group="…"}`): specimen, CSS
 * variable with a copy button, value in the current theme, contrast for colour
 * roles, and what the token is for. A `brand` table shows that brand in the
 * reader's shade. It scrolls inside a labelled, focusable region.
 */
import type { ContentNode, TokenTableRow } from '../../core/bundle';
import { contrastVerdict, formatRatio } from '../../core/tokens/contrast';
import { splitTheme } from '../../core/tokens/token-layers';
import { useTheme } from '../state/theme-context';
import { CopyButton } from './CopyButton';
import { TokenSpecimen } from './TokenSpecimen';
import { TokenRamp, isRamp } from './TokenRamp';
import './token-table.css';
// Its phone cards (token-table-phone.css) are the first paint's: examples/component-styles.ts.

type TokenTableNode = Extract<ContentNode, { type: 'tokens' }>;

/**
 * A value as lines that never wrap inside: shadow layers one per line, a font
 * shorthand as weight and size, then its family (an ellipsis for the
 * fallbacks, which the family tokens show); a font stack shows every family,
 * its own first and the fallbacks a family or two to a line.
 */
export function valueLines(type: string, value: string): string[] {
  const stack = (families: string) => {
    const parts = families.split(', ');
    return parts.length > 1 ? `${parts[0]}, …` : families;
  };
  if (type === 'shadow') return value.split(', ');
  if (type === 'fontFamily') {
    const [own = value, ...fallbacks] = value.split(', ');
    const lines = [own];
    let line = '';
    for (const family of fallbacks) {
      // Lines of about a family or two, so the whole stack stays inside the value column.
      if (line !== '' && line.length + family.length > STACK_LINE_CHARACTERS) {
        lines.push(line);
        line = family;
      } else line = line === '' ? family : `${line}, ${family}`;
    }
    if (line !== '') lines.push(line);
    return lines.map((text, index) => (index < lines.length - 1 ? `${text},` : text));
  }
  if (type === 'typography') {
    const shorthand = /^(\S+ \S+) (.+)$/.exec(value);
    return shorthand === null ? [stack(value)] : [shorthand[1] ?? '', stack(shorthand[2] ?? '')];
  }
  return [value];
}

/** The longest line of fallback families in a font stack's value. */
const STACK_LINE_CHARACTERS = 24;

/** The widest bar a table draws at full size, in px; wider lengths (breakpoints, the content width) are drawn to scale. */
const FULL_SIZE_BAR_LIMIT = 160;
const SCALES = [1, 2, 4, 5, 8, 10, 16, 20, 40];

/** Rows whose specimen is a bar of the token's length. */
export function drawsBar(row: Pick<TokenTableRow, 'type' | 'path'>): boolean {
  return row.type === 'dimension' && !row.path.startsWith('font.size') && !row.path.startsWith('radius');
}

/**
 * The scale (1 = full size, 10 = 1:10) at which a table draws its bars, the
 * same for every row so they compare; chosen from every theme's values.
 */
export function barScale(rows: readonly Pick<TokenTableRow, 'type' | 'path' | 'values'>[]): number {
  const lengths = rows
    .filter(drawsBar)
    .flatMap((row) => Object.values(row.values))
    .map((value) => Math.abs(Number.parseFloat(value)))
    .filter((length) => Number.isFinite(length) && length > 0);
  const longest = Math.max(0, ...lengths);
  return SCALES.find((scale) => longest / scale <= FULL_SIZE_BAR_LIMIT) ?? SCALES.at(-1) ?? 1;
}

export function TokenTable({ node }: { readonly node: TokenTableNode }) {
  const { theme: current } = useTheme();
  const theme = node.brand === undefined ? current : `${node.brand}-${splitTheme(current).shade}`;
  // A brand palette reads as ramps of its hues, not as a table of rows.
  if (isRamp(node.rows)) return <TokenRamp node={node} theme={theme} />;
  const scale = barScale(node.rows);
  return (
    // A named <section> is a region landmark; it scrolls, so it must be reachable by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
    <section className="table-scroll" tabIndex={0} aria-label={`Tokens ${node.group}${node.brand === undefined ? '' : ` (${node.brand})`}`}>
      <table className="token-table" data-token-group={node.group}>
        <thead>
          <tr>
            <th scope="col">{scale === 1 ? 'Specimen' : `Specimen (1:${scale})`}</th>
            <th scope="col">Token</th>
            <th scope="col">Value ({theme})</th>
          </tr>
        </thead>
        <tbody>
          {node.rows.map((row) => {
            const ratio = row.contrast?.ratios[theme];
            const description = row.descriptions?.[theme] ?? row.description;
            return (
              <tr key={row.path}>
                <td className="token-table__specimen" data-theme={node.brand === undefined ? undefined : theme}>
                  <TokenSpecimen row={row} theme={theme} scale={scale} />
                </td>
                <td>
                  <span className="token-table__name">
                    <code>{row.variable}</code>
                    <CopyButton code={row.variable} label={`Copy ${row.variable}`} copiedLabel={`${row.variable} copied`} />
                  </span>
                  {description === '' ? null : <span className="token-table__use">{description}</span>}
                </td>
                <td>
                  <span className="token-table__values">
                    {valueLines(row.type, row.values[theme] ?? '—').map((line) => (
                      <code key={line} className="token-table__value">
                        {line}
                      </code>
                    ))}
                  </span>
                  {row.contrast === undefined || ratio === undefined ? null : (
                    <span className="token-table__ratio">
                      {formatRatio(ratio)} {contrastVerdict(ratio, 'text') === 'fail' ? 'AA large / UI' : contrastVerdict(ratio, 'text')} on{' '}
                      <code>{row.contrast.background}</code>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
