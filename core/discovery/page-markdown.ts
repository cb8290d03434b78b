/**
 * A page as Markdown, for one reader (the `<route>.md` copy, llms-full.txt and
 * the "Copy page as Markdown" button): the title as the h1, the description,
 * then the body as its author wrote it, with internal and shorthand links
 * rewritten to absolute URLs. The gate is core's page view itself, so the
 * Markdown copy of a page answers exactly as the page does: 403 for a private
 * page to an anonymous reader, 404 for anything that is not a page.
 */
import type { ContentBundle, MarkdownLink, PageMarkdown, PageRecord } from '../bundle/content-bundle';
import { resolveShorthandLink, type SectionNavigation } from '../content/shorthand-link';
import { buildPortalData, mayRead } from '../portal/portal-data';
import { carriedNavigation } from '../portal/page-navigation';
import { BASE_PATH } from '../site/addresses';
import { pageUrl } from './page-url';

export interface MarkdownReader {
  readonly isAuthorized: boolean;
  readonly isDevMode: boolean;
  /** Origin the absolute URLs start with, e.g. 'https://docs.example.ch'. */
  readonly origin: string;
}

export type MarkdownCopy = { readonly status: 200; readonly text: string } | { readonly status: 403 | 404 };

/** The media type of a Markdown copy (RFC 7763). */
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

interface LinkContext extends MarkdownReader {
  readonly bundle: ContentBundle;
  readonly page: PageRecord;
  /** The navigation this reader may see: a shorthand link to anything else is unresolved. */
  readonly navigation: SectionNavigation;
}

const escapeLabel = (label: string) => label.replace(/[[\]\\]/g, '\\$&');

/** The page title as the h1 and llms.txt link text: tab siblings share a title, so the tab is named. */
export function pageHeading(page: PageRecord): string {
  return page.tab === null ? page.title : `${page.title} (${page.tab})`;
}

/** An internal link's absolute URL, or null when it leads to nothing this reader may read. */
function internalUrl(link: MarkdownLink, context: LinkContext): string | null {
  const hash = link.href.indexOf('#');
  let route = hash === -1 ? link.href : link.href.slice(0, hash);
  const anchor = hash === -1 ? '' : link.href.slice(hash);
  if (route === BASE_PATH || route.startsWith(`${BASE_PATH}/`)) route = route.slice(BASE_PATH.length) || '/';
  if (route === '') route = context.page.route;
  const { bundle } = context;
  const isSection = route === '/' || bundle.sections.some((section) => section.link === route);
  const target = Object.hasOwn(bundle.pages, route) ? bundle.pages[route] : undefined;
  if (!isSection && (target === undefined || !mayRead(target, context.isAuthorized))) return null;
  return pageUrl(context.origin, route, anchor);
}

function rewrite(link: MarkdownLink, context: LinkContext): string {
  if (link.kind === 'internal') {
    const url = internalUrl(link, context);
    return url === null ? escapeLabel(link.text) : `[${escapeLabel(link.text)}](${url})`;
  }
  const resolved = resolveShorthandLink({
    href: link.href,
    text: link.text,
    navigation: context.navigation,
    isDevMode: context.isDevMode,
    isAuthorized: context.isAuthorized,
  });
  // SPEC §8: an unresolvable shorthand link is its label as plain text.
  if (resolved.kind === 'unresolved') return escapeLabel(resolved.label);
  return `[${escapeLabel(`${resolved.label}${resolved.tabSuffix ?? ''}`)}](${pageUrl(context.origin, resolved.url)})`;
}

/** The body with every located link rewritten; the rest is kept byte for byte. */
function rewriteLinks(source: PageMarkdown, context: LinkContext): string {
  const links = [...source.links].sort((a, b) => a.start - b.start);
  let text = '';
  let at = 0;
  for (const link of links) {
    if (link.start < at || link.end > source.text.length) continue;
    text += source.text.slice(at, link.start) + rewrite(link, context);
    at = link.end;
  }
  return text + source.text.slice(at);
}

function composePage(page: PageRecord, source: PageMarkdown, context: LinkContext): string {
  const description = page.description.trim();
  return `# ${pageHeading(page)}\n\n${description === '' ? '' : `${description}\n\n`}${rewriteLinks(source, context)}`;
}

/**
 * The Markdown copy of a route for a reader, gated as the page is.
 *
 * @example pageMarkdown(bundle, '/foundations/logos', { isAuthorized: false, isDevMode: false, origin: 'https://x.ch' })
 * // { status: 403 }
 */
export function pageMarkdown(bundle: ContentBundle, route: string, reader: MarkdownReader): MarkdownCopy {
  const data = buildPortalData(bundle, {
    route,
    isAuthorized: reader.isAuthorized,
    isDevMode: reader.isDevMode,
    theme: bundle.site.defaultTheme,
    buildVersion: '',
  });
  if (data.view.kind === 'not-authorized') return { status: 403 };
  if (data.view.kind !== 'page') return { status: 404 };
  const source = Object.hasOwn(bundle.markdown, route) ? bundle.markdown[route] : undefined;
  if (source === undefined) return { status: 404 };
  return {
    status: 200,
    text: composePage(data.view.page, source, { ...reader, bundle, page: data.view.page, navigation: carriedNavigation(data) }),
  };
}
