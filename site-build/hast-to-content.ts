/**
 * Turns the HTML tree remark-rehype makes of a page body into Harbor's content
 * tree (core/bundle ContentNode), and records the headings and links with their
 * source positions so the build can validate them with file:line:column.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { CodeToken, ContentNode, ContentTag } from '../core/bundle';
import type { CodeFact, HeadingFact, LinkFact, SourcePosition } from '../core/content/source-page';
import { isShorthandHref, parseShorthandText } from '../core/content';
import type { TokenDirective } from '../core/tokens';
import { FIGURE_TAG, TOKEN_TABLE_TAG } from './token-directive';
import { exampleId, parseExampleMeta } from './example-fence';
import { variantsPlaceholder } from './variants-directive';
import { PROPS_TABLE_TAG, propsPlaceholder } from './props-directive';

/** A live example fence, at the line of its opening fence. */
export interface ExampleFact extends SourcePosition {
  readonly id: string;
  readonly code: string;
}

/** A `::props{of="…"}` directive. */
export interface PropsFact extends SourcePosition {
  readonly of: string;
}

export interface FenceProblem extends SourcePosition {
  readonly message: string;
}

export interface ConvertedBody {
  readonly body: ContentNode[];
  readonly headings: HeadingFact[];
  readonly links: LinkFact[];
  readonly codeBlocks: CodeFact[];
  readonly examples: ExampleFact[];
  readonly propsTables: PropsFact[];
  readonly problems: FenceProblem[];
  /** Prose of the page (code blocks left out) for search and word counts. */
  readonly text: string;
  /** The `::tokens` directives, in the order of their placeholder nodes in `body`. */
  readonly tokenDirectives: TokenDirective[];
  /** `::logo` directives whose attributes are wrong. */
  readonly figureProblems: FigureProblem[];
}

export interface FigureProblem extends SourcePosition {
  readonly message: string;
}

/** The brands whose logos the viewer can draw. */
const BRANDS = ['alpine', 'lakeside'];

export type Highlight = (code: string, lang: string) => CodeToken[][];

const KEPT_TAGS = new Set<ContentTag>([
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'h4',
  'h5',
  'h6',
  'img',
  'input',
]);
const BLOCK_TAGS = new Set(['p', 'li', 'th', 'td', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre']);
const CONTAINER_TAGS = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tr', 'blockquote']);
const KEPT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'alt'],
  input: ['type', 'checked', 'disabled'],
  th: ['align'],
  td: ['align'],
  ol: ['start'],
};

const positionOf = (node: Element): SourcePosition => ({
  line: node.position?.start.line ?? 0,
  column: node.position?.start.column ?? 0,
});

export function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'a' && isShorthandHref(String(node.properties['href'] ?? ''))) {
    // Readers see the label (and the pinned tab), not the 'Label|Title/Tab' source form.
    const text = parseShorthandText(node.children.map((child) => textOf(child)).join(''));
    return text.tab === undefined ? text.label : `${text.label} (${text.tab})`;
  }
  if (node.type === 'element' || node.type === 'root') return node.children.map((child) => textOf(child as ElementContent)).join('');
  return '';
}

export function linkKind(href: string): LinkFact['kind'] {
  if (/^(?:https?:|mailto:)/i.test(href)) return 'external';
  if (href.startsWith('/') || href.startsWith('#')) return 'internal';
  if (isShorthandHref(href)) return 'shorthand';
  return 'relative';
}

function attributesOf(node: Element): Record<string, string> | undefined {
  const names = KEPT_ATTRIBUTES[node.tagName];
  if (names === undefined) return undefined;
  const attrs: Record<string, string> = {};
  for (const name of names) {
    const value = node.properties[name];
    if (value === undefined || value === null || value === false) continue;
    attrs[name] = value === true ? '' : String(value);
  }
  return attrs;
}

/** Converts a hast root; `highlight` colours code blocks at build time (docs/portal.md, Content: no highlighter in the browser). */
export function convertBody(root: Root, highlight: Highlight): ConvertedBody {
  const headings: HeadingFact[] = [];
  const links: LinkFact[] = [];
  const codeBlocks: CodeFact[] = [];
  const examples: ExampleFact[] = [];
  const propsTables: PropsFact[] = [];
  const problems: FenceProblem[] = [];
  const prose: string[] = [];
  const tokenDirectives: TokenDirective[] = [];
  const figureProblems: FigureProblem[] = [];

  const convertAll = (nodes: readonly (RootContent | ElementContent)[]): ContentNode[] => nodes.flatMap((node) => convert(node));

  function convert(node: RootContent | ElementContent): ContentNode[] {
    if (node.type === 'text') return node.value === '' ? [] : [{ type: 'text', value: node.value }];
    if (node.type !== 'element') return [];
    const tag = node.tagName;
    if (BLOCK_TAGS.has(tag) && tag !== 'pre') prose.push(textOf(node));

    if (tag === TOKEN_TABLE_TAG) {
      let attributes: Record<string, string> = {};
      try {
        attributes = JSON.parse(String(node.properties['dataAttributes'] ?? '{}')) as Record<string, string>;
      } catch {
        // Written by token-directive.ts, so always JSON; an empty set of attributes is reported as a missing group.
      }
      tokenDirectives.push({ ...positionOf(node), attributes });
      return [{ type: 'tokens', group: attributes['group'] ?? '', rows: [] }];
    }
    if (tag === FIGURE_TAG) {
      const figure = String(node.properties['dataFigure'] ?? '');
      let attributes: Record<string, string> = {};
      try {
        attributes = JSON.parse(String(node.properties['dataAttributes'] ?? '{}')) as Record<string, string>;
      } catch {
        // Written by token-directive.ts, so always JSON.
      }
      if (figure === 'icons') return [{ type: 'icons' }];
      if (figure === 'variants') {
        const placeholder = variantsPlaceholder(attributes, positionOf(node));
        if (!placeholder.ok) figureProblems.push({ ...positionOf(node), message: placeholder.message });
        return placeholder.ok ? [placeholder.node] : [];
      }
      if (figure === 'token-browser') return [{ type: 'token-browser' }];
      if (figure === 'logo') {
        const brand = attributes['brand'] ?? '';
        figureProblems.push(
          ...(BRANDS.includes(brand)
            ? []
            : [{ ...positionOf(node), message: `::logo needs brand="alpine" or brand="lakeside", got "${brand}"` }]),
        );
        return [{ type: 'logo', brand }];
      }
      return [];
    }
    if (tag === 'pre') {
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      const raw = code === undefined ? textOf(node) : textOf(code);
      const classes = code?.properties['className'];
      const langClass = Array.isArray(classes) ? classes.map(String).find((c) => c.startsWith('language-')) : undefined;
      const lang = langClass?.slice('language-'.length) ?? '';
      codeBlocks.push({ ...positionOf(node), lang });
      // A fenced block ends with a newline that is not part of the code.
      const text = raw.endsWith('\n') ? raw.slice(0, -1) : raw;
      const meta = code?.data && 'meta' in code.data ? String(code.data.meta) : null;
      const example = parseExampleMeta(lang, meta);
      if (example !== null && !example.ok) problems.push({ ...positionOf(node), message: example.message });
      if (example?.ok === true) {
        const id = exampleId(text);
        examples.push({ ...positionOf(node), id, code: text });
        return [{ type: 'example', id, ...example.value, code: text, lines: highlight(text, lang) }];
      }
      return [{ type: 'code', lang, code: text, lines: highlight(text, lang) }];
    }
    if (tag === PROPS_TABLE_TAG) {
      const of = String(node.properties['of'] ?? '');
      propsTables.push({ ...positionOf(node), of });
      return [propsPlaceholder(of)];
    }
    if (/^h[1-6]$/.test(tag)) {
      const level = Number(tag.slice(1));
      headings.push({ ...positionOf(node), level, text: textOf(node).trim() });
      if (level === 2 || level === 3) {
        // The id is filled in after every heading is known (anchors depend on earlier ones).
        return [{ type: 'heading', level, id: '', children: convertAll(node.children) }];
      }
      if (level === 1) return [{ type: 'element', tag: 'h4', children: convertAll(node.children) }];
    }
    if (tag === 'a') {
      const href = String(node.properties['href'] ?? '');
      const text = node.children.map((child) => textOf(child)).join('');
      const kind = linkKind(href);
      links.push({ ...positionOf(node), kind, href, text });
      if (kind === 'shorthand') return [{ type: 'shorthand', href, text }];
      if (kind === 'relative') return convertAll(node.children);
      return [{ type: 'link', kind, href, children: convertAll(node.children) }];
    }
    if (KEPT_TAGS.has(tag as ContentTag)) {
      const attrs = attributesOf(node);
      let children = convertAll(node.children);
      // Line breaks between rows or items are not content, and React rejects text inside <tbody> or <tr>.
      if (CONTAINER_TAGS.has(tag)) children = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
      return [{ type: 'element', tag: tag as ContentTag, ...(attrs === undefined ? {} : { attrs }), children }];
    }
    // Anything else (footnote sections, sup, div) keeps its content without its wrapper.
    return convertAll(node.children);
  }

  const body = convertAll(root.children).filter((node) => !(node.type === 'text' && node.value.trim() === ''));
  return {
    body,
    headings,
    links,
    codeBlocks,
    tokenDirectives,
    figureProblems,
    examples,
    propsTables,
    problems,
    text: prose
      .map((p) => p.trim())
      .filter(Boolean)
      .join('\n'),
  };
}

/** Sets the ids of the h2/h3 heading nodes, in document order (headings may sit inside lists or quotes). */
export function assignHeadingIds(body: readonly ContentNode[], ids: readonly string[]): ContentNode[] {
  let next = 0;
  const visit = (node: ContentNode): ContentNode => {
    if (node.type === 'heading') return { ...node, id: ids[next++] ?? '', children: node.children };
    if (node.type === 'element') return { ...node, children: node.children.map(visit) };
    return node;
  };
  return body.map(visit);
}
