/**
 * `/robots.txt`: crawlers may read the portal but not its search API, and
 * find the pages through the sitemap. It names no route of a page, so it
 * cannot give a private one away.
 */
import { API_PATH } from '../site/addresses';
import { pageUrl } from './page-url';

/** @example buildRobotsTxt('https://docs.example.ch') // 'User-agent: *\nDisallow: /designsystem/api/\n\nSitemap: https://docs.example.ch/designsystem/sitemap.xml\n' */
export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: ${API_PATH}/\n\nSitemap: ${pageUrl(origin, '/sitemap.xml')}\n`;
}
