/**
 * The tab navigation of a topic (SPEC §2): each tab with its name and an
 * icon, linking to its route, the active one marked; design, code, others.
 */
import { orderTabs } from '../../core/navigation';
import type { PageTab } from '../../core/bundle';
import { Icon, type IconName } from '../icons/Icon';
import { InternalLink } from '../links/InternalLink';
import { useRouter } from '../routing/router-context';
import './tab-navigation.css';

function iconOf(name: string): IconName {
  const lower = name.toLowerCase();
  return lower === 'design' ? 'design' : lower === 'code' ? 'code' : 'document';
}

export function TabNavigation({ tabs }: { readonly tabs: readonly PageTab[] }) {
  const { route } = useRouter();
  return (
    <nav className="tab-navigation" aria-label="Page tabs">
      <ul className="tab-navigation__list">
        {orderTabs(tabs).map((tab) => {
          const active = tab.link === route;
          return (
            <li key={tab.link}>
              <InternalLink to={tab.link} className="tab-navigation__tab" aria-current={active ? 'page' : undefined}>
                <Icon name={iconOf(tab.name)} size={16} />
                <span>{tab.name}</span>
              </InternalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
