/** The lock icon of a non-public entry, announced as '(private)'. */
import { Icon } from '../icons/Icon';

export function PrivateMark() {
  return (
    <span className="private-mark">
      <Icon name="lock" size={16} />
      <span className="visually-hidden"> (private)</span>
    </span>
  );
}
