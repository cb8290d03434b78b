/**
 * One entry of the desktop sub-navigation: its link (lock icon when not
 * public) and, for an entry with children, a toggle; the children start
 * expanded when the entry, one of its tabs or a descendant is the current
 * page (SPEC §2, §4).
 */
import { useState } from 'react';
import { containsCurrentPage, type NavigationItem } from '../../core/navigation';
import { Button } from '../../ui/button/Button';
import { Icon } from '../icons/Icon';
import { InternalLink } from '../links/InternalLink';
import { PrivateMark } from './PrivateMark';
import { useRouter } from '../routing/router-context';
import { isCurrentItem } from './section-catalogue';

export function SubNavigationItem({ item }: { readonly item: NavigationItem }) {
  const { route } = useRouter();
  // The reader's own expand or collapse, kept with the route it was made on: it lasts until the route changes. A
  // state keyed by route rather than an effect that resets it: a corpus category lists hundreds of entries, and an
  // effect each was hydration work a phone waited for (docs/performance.md, What hydrates).
  const [override, setOverride] = useState<{ readonly route: string; readonly expanded: boolean } | null>(null);
  // Dropped while rendering the new route (React's way to adjust state to a prop), so that coming back to the route
  // it was made on does not bring it back.
  if (override !== null && override.route !== route) setOverride(null);
  const children = item.children ?? [];
  const expanded = override !== null && override.route === route ? override.expanded : containsCurrentPage(item, route);
  const current = isCurrentItem(item, route);
  const childListId = `subnav-${item.link.replaceAll('/', '-')}`;

  return (
    <li className="sub-navigation__item">
      <div className="sub-navigation__row">
        <InternalLink to={item.link} className="sub-navigation__link" aria-current={current ? 'page' : undefined}>
          <span>{item.title}</span>
          {item.isPublic ? null : <PrivateMark />}
        </InternalLink>
        {children.length > 0 ? (
          <Button
            variant="tertiary"
            size="small"
            className="sub-navigation__toggle"
            icon={<Icon name={expanded ? 'chevronDown' : 'chevronRight'} size={16} />}
            aria-label={`${item.title}: ${expanded ? 'hide' : 'show'} sub-pages`}
            aria-expanded={expanded}
            aria-controls={childListId}
            onClick={() => setOverride({ route, expanded: !expanded })}
          />
        ) : null}
      </div>
      {children.length > 0 ? (
        <ul id={childListId} className="sub-navigation__children" hidden={!expanded}>
          {children.map((child) => (
            <SubNavigationItem key={child.link} item={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
