/** The top-level sections in the header; a link is active when the path starts with it (SPEC §2). */
import { isActiveTopLevelLink } from '../../core/navigation';
import { useRouter } from '../routing/router-context';
import { InternalLink } from '../links/InternalLink';

export function TopNavigation() {
  const { data, route } = useRouter();
  return (
    <nav className="top-navigation" aria-label="Sections">
      <ul>
        {data.sections.map((section) => {
          const active = isActiveTopLevelLink(section.link, route);
          return (
            <li key={section.link}>
              <InternalLink
                to={section.link}
                className="top-navigation__link"
                aria-current={active ? (route === section.link ? 'page' : 'true') : undefined}
              >
                {section.title}
              </InternalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
