/**
 * The mobile navigation (SPEC §2): "Main Menu" with the top-level sections;
 * a chosen section shows "Back to Main Menu", its title, an "Overview" link
 * and its categories; the preference controls (Dev mode, theme) at the bottom,
 * passed in by the drawer so menus do not reach into controls/. It opens on
 * the current page's section (decision).
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { PortalData } from '../../core/portal';
import { fetchPageData } from '../routing/page-data-client';
import { DEFAULT_CATEGORY } from '../../core/navigation';
import { useIsDevMode } from '../state/dev-mode-context';
import { Icon } from '../icons/Icon';
import { InternalLink } from '../links/InternalLink';
import { MobileNavigationItem } from './MobileNavigationItem';
import { useRouter } from '../routing/router-context';
import { firstSegment } from '../routing/route-path';
import { sectionCatalogue } from './section-catalogue';
import { CategoryLink, listedCategories } from './category-link';
import './mobile-navigation.css';

export function MobileNavigation({ footer }: { readonly footer: ReactNode }) {
  const { data, route } = useRouter();
  const isDevMode = useIsDevMode();
  const current = firstSegment(route);
  const [segment, setSegment] = useState<string | null>(data.sections.some((section) => section.link === `/${current}`) ? current : null);
  const section = segment === null ? undefined : data.sections.find((candidate) => candidate.link === `/${segment}`);
  const sectionData = useSectionData(data, section?.link);

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
          {typeof sectionData === 'object' ? null : (
            <p className="mobile-navigation__status" role="status">
              {sectionData === 'failed' ? `The ${section.title} pages could not be loaded: open Overview.` : 'Loading…'}
            </p>
          )}
          {(typeof sectionData === 'object'
            ? listedCategories(sectionCatalogue(sectionData, segment, isDevMode), sectionData.navigationCategories)
            : []
          ).map(({ category, group, link }) => (
            <section key={category} className="mobile-navigation__category">
              <h3 className={category === DEFAULT_CATEGORY ? 'visually-hidden' : 'mobile-navigation__category-title caps-label'}>
                {category}
              </h3>
              <ul className="mobile-navigation__list">
                {group === undefined ? (
                  <li>
                    <CategoryLink link={link} className="mobile-navigation__link" />
                  </li>
                ) : (
                  group.items.map((item) => <MobileNavigationItem key={item.link} item={item} />)
                )}
              </ul>
            </section>
          ))}
        </div>
      )}
      <div className="mobile-navigation__footer">{footer}</div>
    </nav>
  );
}

/**
 * The data whose navigation holds the section: the page's own, or else that section's page data, fetched when the
 * reader opens the section (a page's data carries its own section's navigation only, core/portal/page-navigation.ts);
 * undefined while it loads, 'failed' when it could not be fetched.
 */
function useSectionData(data: PortalData, link: string | undefined): PortalData | 'failed' | undefined {
  const segment = link?.slice(1);
  const own = segment === undefined || Object.hasOwn(data.navigation, segment);
  const [fetched, setFetched] = useState<{ readonly link: string; readonly data: PortalData | 'failed' } | undefined>(undefined);
  useEffect(() => {
    if (own || link === undefined) return;
    let current = true;
    const settle = (result: PortalData | 'failed') => {
      if (current) setFetched({ link, data: result });
    };
    fetchPageData(link).then(settle, () => settle('failed'));
    return () => {
      current = false;
    };
  }, [own, link]);
  if (own) return data;
  return fetched !== undefined && fetched.link === link ? fetched.data : undefined;
}
