/**
 * Whether this reader can open a route, as far as the page's data tells. An anonymous reader's navigation leaves
 * private pages out, so a route of the page's own section that is not in it (its tabs included) would answer only
 * a 403 (or a 404), which the browser reports as an error: links to it are not prefetched. A page's data carries
 * its own section's navigation only (core/portal/page-navigation.ts), so links into other sections, and into other
 * categories of a section sent one category at a time, are taken as readable: they come from what the server
 * already kept to the routes this reader may open (core/portal/reader-links.ts, the search, the sections' cards).
 * An authorized reader may open every page.
 *
 * Every internal link of a page asks, so the routes of a navigation are
 * gathered once into a set (kept while that navigation object lives): a scan
 * of the whole navigation per link was about a fifth of a client-side
 * navigation's script time (docs/performance.md, "Click to paint").
 */
import type { NavigationItem } from '../../core/navigation';
import type { PortalData } from '../../core/portal';

const routesOf = new WeakMap<PortalData['navigation'], ReadonlySet<string>>();

function addRoutes(items: readonly NavigationItem[], into: Set<string>): void {
  for (const item of items) {
    into.add(item.link);
    if (item.children !== undefined) addRoutes(item.children, into);
  }
}

function readableRoutes(navigation: PortalData['navigation']): ReadonlySet<string> {
  let routes = routesOf.get(navigation);
  if (routes === undefined) {
    const gathered = new Set<string>();
    for (const [segment, items] of Object.entries(navigation)) {
      gathered.add(`/${segment}`);
      addRoutes(items, gathered);
    }
    routes = gathered;
    routesOf.set(navigation, routes);
  }
  return routes;
}

export function isReadableRoute(data: PortalData, route: string): boolean {
  if (data.isAuthorized || route === '/') return true;
  const segment = route.split('/')[1] ?? '';
  if (!Object.hasOwn(data.navigation, segment)) return data.sections.some((section) => section.link === `/${segment}`);
  // A section sent one category at a time: its other categories' links are the server-filtered kind too.
  return data.navigationCategories !== undefined || readableRoutes(data.navigation).has(route);
}
