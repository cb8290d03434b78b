/**
 * The in-page navigation (SPEC §2, §4): the article's h2 and h3 headings,
 * shown only with more than one; the heading in view is marked.
 */
import type { InPageNavigationItem } from '../../core/content';
import { useActiveHeadingId } from '../headings/SubNavigationProvider';

export function InPageNavigation({ items }: { readonly items: readonly InPageNavigationItem[] }) {
  const activeId = useActiveHeadingId();
  if (items.length <= 1) return null;
  return (
    <nav className="in-page-navigation" aria-labelledby="in-page-navigation-title">
      <h2 id="in-page-navigation-title" className="in-page-navigation__title caps-label">
        On this page
      </h2>
      <ul className="in-page-navigation__list">
        {items.map((item) => {
          const active = item.link === `#${activeId ?? ''}`;
          return (
            <li key={item.link} className={`in-page-navigation__item in-page-navigation__item--${item.level}`}>
              <a href={item.link} className="in-page-navigation__link" aria-current={active ? 'location' : undefined}>
                {item.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
