/**
 * The desktop sub-navigation (SPEC §2): the categories of the first path
 * segment, each with its items; the default category's title is visually hidden.
 */
import { useEffect, useRef } from 'react';
import { DEFAULT_CATEGORY } from '../../core/navigation';
import { useAuthorizationContext } from '../state/authorization-context';
import { useIsDevMode } from '../state/dev-mode-context';
import { useRouter } from '../routing/router-context';
import { sectionCatalogue } from './section-catalogue';
import { SubNavigationItem } from './SubNavigationItem';
import { CategoryLink, listedCategories } from './category-link';
import './sub-navigation.css';

export function SubNavigation({ segment }: { readonly segment: string }) {
  const { data, route } = useRouter();
  const isDevMode = useIsDevMode();
  const { isAuthorized } = useAuthorizationContext();
  const section = data.sections.find((candidate) => candidate.link === `/${segment}`);
  const categories = sectionCatalogue(data, segment, isDevMode, isAuthorized);
  const label = section === undefined ? 'Section' : section.title;
  const navigation = useRef<HTMLElement>(null);

  // Keep the current entry in sight in the sidebar's own scroll area (not the window's).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each navigation to bring the new current entry into view
  useEffect(() => {
    const container = navigation.current;
    const current = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (container == null || current == null) return;
    const top = current.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
    if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - current.offsetHeight) {
      container.scrollTop = top - container.clientHeight / 3;
    }
  }, [route]);

  return (
    <nav ref={navigation} className="sub-navigation" aria-label={`${label} pages`}>
      <div className="sub-navigation__scroll">
        {listedCategories(categories, data.navigationCategories).map(({ category, group, link }) => (
          <section key={category} className="sub-navigation__category">
            <h2 className={category === DEFAULT_CATEGORY ? 'visually-hidden' : 'sub-navigation__title caps-label'}>{category}</h2>
            <ul className="sub-navigation__list">
              {group === undefined ? (
                <li className="sub-navigation__item">
                  <CategoryLink link={link} className="sub-navigation__link sub-navigation__link--category" />
                </li>
              ) : (
                group.items.map((item) => <SubNavigationItem key={item.link} item={item} />)
              )}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
