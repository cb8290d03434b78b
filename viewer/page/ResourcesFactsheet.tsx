/**
 * The collapsible "Resources" factsheet (SPEC §2): "Common synonyms" (the
 * page's terms) and "Helpful links" for authorized readers; hidden when it
 * would be empty. It starts expanded (decision).
 */
import { useState } from 'react';
import type { PageRecord } from '../../core/bundle';
import { useAuthorizationContext } from '../state/authorization-context';
import { useRouter } from '../routing/router-context';
import { ExternalLink } from '../links/ExternalLink';
import { Icon } from '../icons/Icon';
import { factsheetLinks } from './factsheet-links';

export function ResourcesFactsheet({ page }: { readonly page: PageRecord }) {
  const { isAuthorized } = useAuthorizationContext();
  const { data } = useRouter();
  const [expanded, setExpanded] = useState(true);
  const bodyId = 'resources-factsheet';
  const links = factsheetLinks(page, data.site, isAuthorized);
  if (page.terms.length === 0 && links.length === 0) return null;

  return (
    <section className="factsheet" aria-labelledby={`${bodyId}-title`}>
      <h2 className="factsheet__title" id={`${bodyId}-title`}>
        <button
          type="button"
          className="factsheet__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          <span>Resources</span>
          <Icon name={expanded ? 'chevronDown' : 'chevronRight'} size={16} />
        </button>
      </h2>
      <div id={bodyId} className="factsheet__body" hidden={!expanded}>
        {page.terms.length > 0 ? (
          <>
            <h3 className="factsheet__heading">Common synonyms</h3>
            <p className="factsheet__terms">{page.terms.join(', ')}</p>
          </>
        ) : null}
        {links.length > 0 ? (
          <>
            <h3 className="factsheet__heading">Helpful links</h3>
            <ul className="factsheet__links">
              {links.map((link) => (
                <li key={link.label}>
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
