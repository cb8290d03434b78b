/**
 * SPEC §2 Auth gate, §6: a private page for an anonymous reader keeps 'Not
 * authorized' as its heading, says in one sentence how to get access, and
 * links to the section's overview. Nothing of the page itself is shown.
 */
import { NOT_AUTHORIZED_TEXT } from '../document/document-head';
import { InternalLink } from '../links/InternalLink';
import { firstSegment } from '../routing/route-path';
import { useRouter } from '../routing/router-context';

export const ACCESS_SENTENCE = 'This page is for staff: sign in with a staff account, or ask for access in the team channel.';

export function NotAuthorizedView() {
  const { data, route } = useRouter();
  const section = data.sections.find((candidate) => candidate.link === `/${firstSegment(route)}`);
  return (
    <div className="not-authorized">
      <h1 className="view-title" tabIndex={-1}>
        {NOT_AUTHORIZED_TEXT}
      </h1>
      <p className="lead">{ACCESS_SENTENCE}</p>
      <InternalLink to={section?.link ?? '/'} className="button button--primary">
        {section === undefined ? 'Go to the home page' : `Go to the ${section.title} overview`}
      </InternalLink>
    </div>
  );
}
