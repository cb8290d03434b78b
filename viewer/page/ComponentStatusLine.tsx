/**
 * Beside a component page's title: the status badge of the component the page documents and the version that
 * first shipped it; above its content, a warning when the component is deprecated, naming the replacement.
 */
import type { PageComponent } from '../../core/portal';
import { StatusBadge } from './StatusBadge';

export function ComponentStatusLine({ component }: { readonly component: PageComponent }) {
  return (
    <>
      <p className="component-status-line">
        <StatusBadge status={component.status} id="component-status" />
        <span className="component-status-line__since">Since {component.since}</span>
      </p>
      {component.status === 'deprecated' ? (
        <div className="deprecation-warning" role="note">
          <strong>{component.name} is deprecated.</strong>{' '}
          {component.replacement === null
            ? 'It will be removed in a future release.'
            : `Use ${component.replacement} instead; it will be removed in a future release.`}
        </div>
      ) : null}
    </>
  );
}
