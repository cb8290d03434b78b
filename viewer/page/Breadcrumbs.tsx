/**
 * The breadcrumb trail above a page's title: its section, its category, its
 * parent pages (core breadcrumbTrail over the navigation the reader received,
 * so a private parent is never named to an anonymous reader), and the page
 * itself, marked as the current one.
 */
import { breadcrumbTrail } from '../../core/navigation';
import type { PageRecord } from '../../core/bundle';
import { Icon } from '../icons/Icon';
import { InternalLink } from '../links/InternalLink';
import { useRouter } from '../routing/router-context';

export function Breadcrumbs({ page }: { readonly page: PageRecord }) {
  const { data } = useRouter();
  const section = data.sections.find((candidate) => candidate.link === page.section);
  if (section === undefined) return null;
  const segment = section.link.slice(1);
  const items = Object.hasOwn(data.navigation, segment) ? (data.navigation[segment] ?? []) : [];
  const trail = breadcrumbTrail(section, items, page.route);
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => (
          <li key={crumb.link} className="breadcrumbs__item">
            {index > 0 ? <Icon name="chevronRight" size={16} className="breadcrumbs__separator" /> : null}
            <InternalLink to={crumb.link} className="breadcrumbs__link">
              {crumb.title}
            </InternalLink>
          </li>
        ))}
        <li className="breadcrumbs__item">
          <Icon name="chevronRight" size={16} className="breadcrumbs__separator" />
          <span className="breadcrumbs__current" aria-current="page">
            {page.title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
