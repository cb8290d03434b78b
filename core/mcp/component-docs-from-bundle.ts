/**
 * The component docs source read from the content build: one entry per
 * topic of the Components section, with the props tables the build filled in
 * from the component package's types, the live examples' source and the
 * import line its pages show; status, since and deprecated props from the
 * component manifest the build keeps beside the pages (core/components).
 */
import type { ContentBundle, ContentNode, PageRecord } from '../bundle';
import type { ComponentEntry } from '../components/manifest';
import { mainComponent } from '../portal/component-status';
import type { ComponentDoc, ComponentDocsSource, ComponentExample, ComponentExport, ComponentProp } from './component-docs-source';

/** The section whose topics are components. */
export const COMPONENTS_SECTION = '/components';

/** The header the build gives every props table (site-build/props-directive.ts), which tells it from other tables. */
const PROPS_HEADER = ['Name', 'Type', 'Default', 'Required', 'Description'];
/** `::props{of="Badge"}` on a line of its own: the Markdown copy keeps the directive where the body has the table. */
const PROPS_DIRECTIVE = /^::props\{of="([^"]+)"\}\s*$/;
const FENCE = /^\s*(```|~~~)/;
const IMPORT_LINE = /^import\s+(?:type\s+)?\{[^}]*\}\s+from\s+'@harbor\/[a-z-]+';?$/;
/** The package the props tables are read from (site-build/component-types.ts), for pages that show no import line. */
const COMPONENT_PACKAGE = '@harbor/react';

type Element = Extract<ContentNode, { type: 'element' }>;

const childrenOf = (node: ContentNode): readonly ContentNode[] => ('children' in node ? node.children : []);

/** Text of a cell; code becomes `code` again, as the JSDoc had it. */
function cellText(node: ContentNode): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tag === 'code') return `\`${childrenOf(node).map(cellText).join('')}\``;
  return childrenOf(node).map(cellText).join('');
}

const plain = (node: ContentNode): string => childrenOf(node).map(cellText).join('').replace(/^`|`$/g, '');

function elementsOf(nodes: readonly ContentNode[], tag: string): Element[] {
  const found: Element[] = [];
  const visit = (node: ContentNode) => {
    if (node.type === 'element' && node.tag === tag) found.push(node);
    else childrenOf(node).forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

function isPropsTable(table: Element): boolean {
  const header = elementsOf(elementsOf([table], 'thead'), 'th').map((cell) => cellText(cell).trim());
  return header.length === PROPS_HEADER.length && header.every((title, index) => title === PROPS_HEADER[index]);
}

function propsOf(table: Element): ComponentProp[] {
  return elementsOf(elementsOf([table], 'tbody'), 'tr').flatMap((row) => {
    const [name, type, defaultValue, required, description] = row.children;
    if (name === undefined || type === undefined || defaultValue === undefined || required === undefined || description === undefined)
      return [];
    const byDefault = plain(defaultValue).trim();
    return [
      {
        name: plain(name),
        type: plain(type),
        defaultValue: byDefault === '—' ? null : byDefault,
        required: cellText(required).trim() === 'Yes',
        description: cellText(description).trim(),
        deprecated: null,
      },
    ];
  });
}

/** The components named by props directives outside code fences, in order. */
function directiveNames(markdown: string): string[] {
  const names: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const opener = FENCE.exec(line)?.[1];
    if (opener !== undefined) {
      if (fence === null) fence = opener;
      else if (opener === fence) fence = null;
      continue;
    }
    const name = fence === null ? PROPS_DIRECTIVE.exec(line)?.[1] : undefined;
    if (name !== undefined) names.push(name);
  }
  return names;
}

/** Each props table of a page paired with the component its directive named (the build fills them in the same order). */
function exportsOf(page: PageRecord, markdown: string): ComponentExport[] {
  const names = directiveNames(markdown);
  const tables = elementsOf(page.body, 'table').filter(isPropsTable);
  return tables.flatMap((table, index) => {
    const name = names[index];
    return name === undefined ? [] : [{ name, props: propsOf(table) }];
  });
}

function nodesOfType<T extends ContentNode['type']>(nodes: readonly ContentNode[], type: T): Extract<ContentNode, { type: T }>[] {
  const found: Extract<ContentNode, { type: T }>[] = [];
  const visit = (node: ContentNode) => {
    if (node.type === type) found.push(node as Extract<ContentNode, { type: T }>);
    childrenOf(node).forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

/** A deprecated prop as get_component says it: what to use instead. */
function withDeprecations(entry: ComponentExport, manifest: readonly ComponentEntry[]): ComponentExport {
  const props = manifest.find((candidate) => candidate.name === entry.name)?.props ?? [];
  return {
    ...entry,
    props: entry.props.map((prop) => {
      const replacement = props.find((candidate) => candidate.name === prop.name)?.deprecated?.replacement;
      return replacement === undefined ? prop : { ...prop, deprecated: `deprecated: use ${replacement} instead` };
    }),
  };
}

function componentOf(pages: readonly PageRecord[], bundle: ContentBundle): ComponentDoc {
  // The Code tab first: it is the page a developer's agent wants.
  const ordered = [...pages].sort((a, b) => Number(b.tab === 'Code') - Number(a.tab === 'Code'));
  const first = ordered[0] as PageRecord;
  const exports = new Map<string, ComponentExport>();
  const examples: ComponentExample[] = [];
  let importLine: string | null = null;
  for (const page of ordered) {
    const markdown = Object.hasOwn(bundle.markdown, page.route) ? (bundle.markdown[page.route]?.text ?? '') : '';
    for (const entry of exportsOf(page, markdown)) if (!exports.has(entry.name)) exports.set(entry.name, entry);
    for (const example of nodesOfType(page.body, 'example')) {
      examples.push({ title: example.title ?? 'Example', source: example.code });
    }
    importLine ??=
      nodesOfType(page.body, 'code')
        .find((code) => IMPORT_LINE.test(code.code.trim()))
        ?.code.trim() ?? null;
  }
  const exported = [...exports.keys()];
  importLine ??= exported.length === 0 ? null : `import { ${exported.join(', ')} } from '${COMPONENT_PACKAGE}';`;
  const routes = new Set(pages.map((page) => page.route));
  const manifest = bundle.components?.components ?? [];
  const main = mainComponent(
    manifest.filter((entry) => entry.route !== null && routes.has(entry.route)),
    first.title,
  );
  return {
    name: first.title,
    description: first.description,
    category: first.category === '' ? null : first.category,
    status: main?.status ?? null,
    since: main?.since ?? null,
    importLine,
    exports: [...exports.values()].map((entry) => withDeprecations(entry, manifest)),
    examples,
    route: first.route,
    routes: ordered.map((page) => page.route),
    isPublic: pages.every((page) => page.isPublic),
  };
}

/**
 * @example componentDocsFromBundle(bundle).components.find((c) => c.name === 'Badge')?.exports[0]?.name // 'Badge'
 */
export function componentDocsFromBundle(bundle: ContentBundle): ComponentDocsSource {
  const topics = new Map<string, PageRecord[]>();
  for (const page of Object.values(bundle.pages)) {
    if (page.section !== COMPONENTS_SECTION) continue;
    const pages = topics.get(page.topic);
    if (pages === undefined) topics.set(page.topic, [page]);
    else pages.push(page);
  }
  return { components: [...topics.values()].map((pages) => componentOf(pages, bundle)) };
}
