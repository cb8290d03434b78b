/**
 * Checks what a page points at and how it is structured (docs/portal.md, Content,
 * `dsp content validate`): internal links and anchors that lead nowhere,
 * shorthand links that resolve to nothing, relative links, heading levels
 * that skip, and code blocks without a known language (a warning: they are
 * shown as plain text). A link to a page that failed to parse is not reported:
 * that page's own error says what is wrong, once.
 */
import type { PageRecord, SectionRecord } from '../bundle/content-bundle';
import { parseShorthandHref, resolveShorthandLink, type SectionNavigation } from '../content';
import { BASE_PATH } from '../site/addresses';
import type { LocatedIssue } from './located-issue';
import type { SourcePage } from './source-page';

export interface ReferenceContext {
  readonly pages: ReadonlyMap<string, PageRecord>;
  readonly sections: readonly SectionRecord[];
  readonly navigation: SectionNavigation;
  /** Languages the highlighter knows; a fence naming another is a typo or needs adding. */
  readonly languages: ReadonlySet<string>;
  /** Pages that failed to parse: links to them are not reported again. */
  readonly unparsed?: UnparsedPages;
}

/** What is known of the pages that failed to parse, to recognise links to them. */
export interface UnparsedPages {
  /** Their routes and topic routes, e.g. '/components/button-design' and '/components/button'. */
  readonly routes: ReadonlySet<string>;
  /** Section segment -> names a shorthand link may call them by, lower case: the folder name with spaces, the title if readable. */
  readonly names: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Whether an unresolved shorthand href names a page that failed to parse. */
function namesUnparsed(href: string, unparsed: UnparsedPages | undefined): boolean {
  const parsed = parseShorthandHref(href);
  const last = parsed?.path[parsed.path.length - 1];
  if (parsed === null || last === undefined || unparsed === undefined) return false;
  const names = unparsed.names.get(parsed.section.replaceAll(' ', '-'));
  return names?.has(last) === true;
}

function anchorsOf(page: PageRecord | undefined): Set<string> {
  return new Set((page?.headings ?? []).map((heading) => heading.link.slice(1)));
}

function checkInternal(page: SourcePage, href: string, context: ReferenceContext): string | null {
  const hash = href.indexOf('#');
  let route = hash === -1 ? href : href.slice(0, hash);
  const anchor = hash === -1 ? null : decodeURIComponent(href.slice(hash + 1));
  if (route.startsWith(BASE_PATH)) route = route.slice(BASE_PATH.length) || '/';
  if (route === '') route = page.location.route;
  const isSection = route === '/' || context.sections.some((section) => section.link === route);
  if (context.unparsed?.routes.has(route) === true) return null;
  const target = context.pages.get(route);
  if (target === undefined && !isSection) return `link ${href} leads nowhere: no page has the route ${route}`;
  if (anchor !== null && anchor !== '' && !anchorsOf(target).has(anchor)) {
    return `link ${href} leads nowhere: ${route} has no heading with the anchor #${anchor}`;
  }
  return null;
}

/** Every reference and structure problem of one page. */
export function validateReferences(page: SourcePage, context: ReferenceContext): LocatedIssue[] {
  const issues: LocatedIssue[] = [];
  const at = (line: number, column: number, code: string, message: string) => issues.push({ file: page.file, line, column, code, message });

  for (const link of page.links) {
    if (link.kind === 'internal') {
      const problem = checkInternal(page, link.href, context);
      if (problem !== null) at(link.line, link.column, 'content.brokenLink', problem);
    } else if (link.kind === 'relative') {
      at(
        link.line,
        link.column,
        'content.relativeLink',
        `relative link '${link.href}': use a route such as /components/button-design or a shorthand link such as Components/Button`,
      );
    } else if (link.kind === 'shorthand') {
      // It must lead somewhere in both modes, since readers switch dev mode at will.
      for (const isDevMode of [false, true]) {
        const resolved = resolveShorthandLink({
          href: link.href,
          text: link.text,
          navigation: context.navigation,
          isDevMode,
          isAuthorized: true,
        });
        if (resolved.kind === 'unresolved') {
          if (namesUnparsed(link.href, context.unparsed)) break;
          at(
            link.line,
            link.column,
            'content.brokenShorthand',
            `shorthand link [${link.text}](${link.href}) resolves to no page${isDevMode ? ' in dev mode' : ''}: the href is Section/Title with a page title of that section`,
          );
          break;
        }
      }
    }
  }

  let previous = 1;
  for (const heading of page.headingFacts) {
    if (heading.level === 1) {
      at(
        heading.line,
        heading.column,
        'content.headingH1',
        `heading '${heading.text}' is an h1: the page title is the h1, start sections at ##`,
      );
    } else if (heading.level > previous + 1) {
      at(
        heading.line,
        heading.column,
        'content.headingSkip',
        `heading '${heading.text}' skips from h${previous} to h${heading.level}; use h${previous + 1}`,
      );
    }
    previous = heading.level;
  }

  // Warnings: content written for other tools has such blocks, and plain text is a fair rendering of them.
  const warn = (line: number, column: number, message: string) =>
    issues.push({ file: page.file, line, column, code: 'content.codeLanguage', message, severity: 'warning' });
  for (const block of page.codeBlocks) {
    if (block.lang === '') {
      warn(block.line, block.column, 'code block without a language, shown as plain text: write ```tsx, ```css, ```bash ... or ```text');
    } else if (!context.languages.has(block.lang)) {
      warn(
        block.line,
        block.column,
        `code block language '${block.lang}' has no grammar, shown as plain text: use a language Shiki bundles (https://shiki.style/languages) or text`,
      );
    }
  }
  return issues;
}
