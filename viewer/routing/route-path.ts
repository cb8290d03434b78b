/**
 * Routes are paths without the /designsystem base (SPEC §2 Route shapes);
 * hrefs carry the base.
 */
import { BASE_PATH } from '../ssr-contract';

/** @example hrefOf('/components/button-design#sizes') // '/designsystem/components/button-design#sizes' */
export function hrefOf(route: string): string {
  return route === '/' ? `${BASE_PATH}/` : `${BASE_PATH}${route}`;
}

/** The route of a pathname under the base, or null when it is outside the portal. */
export function routeOf(pathname: string): string | null {
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return null;
  const rest = pathname.slice(BASE_PATH.length).replace(/\/+$/, '');
  return rest === '' ? '/' : rest;
}

/** Splits 'route#hash' into its route and hash ('' or '#…'). */
export function splitTarget(target: string): { route: string; hash: string } {
  const index = target.indexOf('#');
  if (index === -1) return { route: target, hash: '' };
  return { route: target.slice(0, index) || '/', hash: target.slice(index) };
}

/** The number of path segments: '/' has 0, '/components' 1, '/components/button-design' 2. */
export function segmentCount(route: string): number {
  return route.split('/').filter((segment) => segment !== '').length;
}

/** The first path segment ('components'), or '' for home. */
export function firstSegment(route: string): string {
  return route.split('/').find((segment) => segment !== '') ?? '';
}
