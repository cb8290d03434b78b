/**
 * The `::tokens{group="…" brand="…"}` leaf directive (remark-directive):
 * marks its place in the HTML tree as a `hb-token-table` element carrying the
 * attributes, which hast-to-content turns into a token table placeholder that
 * the build fills from the token source (core/tokens token-table.ts).
 *
 * Text directives (`:name`) are not used by Harbor's content, but remark-directive
 * reads one in any prose such as "note:this"; those go back to plain text.
 */
import type { Root } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';

export const TOKEN_TABLE_TAG = 'hb-token-table';
export const TOKEN_DIRECTIVE_NAME = 'tokens';
/**
 * `::icons`, `::logo{brand="…"}` and `::token-browser`: figures the viewer draws from its own icon set, the brand
 * logos and the public token files; `::variants{of="…"}`, a component's variants grid (variants-directive.ts).
 */
export const FIGURE_TAG = 'hb-figure';
export const FIGURE_DIRECTIVES = ['icons', 'logo', 'token-browser', 'variants'] as const;

function attributesOf(node: LeafDirective): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(node.attributes ?? {})) if (typeof value === 'string') attributes[name] = value;
  return attributes;
}

export function remarkTokenDirective() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'leafDirective' && node.name === TOKEN_DIRECTIVE_NAME) {
        node.data = { hName: TOKEN_TABLE_TAG, hProperties: { dataAttributes: JSON.stringify(attributesOf(node)) }, hChildren: [] };
        return;
      }
      if (node.type === 'leafDirective' && (FIGURE_DIRECTIVES as readonly string[]).includes(node.name)) {
        node.data = {
          hName: FIGURE_TAG,
          hProperties: { dataFigure: node.name, dataAttributes: JSON.stringify(attributesOf(node)) },
          hChildren: [],
        };
        return;
      }
      if (node.type === 'textDirective' && parent !== undefined && index !== undefined) {
        const directive = node as TextDirective;
        const label =
          directive.children.length > 0
            ? [{ type: 'text' as const, value: '[' }, ...directive.children, { type: 'text' as const, value: ']' }]
            : [];
        parent.children.splice(index, 1, { type: 'text', value: `:${directive.name}` }, ...(label as never[]));
        return index + 1 + label.length;
      }
      return undefined;
    });
    // Put the text a directive was split from back into one node, as if remark-directive had not read it.
    visit(tree, (node) => {
      if (!('children' in node)) return;
      const merged: (typeof node.children)[number][] = [];
      for (const child of node.children) {
        const last = merged.at(-1);
        if (child.type === 'text' && last?.type === 'text') last.value += child.value;
        else merged.push(child as never);
      }
      node.children = merged as never;
    });
  };
}
