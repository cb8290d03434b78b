/**
 * Renders content nodes with the viewer's own components: anchored headings,
 * code blocks with a copy button, internal, external and shorthand links,
 * and plain elements with a small set of attributes.
 */
import { memo } from 'react';
import type { ContentNode } from '../../core/bundle';
import { AnchorHeading } from './AnchorHeading';
import { CodeBlock } from './CodeBlock';
import { ContentElement } from './ContentElement';
import { ContentLink } from './ContentLink';
import { ExampleSlot, VariantGridSlot } from '../examples/ExampleSlot';
import { ShorthandLink } from './ShorthandLink';
import { figureSlot } from './figure-slot';
import './figures.css';

export function ContentNodes({ nodes }: { readonly nodes: readonly ContentNode[] }) {
  return groupVerdicts(nodes).map((item, index) =>
    Array.isArray(item) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: content nodes are static for a page and have no identity of their own
      <div key={index} className="verdict-pair">
        {item.map((node) => (
          <ContentNodeView key={node.type === 'example' ? node.id : ''} node={node} />
        ))}
      </div>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: content nodes are static for a page and have no identity of their own
      <ContentNodeView key={index} node={item} />
    ),
  );
}

const isVerdict = (node: ContentNode | undefined) => node?.type === 'example' && node.verdict !== undefined;

/** Do and Don't examples written one after the other (blank text between them aside) go side by side as a pair. */
function groupVerdicts(nodes: readonly ContentNode[]): (ContentNode | ContentNode[])[] {
  const grouped: (ContentNode | ContentNode[])[] = [];
  for (const node of nodes) {
    const last = grouped.at(-1);
    if (node.type === 'text' && node.value.trim() === '' && Array.isArray(last)) continue;
    if (isVerdict(node)) {
      if (Array.isArray(last)) last.push(node);
      else grouped.push([node]);
    } else grouped.push(node);
  }
  return grouped;
}

/**
 * Memoised by node: a page refreshed by the dev server keeps the objects of the nodes an edit left alone
 * (routing/content-refresh.ts), so only the changed ones render again; a page's own nodes never change otherwise.
 */
const ContentNodeView = memo(function ContentNodeView({ node }: { readonly node: ContentNode }) {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'element':
      return (
        <ContentElement tag={node.tag} attrs={node.attrs} label={node.tag === 'table' ? tableLabel(node.children) : undefined}>
          {node.children.length > 0 ? <ContentNodes nodes={node.children} /> : null}
        </ContentElement>
      );
    case 'heading':
      return (
        <AnchorHeading level={node.level} id={node.id} text={plainText(node.children)}>
          <ContentNodes nodes={node.children} />
        </AnchorHeading>
      );
    case 'code':
      return <CodeBlock node={node} />;
    case 'link':
      return (
        <ContentLink kind={node.kind} href={node.href}>
          <ContentNodes nodes={node.children} />
        </ContentLink>
      );
    case 'shorthand':
      return <ShorthandLink href={node.href} text={node.text} />;
    // The figures are a chunk of their own, loaded with the pages that hold one (figure-slot.ts).
    case 'tokens': {
      const { TokenTable } = figureSlot.get();
      return <TokenTable node={node} />;
    }
    case 'icons': {
      const { IconSet } = figureSlot.get();
      return <IconSet />;
    }
    case 'token-browser': {
      const { TokenBrowser } = figureSlot.get();
      return <TokenBrowser />;
    }
    case 'logo': {
      const { LogoSheet } = figureSlot.get();
      return <LogoSheet brand={node.brand} />;
    }
    case 'example':
      return <ExampleSlot node={node} />;
    case 'variants':
      return <VariantGridSlot node={node} />;
  }
});

/** Names a table's scroll region after its column headings ('Table: Token, Value, Used for'). */
function tableLabel(children: readonly ContentNode[]): string {
  const head = children.find((child) => child.type === 'element' && child.tag === 'thead');
  const row = head?.type === 'element' ? head.children[0] : undefined;
  const cells = row?.type === 'element' ? row.children.map((cell) => plainText([cell]).trim()).filter(Boolean) : [];
  return cells.length === 0 ? 'Table' : `Table: ${cells.join(', ')}`;
}

/** The text of nodes, for labels ('Section titled …'). */
export function plainText(nodes: readonly ContentNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'code') return node.code;
      if (node.type === 'shorthand') return node.text;
      if (node.type === 'tokens') return node.rows.map((row) => row.variable).join(' ');
      if (node.type === 'icons' || node.type === 'logo' || node.type === 'token-browser') return '';
      if (node.type === 'example' || node.type === 'variants') return '';
      return plainText(node.children);
    })
    .join('');
}
