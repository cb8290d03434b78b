/**
 * The desktop sub-navigation (SPEC §2): the categories of the first path
 * segment, each with its items; the default category's title is visually hidden.
 */
import { DEFAULT_CATEGORY } from '../../core/navigation';
import { useIsDevMode } from '../state/dev-mode-context';
import { useRouter } from './router-context';
import { sectionCatalogue } from './section-catalogue';
import { SubNavigationItem } from './SubNavigationItem';
import './sub-navigation.css';

export function SubNavigation({ segment }: { readonly segment: string }) {
  const { data } = useRouter();
  const isDevMode = useIsDevMode();
  const section = data.sections.find((candidate) => candidate.link === `/${segment}`);
  const categories = sectionCatalogue(data, segment, isDevMode);
  const label = section === undefined ? 'Section' : section.title;

  return (
    <nav className="sub-navigation" aria-label={`${label} pages`}>
      <div className="sub-navigation__scroll">
        {categories.map(({ category, items }) => (
          <section key={category} className="sub-navigation__category">
            <h2 className={category === DEFAULT_CATEGORY ? 'visually-hidden' : 'sub-navigation__title'}>{category}</h2>
            <ul className="sub-navigation__list">
              {items.map((item) => (
                <SubNavigationItem key={item.link} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
