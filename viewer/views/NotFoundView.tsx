/** The view of a route that does not exist (HTTP 404). */
import { NOT_FOUND_TITLE } from '../document/document-head';
import { InternalLink } from '../links/InternalLink';

export function NotFoundView() {
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="view-title" tabIndex={-1}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className="lead">This page does not exist, or it has moved. Search the documentation or start from the home page.</p>
      <InternalLink to="/" className="button button--primary">
        Go to the home page
      </InternalLink>
    </div>
  );
}
