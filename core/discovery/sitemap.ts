/**
 * `/designsystem/sitemap.xml` (sitemaps.org 0.9): home, the sections and every
 * public page, with `lastmod` from the page's modified date. A sitemap is for
 * crawlers, which read anonymously, so it lists public pages only, whoever
 * asks: it never names a private page, not even to an authorized reader.
 */
import type { ContentBundle } from '../bundle/content-bundle';
import { readablePages } from '../portal/portal-data';
import { pageUrl } from './page-url';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function entry(url: string, lastmod: string | null): string {
  const date = lastmod !== null && DATE.test(lastmod) ? `<lastmod>${lastmod}</lastmod>` : '';
  return `  <url><loc>${escapeXml(url)}</loc>${date}</url>\n`;
}

/** @example buildSitemap(bundle, 'https://docs.example.ch') // '<?xml version="1.0" encoding="UTF-8"?>\n<urlset …' */
export function buildSitemap(bundle: ContentBundle, origin: string): string {
  const entries = [
    entry(pageUrl(origin, '/'), null),
    ...bundle.sections.map((section) => entry(pageUrl(origin, section.link), null)),
    ...readablePages(bundle, false).map((page) => entry(pageUrl(origin, page.route), page.modifiedDate)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</urlset>\n`;
}
