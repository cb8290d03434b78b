/**
 * A component's variants × states grid, each cell holding its sizes (`::variants{of="…"}`, docs/portal.md): a
 * picture rendered by the server from the component's playground preview, never hydrated (use-static-stage.ts),
 * with an "All themes" fold showing the same grid in every theme side by side, as the playground does.
 * The samples are inert: the row and column headings say what each one shows.
 *
 * The fold's tables and headings are in the server's markup, its samples' stages empty: the samples render in the
 * browser only once the fold is opened, by this component in a live article, and in the server's static article
 * (which React never renders) by a listener the first load installs (variant-fold-listener.ts).
 */
import { useContext, useRef, useState } from 'react';
import type { VariantsNode } from '../../core/bundle';
import { useTheme } from '../state/theme-context';
import { DesignHtmlContext, variantSampleIdentifierPrefix, variantSampleKey } from './design-html-context';
import { useStaticStage } from './use-static-stage';
import { VARIANT_FOLD_CLASS } from './variant-fold-listener';

interface SampleProps {
  readonly grid: VariantsNode;
  readonly sampleKey: string;
  readonly props: object;
  /** False while the sample's fold is closed. */
  readonly shown: boolean;
}

function Sample({ grid, sampleKey, props, shown }: SampleProps) {
  const html = useContext(DesignHtmlContext).get(sampleKey) ?? '';
  const stage = useRef<HTMLDivElement>(null);
  useStaticStage(
    stage,
    sampleKey,
    (element) =>
      import('../playground/mount-preview').then(({ mountPreview }) =>
        mountPreview(element, grid.of, props as Record<string, unknown>, variantSampleIdentifierPrefix(sampleKey)),
      ),
    shown,
  );
  return (
    <div
      ref={stage}
      className="variant-grid__stage"
      data-variant-sample={sampleKey}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the built preview module (render-design-figures.tsx)
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

interface CellProps {
  readonly grid: VariantsNode;
  readonly theme: string;
  readonly row: number;
  readonly column: number;
  readonly size: number;
  readonly shown: boolean;
}

/** One sample cell: the sample, inert, with nothing beside it (the headings say what it is). */
function Cell({ grid, theme, row, column, size, shown }: CellProps) {
  const sample = grid.rows[row]?.cells[column]?.[size];
  if (sample === undefined) return <td />;
  const key = variantSampleKey(grid.id, theme, row, column, size);
  return (
    <td>
      <div className="variant-grid__sample" inert>
        <Sample grid={grid} sampleKey={key} props={sample.props} shown={shown} />
      </div>
    </td>
  );
}

/**
 * With sizes: a column per size, and per variant a heading row, then a row per state, so a row reads as one
 * variant in one state at every size. Without sizes: a column per state and a row per variant.
 */
function GridTable({ grid, theme, shown }: { readonly grid: VariantsNode; readonly theme: string; readonly shown: boolean }) {
  const sizes = grid.rows[0]?.cells[0]?.map((sample) => sample.size) ?? [];
  const bySize = grid.sizeProp !== null;
  const columns = bySize ? sizes.map((size) => size ?? '') : grid.columns;
  const corner = bySize ? (grid.columns.length > 1 ? 'state' : '') : (grid.rowProp ?? '');
  const label = theme === 'page' ? `${grid.of} variants` : `${grid.of} variants, ${theme}`;
  return (
    // A labelled, focusable region, as the article's tables: a grid wider than the column scrolls by keyboard too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable grid must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
    <section className="variant-grid__scroll" tabIndex={0} aria-label={label}>
      <table className="variant-grid__table">
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {bySize ? `${grid.sizeProp}="${column}"` : column}
              </th>
            ))}
          </tr>
        </thead>
        {bySize ? (
          grid.rows.map((row, r) => (
            <tbody key={row.label}>
              {grid.rowProp === null ? null : (
                <tr className="variant-grid__group">
                  <th scope="colgroup" colSpan={columns.length + 1}>
                    {`${grid.rowProp}="${row.label}"`}
                  </th>
                </tr>
              )}
              {grid.columns.map((state, c) => (
                <tr key={state}>
                  <th scope="row">{state}</th>
                  {sizes.map((size, s) => (
                    <Cell key={size ?? s} grid={grid} theme={theme} row={r} column={c} size={s} shown={shown} />
                  ))}
                </tr>
              ))}
            </tbody>
          ))
        ) : (
          <tbody>
            {grid.rows.map((row, r) => (
              <tr key={row.label}>
                <th scope="row">{grid.rowProp === null ? row.label : `${grid.rowProp}="${row.label}"`}</th>
                {grid.columns.map((state, c) => (
                  <Cell key={state} grid={grid} theme={theme} row={r} column={c} size={0} shown={shown} />
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </section>
  );
}

export function VariantGrid({ node }: { readonly node: VariantsNode }) {
  const { themes } = useTheme();
  // A closed <details> gives its content no box, so Chromium's IntersectionObserver does not report it; the fold's
  // samples do not rest on every engine doing so: they wait for the fold's own toggle event.
  const [foldOpened, setFoldOpened] = useState(false);
  const nameId = `${node.id}-name`;
  if (node.rows.length === 0) return null;
  const axes = [node.rowProp, node.columns.length > 1 ? 'states' : null, node.sizeProp].filter((axis) => axis !== null);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure named as a group, like the live examples
    <figure className="variant-grid" role="group" aria-labelledby={nameId}>
      <div className="example__bar design-figure__bar">
        <span className="example__name" id={nameId}>
          {`${node.of}: ${axes.length === 0 ? 'in every theme' : axes.join(' × ')}`}
        </span>
      </div>
      <GridTable grid={node} theme="page" shown />
      <details
        className={VARIANT_FOLD_CLASS}
        onToggle={(event) => {
          if (event.currentTarget.open) setFoldOpened(true);
        }}
      >
        <summary>All themes</summary>
        <ul className="variant-grid__theme-list" aria-label={`${node.of} in every theme`}>
          {themes.map((theme) => (
            <li key={theme} className="variant-grid__theme" data-theme={theme}>
              <p className="variant-grid__theme-name">{theme}</p>
              <GridTable grid={node} theme={theme} shown={foldOpened} />
            </li>
          ))}
        </ul>
      </details>
    </figure>
  );
}
