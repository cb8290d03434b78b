/**
 * Reads a page URL under /designsystem (SPEC §2 Route shapes): which route it
 * names, whether it asks for the page data (a `.json` suffix) and whether it
 * is a non-canonical spelling (trailing slash, upper case) of a known route
 * that must redirect to the canonical one.
 */
import { BASE_PATH } from '../viewer/ssr-contract';

export const PAGE_DATA_SUFFIX = '.json';

export type PageAddress =
  | { readonly kind: 'page'; readonly route: string; readonly asData: boolean }
  | { readonly kind: 'redirect'; readonly location: string };

/** The URL path of a route: '/' is the base path itself. */
export function pagePath(route: string, asData = false): string {
  const path = route === '/' ? BASE_PATH : `${BASE_PATH}${route}`;
  return asData ? `${path}${PAGE_DATA_SUFFIX}` : path;
}

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
  const location = pagePath(canonical, asData);
  // Only a known route is redirected to: an unknown path gets its 404 at once rather than after a hop.
  if (location !== pathname && isKnownRoute(canonical)) return { kind: 'redirect', location };
  return { kind: 'page', route, asData };
}

/**
 * The text without the slashes it ends in. A loop, not /\/+$/: V8 retries that
 * regex from every slash of a run, which is quadratic, and a 16 KB path of
 * slashes took a quarter of a second of the event loop (found by the HTTP fuzz, issue 7).
 */
function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end -= 1;
  return text.slice(0, end);
}
