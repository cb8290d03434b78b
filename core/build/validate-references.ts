/**
 * Checks what a page points at and how it is structured (README, Content,
 * `dsp content validate`): internal links and anchors that lead nowhere,
 * shorthand links that resolve to nothing, relative links, heading levels
 * that skip, and code blocks without a known language.
 */
import type { PageRecord, SectionRecord } from '../bundle/content-bundle';
import { resolveShorthandLink, type SectionNavigation } from '../content';
import { BASE_PATH } from '../site/addresses';
import type { LocatedIssue } from './located-issue';
import type { SourcePage } from './source-page';

export interface ReferenceContext {
  readonly pages: ReadonlyMap<string, PageRecord>;
  readonly sections: readonly SectionRecord[];
  readonly navigation: SectionNavigation;
  /** Languages the highlighter knows; a fence naming another is a typo or needs adding. */
  readonly languages: ReadonlySet<string>;
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

  for (const block of page.codeBlocks) {
    if (block.lang === '') {
      at(block.line, block.column, 'content.codeLanguage', 'code block without a language: write ```tsx, ```css, ```bash ... (or ```text)');
    } else if (!context.languages.has(block.lang)) {
      at(
        block.line,
        block.column,
        'content.codeLanguage',
        `code block language '${block.lang}' is unknown; known: ${[...context.languages].sort().join(', ')}`,
      );
    }
  }
  return issues;
}
