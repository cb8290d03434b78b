/**
 * Renders content nodes with the viewer's own components: anchored headings,
 * code blocks with a copy button, internal, external and shorthand links,
 * and plain elements with a small set of attributes.
 */
import type { ContentNode } from '../../core/bundle';
import { AnchorHeading } from './AnchorHeading';
import { CodeBlock } from './CodeBlock';
import { ContentElement } from './ContentElement';
import { ContentLink } from './ContentLink';
import { ExampleSlot } from '../examples/ExampleSlot';
import { ShorthandLink } from './ShorthandLink';

export function ContentNodes({ nodes }: { readonly nodes: readonly ContentNode[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: content nodes are static for a page and have no identity of their own
  return nodes.map((node, index) => <ContentNodeView key={index} node={node} />);
}

function ContentNodeView({ node }: { readonly node: ContentNode }) {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'element':
      return (
        <ContentElement tag={node.tag} attrs={node.attrs}>
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
    case 'example':
      return <ExampleSlot node={node} />;
  }
}

/** The text of nodes, for labels ('Section titled …'). */
export function plainText(nodes: readonly ContentNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'code') return node.code;
      if (node.type === 'shorthand') return node.text;
      if (node.type === 'example') return '';
      return plainText(node.children);
    })
    .join('');
}
