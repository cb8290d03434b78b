/**
 * A table drawn from the token source (`::tokens{group="…"}`): specimen, CSS
 * variable with a copy button, value in the current theme, contrast for colour
 * roles, and what the token is for. A `brand` table shows that brand in the
 * reader's shade. It scrolls inside a labelled, focusable region.
 */
import type { ContentNode } from '../../core/bundle';
import { contrastVerdict, formatRatio } from '../../core/tokens/contrast';
import { splitTheme } from '../../core/tokens/token-layers';
import { useTheme } from '../state/theme-context';
import { CopyButton } from './CopyButton';
import { TokenSpecimen } from './TokenSpecimen';
import './token-table.css';

type TokenTableNode = Extract<ContentNode, { type: 'tokens' }>;

/**
 * A value as lines that never wrap inside: shadow layers one per line, and font
 * stacks cut after the second family (the copied variable carries the whole stack).
 */
export function valueLines(type: string, value: string): string[] {
  const parts = value.split(', ');
  if (type === 'shadow') return parts;
  if ((type === 'fontFamily' || type === 'typography') && parts.length > 2) return [`${parts.slice(0, 2).join(', ')}, …`];
  return [value];
}

export function TokenTable({ node }: { readonly node: TokenTableNode }) {
  const { theme: current } = useTheme();
  const theme = node.brand === undefined ? current : `${node.brand}-${splitTheme(current).shade}`;
  return (
    // A named <section> is a region landmark; it scrolls, so it must be reachable by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
    <section className="table-scroll" tabIndex={0} aria-label={`Tokens ${node.group}${node.brand === undefined ? '' : ` (${node.brand})`}`}>
      <table className="token-table" data-token-group={node.group}>
        <thead>
          <tr>
            <th scope="col">Specimen</th>
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
                  <TokenSpecimen row={row} theme={theme} />
                </td>
                <td>
                  <span className="token-table__name">
                    <code>{row.variable}</code>
                    <CopyButton code={row.variable} label={`Copy ${row.variable}`} copiedLabel={`${row.variable} copied`} />
                  </span>
                  {description === '' ? null : <span className="token-table__use">{description}</span>}
                </td>
                <td>
                  {valueLines(row.type, row.values[theme] ?? '—').map((line) => (
                    <code key={line} className="token-table__value">
                      {line}
                    </code>
                  ))}
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
