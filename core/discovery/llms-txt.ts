/**
 * `/designsystem/llms.txt` and `/designsystem/llms-full.txt` (the llms.txt
 * format, llmstxt.org): the site's name as the h1, a one-line summary as a
 * blockquote, then per section an h2 listing each page the reader may read as
 * `- [Title](url): description`, linking the page's Markdown copy. The full
 * file holds every such page's Markdown instead. Which pages is core's rule
 * for the pages themselves: an anonymous reader never meets a private one.
 */
import type { ContentBundle, PageRecord, SiteRecord } from '../bundle/content-bundle';
import { readablePages } from '../portal/portal-data';
import { pageHeading, pageMarkdown, type MarkdownReader } from './page-markdown';
import { pageUrl } from './page-url';

/** The summary blockquote: what the site documents, from site.json's names. */
export function siteSummary(site: SiteRecord): string {
  const brands = site.brands.map((brand) => brand.name).join(' and ');
  return `${site.designSystemName} is the design system of the ${brands} online stores: foundations, patterns, components and developer guides, with their design and code guidelines.`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeLabel = (label: string) => label.replace(/[[\]\\]/g, '\\$&');

function header(site: SiteRecord): string {
  return `# ${site.designSystemName}\n\n> ${siteSummary(site)}\n`;
}

/** Readable pages grouped by section, in section then navigation order; sections without any are left out. */
function bySection(bundle: ContentBundle, isAuthorized: boolean): { title: string; pages: PageRecord[] }[] {
  const pages = readablePages(bundle, isAuthorized);
  return bundle.sections
    .map((section) => ({ title: section.title, pages: pages.filter((page) => page.section === section.link) }))
    .filter((group) => group.pages.length > 0);
}

/** @example buildLlmsTxt(bundle, { isAuthorized: false, isDevMode: false, origin: 'https://x.ch' }) // '# Harbor\n\n> Harbor is …' */
export function buildLlmsTxt(bundle: ContentBundle, reader: MarkdownReader): string {
  const sections = bySection(bundle, reader.isAuthorized).map(({ title, pages }) => {
    const lines = pages.map((page) => {
      const description = oneLine(page.description);
      const link = `[${escapeLabel(pageHeading(page))}](${pageUrl(reader.origin, page.route, '.md')})`;
      return `- ${link}${description === '' ? '' : `: ${description}`}\n`;
    });
    return `\n## ${title}\n\n${lines.join('')}`;
  });
  return header(bundle.site) + sections.join('');
}

/** Every page the reader may read, as its Markdown copy, after the same header. */
export function buildLlmsFullTxt(bundle: ContentBundle, reader: MarkdownReader): string {
  const pages = readablePages(bundle, reader.isAuthorized).flatMap((page) => {
    const copy = pageMarkdown(bundle, page.route, reader);
    return copy.status === 200 ? [`\n${copy.text}`] : [];
  });
  return header(bundle.site) + pages.join('');
}
