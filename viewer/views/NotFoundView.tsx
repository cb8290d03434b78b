/**
 * The view of a route that does not exist (HTTP 404), with up to five pages
 * whose titles are close to the words of the path; the server picks them
 * with search, so they are pages the reader may see.
 */
import { NOT_FOUND_TITLE } from '../document/document-head';
import { InternalLink } from '../links/InternalLink';
import { useRouter } from '../routing/router-context';

export function NotFoundView() {
  const { data } = useRouter();
  const suggestions = data.view.kind === 'not-found' ? (data.view.suggestions ?? []) : [];
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="view-title" tabIndex={-1}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className="lead">This page does not exist, or it has moved. Search the documentation or start from the home page.</p>
      {suggestions.length === 0 ? null : (
        <section className="not-found__suggestions" aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions" className="not-found__suggestions-title">
            Were you looking for one of these?
          </h2>
          <ul className="not-found__suggestion-list">
            {suggestions.map((suggestion) => (
              <li key={suggestion.link}>
                <InternalLink to={suggestion.link}>
                  {suggestion.title}
                  {suggestion.tab === null ? null : <span className="not-found__tab"> ({suggestion.tab})</span>}
                </InternalLink>
                {suggestion.where === '' ? null : <span className="not-found__where"> in {suggestion.where}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <InternalLink to="/" className="button button--primary">
        Go to the home page
      </InternalLink>
    </div>
  );
}
