/**
 * Absolute URLs of the portal's routes, for files read outside the portal
 * (sitemap, robots.txt, llms.txt, Markdown copies), where a path alone would
 * not lead anywhere.
 */
import { hrefOf } from '../site/addresses';

/**
 * The origin without a trailing slash, followed by the route's path under the base path.
 *
 * @example pageUrl('https://docs.example.ch/', '/components/button-design', '.md')
 * // 'https://docs.example.ch/designsystem/components/button-design.md'
 */
export function pageUrl(origin: string, route: string, suffix = ''): string {
  const base = origin.endsWith('/') ? origin.slice(0, -1) : origin;
  return `${base}${hrefOf(route)}${suffix}`;
}
