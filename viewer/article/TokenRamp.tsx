/**
 * A brand palette drawn as ramps (`::tokens` over a palette group such as
 * `color.alpine`): one row of chips per hue, light to dark, each chip with its
 * step, its value and a copy button for its variable. The chips wrap, so the
 * values stay on screen on a phone.
 */
import type { ContentNode, TokenTableRow } from '../../core/bundle';
import { CopyButton } from './CopyButton';
import './token-ramp.css';

type TokenTableNode = Extract<ContentNode, { type: 'tokens' }>;

/** The hue and step of a palette path: 'color.alpine.red-600' → red, 600; 'color.neutral.50' → neutral, 50. */
export function rampStep(path: string): { hue: string; step: string } | null {
  const last = path.split('.').at(-1) ?? '';
  const named = /^([a-z]+)-(\d+)$/.exec(last);
  if (named !== null) return { hue: named[1] ?? '', step: named[2] ?? '' };
  if (/^\d+$/.test(last)) return { hue: path.split('.').at(-2) ?? '', step: last };
  return null;
}

/** A palette: colours only, every one a step of a hue. */
export function isRamp(rows: readonly TokenTableRow[]): boolean {
  return rows.length > 0 && rows.every((row) => row.type === 'color' && rampStep(row.path) !== null);
}

export function TokenRamp({ node, theme }: { readonly node: TokenTableNode; readonly theme: string }) {
  const hues = new Map<string, TokenTableRow[]>();
  for (const row of node.rows) {
    const hue = rampStep(row.path)?.hue ?? '';
    hues.set(hue, [...(hues.get(hue) ?? []), row]);
  }
  return (
    <div className="token-ramps" data-token-group={node.group}>
      {[...hues].map(([hue, rows]) => (
        <section key={hue} className="token-ramp" aria-label={`${node.group} ${hue}`}>
          <p className="token-ramp__hue">{hue}</p>
          <ol className="token-ramp__steps">
            {rows.map((row) => (
              <li key={row.path} className="token-ramp__step">
                <span className="token-ramp__chip" data-token-swatch={row.path} style={{ background: `var(${row.variable})` }} />
                <span className="token-ramp__label">
                  <strong>{rampStep(row.path)?.step}</strong>
                  <CopyButton code={row.variable} label={`Copy ${row.variable}`} copiedLabel={`${row.variable} copied`} />
                </span>
                <code className="token-ramp__value">{row.values[theme] ?? '—'}</code>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
