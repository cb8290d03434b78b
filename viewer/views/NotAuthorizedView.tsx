/** SPEC §2 Auth gate, §6: a private page for an anonymous reader shows 'Not authorized' only. */
import { NOT_AUTHORIZED_TEXT } from '../document/document-head';

export function NotAuthorizedView() {
  return (
    <h1 className="view-title" tabIndex={-1}>
      {NOT_AUTHORIZED_TEXT}
    </h1>
  );
}
