/**
 * Keeps a page's Markdown as its author wrote it, for the Markdown copy of the
 * page, llms-full.txt and the "Copy page as Markdown" button: the front matter
 * is cut off, and the internal and shorthand links are located so that the
 * server can rewrite them to absolute URLs for each reader. Everything else,
 * live examples and directives included, stays as source.
 */
import type { Root as MdastRoot, RootContent } from 'mdast';
import type { MarkdownLink, PageMarkdown } from '../core/bundle';
import { linkKind } from './hast-to-content';

type MdastNode = MdastRoot | RootContent;

function plainText(node: MdastNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child)).join('') : '';
}

/** The Markdown after the front matter, and where its internal and shorthand links are. */
export function markdownSourceOf(tree: MdastRoot, source: string): PageMarkdown {
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  let start = yaml?.position?.end.offset ?? 0;
  // The blank lines between the front matter and the first block.
  while (source[start] === '\n' || source[start] === '\r') start += 1;
  const links: MarkdownLink[] = [];
  const visit = (node: MdastNode) => {
    if (node.type === 'link') {
      const kind = linkKind(node.url);
      const from = node.position?.start.offset;
      const to = node.position?.end.offset;
      // Autolinks (<https://…>) and links without a position are left as written.
      if ((kind === 'internal' || kind === 'shorthand') && from !== undefined && to !== undefined && from >= start) {
        links.push({ start: from - start, end: to - start, kind, href: node.url, text: plainText(node) });
        return;
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return { text: `${source.slice(start).trimEnd()}\n`, links };
}
