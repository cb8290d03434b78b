/**
 * The Component status page (docs/components.md): every component the reader may see, with its status, the
 * version that first shipped it, its last change and how many of its props are documented. The rows come
 * filtered for this reader (core/portal/component-status.ts).
 */
import { COMPONENT_STATUS_TITLE, type ComponentStatusRow } from '../../core/portal';
import { InternalLink } from '../links/InternalLink';
import { PrivateMark } from '../navigation/PrivateMark';
import { StatusBadge } from '../page/StatusBadge';

export function ComponentStatusView({ rows }: { readonly rows: readonly ComponentStatusRow[] }) {
  return (
    <article className="page component-status-view" aria-labelledby="page-title">
      <h1 id="page-title" className="view-title" tabIndex={-1}>
        {COMPONENT_STATUS_TITLE}
      </h1>
      <p>
        Every component of <code>@harbor/react</code> with its status, the version that first shipped it, its last change and how many of
        its props are documented. The status comes from the component's code and is checked by the build: a stable component has every prop
        documented, a live example and tests.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard. */}
      <section className="component-status-view__scroll" aria-label="Components by status" tabIndex={0}>
        <table className="component-status-table">
          <caption className="visually-hidden">Components of @harbor/react by status</caption>
          <thead>
            <tr>
              <th scope="col">Component</th>
              <th scope="col">Status</th>
              <th scope="col">Since</th>
              <th scope="col">Last change</th>
              <th scope="col">Props documented</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  {row.route === null ? <code>{row.name}</code> : <InternalLink to={row.route}>{row.name}</InternalLink>}
                  {row.isPublic ? null : <PrivateMark />}
                </th>
                <td>
                  <StatusBadge status={row.status} id={`status-${row.name}`} />
                </td>
                <td>{row.since}</td>
                <td>{row.lastChange === null ? '—' : `${row.lastChange.version} (${row.lastChange.date})`}</td>
                <td>
                  {row.documented} of {row.props}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}
