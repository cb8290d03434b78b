/**
 * Whether this reader can open a route, as far as the navigation it was sent
 * tells. An anonymous reader's navigation leaves private pages out, so a route
 * that is neither home, a section nor in that navigation (its tabs included)
 * would answer only a 403 (or a 404), which the browser reports as an error:
 * links to it are not prefetched. An authorized reader may open every page.
 */
import type { NavigationItem } from '../../core/navigation';
import type { PortalData } from '../../core/portal';

function contains(items: readonly NavigationItem[], route: string): boolean {
  return items.some((item) => item.link === route || contains(item.children ?? [], route));
}

export function isReadableRoute(data: PortalData, route: string): boolean {
  if (data.isAuthorized || route === '/') return true;
  return Object.entries(data.navigation).some(([segment, items]) => route === `/${segment}` || contains(items, route));
}
