/**
 * A component's status as a badge (docs/components.md): its word, and what the status promises on hover and on
 * keyboard focus, also read out as the badge's description.
 */
import { useId } from 'react';
import { STATUS_LABELS, STATUS_MEANINGS, type ComponentStatus } from '../../core/components';
import './component-status.css';

export function StatusBadge({ status }: { readonly status: ComponentStatus }) {
  const meaning = useId();
  return (
    <span className="status-badge-wrap">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the meaning shows on focus too, so keyboard readers can reach it. */}
      <span className={`status-badge status-badge--${status}`} tabIndex={0} aria-describedby={meaning}>
        {STATUS_LABELS[status]}
      </span>
      <span id={meaning} role="tooltip" className="status-badge__meaning">
        {STATUS_MEANINGS[status]}
      </span>
    </span>
  );
}
