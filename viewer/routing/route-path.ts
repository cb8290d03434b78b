/**
 * The client router's view of a route (a path without the base, SPEC §2 Route
 * shapes): its hash and its segments. Route ↔ URL conversion is the address
 * contract in core/site/addresses.ts.
 */

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
