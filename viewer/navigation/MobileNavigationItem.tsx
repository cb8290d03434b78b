/**
 * One entry of the mobile navigation: a link, or for an entry with children
 * an expandable group with its own "Overview" link (SPEC §2 Mobile navigation).
 */
import { useState } from 'react';
import { containsCurrentPage, type NavigationItem } from '../../core/navigation';
import { Icon } from '../icons/Icon';
import { InternalLink } from '../links/InternalLink';
import { PrivateMark } from './PrivateMark';
import { useRouter } from '../routing/router-context';
import { isCurrentItem } from './section-catalogue';

export function MobileNavigationItem({ item }: { readonly item: NavigationItem }) {
  const { route } = useRouter();
  const [expanded, setExpanded] = useState(() => containsCurrentPage(item, route));
  const groupId = `mobile-navigation-${item.link.replaceAll('/', '-')}`;
  const children = item.children ?? [];

  if (children.length === 0) {
    return (
      <li>
        <InternalLink to={item.link} className="mobile-navigation__link" aria-current={isCurrentItem(item, route) ? 'page' : undefined}>
          <span>{item.title}</span>
          {item.isPublic ? null : <PrivateMark />}
        </InternalLink>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className="mobile-navigation__group"
        aria-expanded={expanded}
        aria-controls={groupId}
        onClick={() => setExpanded(!expanded)}
      >
        <span>{item.title}</span>
        {item.isPublic ? null : <PrivateMark />}
        <Icon name={expanded ? 'chevronDown' : 'chevronRight'} size={16} />
      </button>
      <ul id={groupId} className="mobile-navigation__children" hidden={!expanded}>
        <li>
          <InternalLink to={item.link} className="mobile-navigation__link" aria-current={isCurrentItem(item, route) ? 'page' : undefined}>
            Overview
          </InternalLink>
        </li>
        {children.map((child) => (
          <MobileNavigationItem key={child.link} item={child} />
        ))}
      </ul>
    </li>
  );
}
