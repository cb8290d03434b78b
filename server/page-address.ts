/**
 * Reads a page URL under /designsystem (SPEC §2 Route shapes): which route it
 * names, whether it asks for the page data (a `.json` suffix) and whether it
 * is a non-canonical spelling (trailing slash, upper case) of a known route
 * that must redirect to the canonical one.
 */
import { BASE_PATH, hrefOf, PAGE_DATA_SUFFIX, pageDataHref, withoutTrailingSlashes } from '../core/site';

export type PageAddress =
  | { readonly kind: 'page'; readonly route: string; readonly asData: boolean }
  | { readonly kind: 'redirect'; readonly location: string };

/**
 * @param pathname the request path, starting with the base path
 * @param isKnownRoute whether a route is home, a section or a page of the bundle
 * @example
 * readPageAddress('/designsystem/Components/', () => true) // { kind: 'redirect', location: '/designsystem/components' }
 */
export function readPageAddress(pathname: string, isKnownRoute: (route: string) => boolean): PageAddress {
  let rest = pathname.slice(BASE_PATH.length);
  let asData = false;
  if (rest.toLowerCase().endsWith(PAGE_DATA_SUFFIX)) {
    asData = true;
    rest = rest.slice(0, -PAGE_DATA_SUFFIX.length);
  }
  const route = rest === '' ? '/' : rest;
  const canonical = withoutTrailingSlashes(route).toLowerCase() || '/';
  const location = asData ? pageDataHref(canonical) : hrefOf(canonical);
  // Only a known route is redirected to: an unknown path gets its 404 at once rather than after a hop.
  if (location !== pathname && isKnownRoute(canonical)) return { kind: 'redirect', location };
  return { kind: 'page', route, asData };
}
