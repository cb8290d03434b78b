/**
 * The `::props{of="Button"}` directive (content/README.md Props tables): a
 * remark plugin that marks it for the HTML tree, the placeholder table the
 * page gets while parsing, and the table filled in once the component types
 * have been read (component-types.ts). Text directives that remark-directive
 * finds in ordinary prose (`a:b`) go back to the text they were written as.
 */
import type { Root as MdastRoot, RootContent, Text } from 'mdast';
import { type ContentNode, PROPS_CELL_LABEL_ATTRIBUTE, PROPS_TABLE_KIND, PROPS_TABLE_KIND_ATTRIBUTE } from '../core/bundle';
import { descriptionParts, replacementOf } from '../core/components';
import type { PropRow } from '../ui/build/props-reader';
import { typeWords, unionMembers } from './union-members';

/** The element the directive becomes in the HTML tree, read by hast-to-content. */
export const PROPS_TABLE_TAG = 'harbor-props';
const PLACEHOLDER_ATTRIBUTE = 'data-props-of';

type Parent = { children: RootContent[] };

/** remark plugin: `::props{of="X"}` becomes `<harbor-props of="X">`; stray text directives become their text again. */
export function remarkPropsDirective() {
  return (tree: MdastRoot, file: { value?: unknown }) => {
    const source = typeof file.value === 'string' ? file.value : '';
    const visit = (parent: Parent) => {
      parent.children = parent.children.map((node) => {
        if (node.type === 'leafDirective' && node.name === 'props') {
          const of = node.attributes?.['of'] ?? '';
          node.data = { hName: PROPS_TABLE_TAG, hProperties: { of }, hChildren: [] };
          return node;
        }
        if (node.type === 'textDirective') {
          const start = node.position?.start.offset;
          const end = node.position?.end.offset;
          const value = start === undefined || end === undefined ? `:${node.name}` : source.slice(start, end);
          return { type: 'text', value, ...(node.position ? { position: node.position } : {}) } satisfies Text;
        }
        if ('children' in node) visit(node as Parent);
        return node;
      });
      // A restored directive leaves its text in pieces; one text node again, as without the plugin.
      parent.children = parent.children.reduce<RootContent[]>((merged, node) => {
        const last = merged[merged.length - 1];
        if (last?.type === 'text' && node.type === 'text') {
          merged[merged.length - 1] = {
            ...last,
            value: last.value + node.value,
            ...(last.position && node.position ? { position: { start: last.position.start, end: node.position.end } } : {}),
          };
        } else merged.push(node);
        return merged;
      }, []);
    };
    visit(tree as Parent);
  };
}

/** What the page holds until the component types are read. */
export function propsPlaceholder(of: string): ContentNode {
  return { type: 'element', tag: 'table', attrs: { [PLACEHOLDER_ATTRIBUTE]: of }, children: [] };
}

const text = (value: string): ContentNode => ({ type: 'text', value });
const cell = (tag: 'th' | 'td', children: ContentNode[], label?: string): ContentNode => ({
  type: 'element',
  tag,
  ...(label === undefined ? {} : { attrs: { [PROPS_CELL_LABEL_ATTRIBUTE]: label } }),
  children,
});
const code = (value: string): ContentNode => ({ type: 'element', tag: 'code', children: [text(value)] });
const row = (cells: ContentNode[]): ContentNode => ({ type: 'element', tag: 'tr', children: cells });

/** `backticks` in a JSDoc description become code, as they would in Markdown (core/components/description-parts.ts). */
const described = (description: string): ContentNode[] =>
  descriptionParts(description).map((part) => (part.isCode ? code(part.text) : text(part.text)));

const HEADER = ['Name', 'Type', 'Default', 'Required', 'Description'] as const;

/**
 * A type as code spans that each stay on one line (article.css), so a name or literal never breaks inside itself: one
 * per member of its union, where a no-break space glues each `|` to the member before it and the space after it is
 * where a line may end; a member with spaces (a handler's signature) one span per word, breaking at its spaces.
 */
function typeCell(type: string): ContentNode[] {
  const member = (words: readonly string[]) => words.flatMap((word, i) => (i === 0 ? [code(word)] : [text(' '), code(word)]));
  return unionMembers(type).flatMap((one, i) => [...(i === 0 ? [] : [text('\u00a0| ')]), ...member(typeWords(one))]);
}

/** A deprecated prop's name struck through, and its description led by what to use instead (docs/components.md). */
function deprecatedCells(prop: PropRow): { name: ContentNode[]; description: ContentNode[] } {
  if (prop.deprecated === undefined) return { name: [code(prop.name)], description: described(prop.description) };
  const replacement = replacementOf(prop.deprecated);
  const notice: ContentNode = {
    type: 'element',
    tag: 'strong',
    children: replacement === null ? [text('Deprecated.')] : [text('Deprecated: use '), code(replacement), text(' instead.')],
  };
  return {
    name: [{ type: 'element', tag: 'del', children: [code(prop.name)] }],
    description: [notice, ...(prop.description === '' ? [] : [text(' '), ...described(prop.description)])],
  };
}

/** The table of a component's props: name, type, default, required, description. */
export function propsTable(rows: readonly PropRow[]): ContentNode {
  const head: ContentNode = { type: 'element', tag: 'thead', children: [row(HEADER.map((title) => cell('th', [text(title)])))] };
  const body: ContentNode = {
    type: 'element',
    tag: 'tbody',
    children: rows.map((prop) => {
      const cells = deprecatedCells(prop);
      return row([
        cell('td', cells.name, HEADER[0]),
        cell('td', typeCell(prop.type), HEADER[1]),
        cell('td', prop.defaultValue === null ? [text('—')] : [code(prop.defaultValue)], HEADER[2]),
        cell('td', [text(prop.required ? 'Yes' : 'No')], HEADER[3]),
        cell('td', cells.description, HEADER[4]),
      ]);
    }),
  };
  return { type: 'element', tag: 'table', attrs: { [PROPS_TABLE_KIND_ATTRIBUTE]: PROPS_TABLE_KIND }, children: [head, body] };
}

/** The body with every placeholder replaced by its component's table (unknown components are reported elsewhere). */
export function fillPropsTables(
  body: readonly ContentNode[],
  rowsOf: (component: string) => readonly PropRow[] | undefined,
): ContentNode[] {
  const visit = (node: ContentNode): ContentNode => {
    if (node.type === 'element' && node.tag === 'table' && node.attrs?.[PLACEHOLDER_ATTRIBUTE] !== undefined) {
      return propsTable(rowsOf(node.attrs[PLACEHOLDER_ATTRIBUTE]) ?? []);
    }
    if (node.type === 'element' || node.type === 'heading' || node.type === 'link') return { ...node, children: node.children.map(visit) };
    return node;
  };
  return body.map(visit);
}
