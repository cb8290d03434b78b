/**
 * A component's status as a badge (docs/components.md): its word, and what the status promises on hover and on
 * keyboard focus, also read out as the badge's description.
 */
import { STATUS_LABELS, STATUS_MEANINGS, type ComponentStatus } from '../../core/components';
import './component-status.css';

/** `id` names the meaning; not useId: the server renders the whole document and the browser hydrates only the app, so their id trees differ. */
export function StatusBadge({ status, id }: { readonly status: ComponentStatus; readonly id: string }) {
  const meaning = `${id}-meaning`;
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
