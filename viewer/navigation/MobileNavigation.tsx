/**
 * The mobile navigation (SPEC §2): "Main Menu" with the top-level sections;
 * a chosen section shows "Back to Main Menu", its title, an "Overview" link
 * and its categories; the preference controls (Dev mode, theme) at the bottom,
 * passed in by the drawer so menus do not reach into controls/. It opens on
 * the current page's section (decision).
 */
import { useState, type ReactNode } from 'react';
import { DEFAULT_CATEGORY } from '../../core/navigation';
import { useIsDevMode } from '../state/dev-mode-context';
import { Icon } from '../icons/Icon';
import { InternalLink } from '../links/InternalLink';
import { MobileNavigationItem } from './MobileNavigationItem';
import { useRouter } from '../routing/router-context';
import { firstSegment } from '../routing/route-path';
import { sectionCatalogue } from './section-catalogue';
import './mobile-navigation.css';

export function MobileNavigation({ footer }: { readonly footer: ReactNode }) {
  const { data, route } = useRouter();
  const isDevMode = useIsDevMode();
  const current = firstSegment(route);
  const [segment, setSegment] = useState<string | null>(data.sections.some((section) => section.link === `/${current}`) ? current : null);
  const section = segment === null ? undefined : data.sections.find((candidate) => candidate.link === `/${segment}`);

  return (
    <nav className="mobile-navigation" aria-label="Menu">
      {section === undefined || segment === null ? (
        <div className="mobile-navigation__panel">
          <h2 className="mobile-navigation__heading">Main Menu</h2>
          <ul className="mobile-navigation__list">
            {data.sections.map((candidate) => (
              <li key={candidate.link}>
                <button type="button" className="mobile-navigation__section" onClick={() => setSegment(candidate.link.slice(1))}>
                  <span>{candidate.title}</span>
                  <Icon name="chevronRight" size={16} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="mobile-navigation__panel">
          <button type="button" className="mobile-navigation__back" onClick={() => setSegment(null)}>
            <Icon name="chevronLeft" size={16} />
            <span>Back to Main Menu</span>
          </button>
          <h2 className="mobile-navigation__heading">{section.title}</h2>
          <ul className="mobile-navigation__list">
            <li>
              <InternalLink
                to={section.link}
                className="mobile-navigation__link"
                aria-current={route === section.link ? 'page' : undefined}
              >
                Overview
              </InternalLink>
            </li>
          </ul>
          {sectionCatalogue(data, segment, isDevMode).map(({ category, items }) => (
            <section key={category} className="mobile-navigation__category">
              <h3 className={category === DEFAULT_CATEGORY ? 'visually-hidden' : 'mobile-navigation__category-title caps-label'}>
                {category}
              </h3>
              <ul className="mobile-navigation__list">
                {items.map((item) => (
                  <MobileNavigationItem key={item.link} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <div className="mobile-navigation__footer">{footer}</div>
    </nav>
  );
}
