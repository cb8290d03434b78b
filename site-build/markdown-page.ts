/**
 * Parses one documentation page: YAML front matter (with line numbers for
 * messages) and the Markdown body, through the unified ecosystem
 * (remark-parse, remark-frontmatter, remark-gfm, remark-rehype).
 */
import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { ContentNode, PageMarkdown } from '../core/bundle';
import { validateFrontMatter, type FrontMatter } from '../core/content/front-matter';
import type { LocatedIssue } from '../core/content/located-issue';
import { buildInPageNavigation, type InPageNavigationItem } from '../core/content';
import type { CodeFact, HeadingFact, LinkFact } from '../core/content/source-page';
import type { TokenDirective } from '../core/tokens';
import { assignHeadingIds, convertBody, type ExampleFact, type Highlight, type PropsFact } from './hast-to-content';
import { remarkTokenDirective } from './token-directive';
import { markdownSourceOf } from './markdown-source';
import { remarkPropsDirective } from './props-directive';
import { anatomyListProblems } from './anatomy-list';

export interface ParsedPage {
  readonly frontMatter: FrontMatter;
  /** Field name -> line of the field in the file, for messages. */
  readonly fieldLines: Readonly<Record<string, number>>;
  readonly body: ContentNode[];
  readonly headings: InPageNavigationItem[];
  readonly headingFacts: HeadingFact[];
  readonly links: LinkFact[];
  readonly codeBlocks: CodeFact[];
  /** `::tokens` directives, filled in by the build from the token source. */
  readonly tokenDirectives: TokenDirective[];
  /** Live examples and props directives, checked against the component package after parsing (component-types.ts). */
  readonly examples: ExampleFact[];
  readonly propsTables: PropsFact[];
  readonly text: string;
  /** The Markdown as written, front matter removed, for the page's Markdown copy. */
  readonly markdown: PageMarkdown;
}

export interface ParsedPageResult {
  /** Null when the front matter is missing or invalid. */
  readonly page: ParsedPage | null;
  readonly issues: LocatedIssue[];
}

// The props directive restores stray text directives exactly as written, so it runs before the token directive.
const markdown = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkPropsDirective)
  .use(remarkTokenDirective);
const toHtmlTree = unified().use(remarkRehype);

function readFrontMatter(tree: MdastRoot, file: string): { data: unknown; fieldLines: Record<string, number>; issues: LocatedIssue[] } {
  const node = tree.children[0];
  if (node?.type !== 'yaml') return { data: null, fieldLines: {}, issues: [] };
  // The YAML starts on the line after the opening ---.
  const firstLine = (node.position?.start.line ?? 1) + 1;
  const lineCounter = new LineCounter();
  const document = parseDocument(node.value, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // The first error only: YAML's later ones follow from it, and a broken page is one problem.
  const issues: LocatedIssue[] = document.errors.slice(0, 1).map((error) => {
    const at = lineCounter.linePos(error.pos[0]);
    return {
      file,
      line: firstLine + at.line - 1,
      column: at.col,
      code: 'frontMatter.yaml',
      message: `front matter is not valid YAML: ${error.message.split('\n')[0] ?? ''}`,
    };
  });
  // No prototype: a '__proto__' key is a field like any other, whose line is a number.
  const fieldLines: Record<string, number> = Object.create(null) as Record<string, number>;
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (isScalar(pair.key) && pair.key.range)
        fieldLines[String(pair.key.value)] = firstLine + lineCounter.linePos(pair.key.range[0]).line - 1;
    }
  }
  if (issues.length > 0) return { data: undefined, fieldLines, issues };
  try {
    return { data: document.toJS(), fieldLines, issues };
  } catch (error) {
    // toJS throws on an alias to no anchor and on an alias bomb (more than 100 aliases resolved): a problem of the
    // page, reported at its front matter rather than crashing the build (found by the property tests, docs/reliability.md).
    const message = `front matter is not valid YAML: ${(error as Error).message}`;
    return { data: undefined, fieldLines, issues: [{ file, line: firstLine, column: 1, code: 'frontMatter.yaml', message }] };
  }
}

/** Parses a page; `issues` holds every problem found, with file:line:column. */
export function parseMarkdownPage(file: string, source: string, highlight: Highlight): ParsedPageResult {
  // The source goes along so that directive plugins can give stray text directives their text back.
  const tree = markdown.runSync(markdown.parse(source), { value: source }) as MdastRoot;
  const front = readFrontMatter(tree, file);
  const issues: LocatedIssue[] = [...front.issues];
  const located = (line: number, column: number, code: string, message: string): LocatedIssue => ({ file, line, column, code, message });
  let frontMatter: FrontMatter | null = null;
  if (front.issues.length === 0) {
    const checked = validateFrontMatter(front.data);
    if (checked.ok) frontMatter = checked.value;
    else {
      for (const issue of checked.issues) {
        const field = typeof issue.path?.[0] === 'string' ? issue.path[0] : '';
        issues.push({ file, line: front.fieldLines[field] ?? 1, column: 1, code: issue.code, message: issue.message });
      }
    }
  }
  // The YAML node has no HTML form; left in, remark-rehype would print it as text.
  const bodyTree: MdastRoot = { ...tree, children: tree.children.filter((node) => node.type !== 'yaml') };
  const converted = convertBody(toHtmlTree.runSync(bodyTree) as never, highlight);
  for (const problem of converted.figureProblems) issues.push(located(problem.line, problem.column, 'content.directive', problem.message));
  for (const problem of converted.problems)
    issues.push({ file, line: problem.line, column: problem.column, code: 'example.fence', message: problem.message });
  for (const problem of anatomyListProblems(converted.body)) {
    const at = converted.examples.find((example) => example.id === problem.id);
    issues.push(located(at?.line ?? 1, at?.column ?? 1, 'example.anatomy', problem.message));
  }
  const anchored = converted.headings.filter((h) => h.level === 2 || h.level === 3);
  const headings = buildInPageNavigation(anchored.map((h) => ({ level: h.level === 2 ? 'h2' : 'h3', text: h.text })));
  const body = assignHeadingIds(
    converted.body,
    headings.map((h) => h.link.slice(1)),
  );
  if (frontMatter === null) return { page: null, issues };
  return {
    page: {
      frontMatter,
      fieldLines: front.fieldLines,
      body,
      headings,
      headingFacts: converted.headings,
      links: converted.links,
      codeBlocks: converted.codeBlocks,
      tokenDirectives: converted.tokenDirectives,
      examples: converted.examples,
      propsTables: converted.propsTables,
      text: converted.text,
      markdown: markdownSourceOf(tree, source),
    },
    issues,
  };
}
