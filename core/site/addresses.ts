/**
 * Addresses (SPEC §2 Route shapes): where the portal lives and how a route
 * (a path without the base, '/' for home) becomes a URL path and back. The
 * server, the viewer, the build and the CLI all take their addresses from
 * here, so one trailing-slash rule holds everywhere: a canonical URL has no
 * trailing slash, home included, and a link never takes a redirect hop.
 */

/** The whole portal lives under this path. */
export const BASE_PATH = '/designsystem';

/** The folder of the client build (Vite's assetsDir) that is served under ASSETS_PATH. */
export const ASSETS_DIRECTORY = 'assets';

/** The built client (content-hashed scripts, stylesheets) and the content images are served under this path. */
export const ASSETS_PATH = `${BASE_PATH}/${ASSETS_DIRECTORY}`;

/** Inside ASSETS_DIRECTORY, the chunks of live examples on private pages, which only authorized readers may load (SPEC §6). */
export const PRIVATE_ASSETS_DIRECTORY = 'private';

/** Where those chunks are served. */
export const PRIVATE_ASSETS_PATH = `${ASSETS_PATH}/${PRIVATE_ASSETS_DIRECTORY}`;

/** Inside ASSETS_DIRECTORY, the share image of each brand ('{brand}.png', drawn by scripts/share-images.ts). */
export const SHARE_IMAGES_DIRECTORY = 'share';

/** Inside ASSETS_DIRECTORY, the product pictures the examples show (viewer/public/assets/products/), the same for every reader. */
export const PRODUCT_IMAGES_DIRECTORY = 'products';

/** The JSON API lives under this path (SPEC §7). */
export const API_PATH = `${BASE_PATH}/api`;

/** `GET` here searches (SPEC §7 Search). */
export const SEARCH_API_PATH = `${API_PATH}/search`;

/** Each theme's design tokens are served under this path as `{theme}.css` and `{theme}.json`. */
export const TOKENS_PATH = `${BASE_PATH}/tokens`;

/** The Model Context Protocol endpoint for coding agents (stateless Streamable HTTP, POST only). */
export const MCP_PATH = `${BASE_PATH}/mcp`;

/** The liveness probe. */
export const HEALTH_PATH = `${BASE_PATH}/healthz`;

/** A page URL with this suffix asks for the page's data instead of its HTML. */
export const PAGE_DATA_SUFFIX = '.json';

/**
 * The canonical URL path of a route, with an optional '#hash' carried along.
 * @example hrefOf('/') // '/designsystem'
 * @example hrefOf('/components/button-design#sizes') // '/designsystem/components/button-design#sizes'
 */
export function hrefOf(route: string): string {
  if (route === '/' || route.startsWith('/#')) return `${BASE_PATH}${route.slice(1)}`;
  return `${BASE_PATH}${route}`;
}

/** The URL path of a route's page data: its canonical path plus PAGE_DATA_SUFFIX ('/designsystem.json' for home). */
export function pageDataHref(route: string): string {
  return `${hrefOf(route)}${PAGE_DATA_SUFFIX}`;
}

/**
 * The route a URL path under the base names, trailing slashes dropped; null outside the portal.
 * @example routeOf('/designsystem/components/') // '/components'
 */
export function routeOf(pathname: string): string | null {
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return null;
  const rest = withoutTrailingSlashes(pathname.slice(BASE_PATH.length));
  return rest === '' ? '/' : rest;
}

/**
 * The text without the slashes it ends in. A loop, not /\/+$/: V8 retries that
 * regex from every slash of a run, which is quadratic, and a 16 KB path of
 * slashes took a quarter of a second of the event loop (found by the HTTP fuzz test).
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end -= 1;
  return text.slice(0, end);
}
