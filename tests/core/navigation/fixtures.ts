/** Small navigation items for the navigation tests. */
import type { NavigationItem, NavigationTab } from '../../../core/navigation';

export const tab = (name: string, link: string, active = false): NavigationTab => ({
  name,
  link,
  active,
});

export function item(title: string, extra: Partial<Omit<NavigationItem, 'title'>> = {}): NavigationItem {
  return {
    title,
    link: `/components/${title.toLowerCase()}`,
    terms: [],
    navigationPath: '/components',
    isPublic: true,
    tabs: [],
    tab: null,
    ...extra,
  };
}
