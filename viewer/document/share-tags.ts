/**
 * The link and share tags of a document's head: the canonical address, and
 * the OpenGraph and Twitter card of the page (title in the SPEC §2 tab-title
 * format, description, address, site name, image). One share image per
 * brand, drawn by scripts/share-images.ts; a page's own title is in the
 * card's text, so no image per page.
 */
import { DESIGN_SYSTEM_TITLE } from '../../core/page/page-title';
import type { PortalData } from '../../core/portal';
import { ASSETS_PATH, hrefOf, SHARE_IMAGES_DIRECTORY } from '../../core/site/addresses';
import { documentDescription, documentTitle } from './document-head';

/** SPEC §9 App locale en-CH, in the lang attribute's spelling. */
export const DOCUMENT_LANGUAGE = 'en-CH';
/** The same locale as OpenGraph writes it. */
const OPEN_GRAPH_LOCALE = 'en_CH';
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export interface ShareTags {
  /** Absolute canonical address; null for views that are no page of their own (403, 404). */
  readonly canonical: string | null;
  /** [attribute, name, content] of each meta tag, in document order. */
  readonly meta: readonly (readonly ['property' | 'name', string, string])[];
}

/** The published address of a route (core's address contract: home is the portal's root without a trailing slash). */
export function canonicalUrl(origin: string, route: string): string {
  return `${origin}${hrefOf(route)}`;
}

/** The brand a theme belongs to ('alpine-dark' -> 'alpine'), or the site's first brand. */
export function brandOf(data: Pick<PortalData, 'theme' | 'site'>): string {
  const id = data.theme.split('-')[0] ?? '';
  const brands = data.site.brands.map((brand) => brand.id);
  return brands.includes(id) ? id : (brands[0] ?? 'alpine');
}

/**
 * The share image of a brand. Files under the assets path are cached as immutable, and the share images' names
 * carry no content hash as Vite's chunks do, so the build version in the query makes each release's image a new
 * address: a redrawn image is not hidden behind a year-long cached copy.
 */
export function shareImageUrl(origin: string, brand: string, buildVersion: string): string {
  return `${origin}${ASSETS_PATH}/${SHARE_IMAGES_DIRECTORY}/${brand}.png?v=${encodeURIComponent(buildVersion)}`;
}

export function shareTags(data: PortalData, origin: string): ShareTags {
  const kind = data.view.kind;
  const isOwnPage = kind === 'home' || kind === 'section' || kind === 'page';
  const canonical = isOwnPage ? canonicalUrl(origin, data.route) : null;
  const title = documentTitle(data.view, data.theme);
  const description = documentDescription(data);
  const siteName = `${data.site.designSystemName} ${DESIGN_SYSTEM_TITLE}`;
  const image = shareImageUrl(origin, brandOf(data), data.buildVersion);
  const imageAlt = `${siteName} - ${data.site.brands.find((brand) => brand.id === brandOf(data))?.name ?? ''}`;
  const meta: ['property' | 'name', string, string][] = [];
  if (!isOwnPage) meta.push(['name', 'robots', 'noindex']);
  meta.push(['property', 'og:type', kind === 'page' ? 'article' : 'website'], ['property', 'og:title', title]);
  if (description !== null) meta.push(['property', 'og:description', description]);
  if (canonical !== null) meta.push(['property', 'og:url', canonical]);
  meta.push(
    ['property', 'og:site_name', siteName],
    ['property', 'og:locale', OPEN_GRAPH_LOCALE],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(SHARE_IMAGE_WIDTH)],
    ['property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)],
    ['property', 'og:image:alt', imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
  );
  if (description !== null) meta.push(['name', 'twitter:description', description]);
  meta.push(['name', 'twitter:image', image], ['name', 'twitter:image:alt', imageAlt]);
  return { canonical, meta };
}
