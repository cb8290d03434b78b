/**
 * The catalogue of one section as the navigation shows it: the items dev mode
 * asks for, grouped by category in the section's category order (SPEC §2
 * Desktop sub-navigation, §5 Catalogue grouping and tab filtering).
 */
import { filterByTab, groupByCategory, visibleTo, type NavigationCategory } from '../../core/navigation';
import type { PortalData } from '../../core/portal';

export function sectionCatalogue(
  data: PortalData,
  segment: string,
  isDevMode: boolean,
  isAuthorized = data.isAuthorized,
): NavigationCategory[] {
  const items = Object.hasOwn(data.navigation, segment) ? data.navigation[segment] : undefined;
  if (items === undefined) return [];
  const section = data.sections.find((candidate) => candidate.link === `/${segment}`);
  // SPEC §2: non-public items only for authorized readers (the server already leaves them out for the others).
  return groupByCategory(filterByTab(visibleTo(items, isAuthorized), isDevMode), section?.categories ?? []);
}

/** True when the item stands for the current page or one of its tabs does. */
export function isCurrentItem(
  item: { readonly link: string; readonly tabs: readonly { readonly link: string }[] },
  route: string,
): boolean {
  return item.link === route || item.tabs.some((tab) => tab.link === route);
}
