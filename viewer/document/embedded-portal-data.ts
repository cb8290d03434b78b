/**
 * The page data a document embeds (docs/performance.md, First paint): of a documentation page, all of it but the
 * article's content tree and the navigation entries' search terms.
 * - The article is in the document's markup already, and the first load shows that markup as it is
 *   (article/static-article.ts), so the tree is needed only later: by the app's hydration (when the page is idle or
 *   on the reader's first intent), or by an "All themes" fold opened before it. The client fetches the whole page
 *   data when the tree is first needed (routing/first-page-body.ts).
 * - A navigation entry's terms are read by a section's cards only (views/SectionView.tsx), never by a page's view.
 * Together they are most of a component page's data (52 of 77 KB on Button's design page); without them that page's
 * HTML fits the first round trip of a phone's new connection.
 */
import type { ContentNode } from '../../core/bundle';
import type { NavigationItem } from '../../core/navigation';
import type { PortalData } from '../../core/portal';
import { holdsNodeOf } from '../article/static-article';

export interface EmbeddedPortalData extends PortalData {
  /**
   * Present when `view.page.body` was left out (it is then empty): the types of the nodes it holds, nested ones
   * included, which answer what the first load asks of it (which code a page needs, whether it has variants grids).
   */
  readonly deferredBody?: { readonly types: readonly ContentNode['type'][] };
}

function collectTypes(nodes: readonly ContentNode[], into: Set<ContentNode['type']>): Set<ContentNode['type']> {
  for (const node of nodes) {
    into.add(node.type);
    if ('children' in node) collectTypes(node.children, into);
  }
  return into;
}

/**
 * @example
 * embeddedPortalData(buttonDesignData).view.page.body // []
 * embeddedPortalData(buttonDesignData).navigation['components']?.[0]?.terms // []
 * embeddedPortalData(buttonDesignData).deferredBody?.types.includes('variants') // true
 */
export function embeddedPortalData(data: PortalData): EmbeddedPortalData {
  if (data.view.kind !== 'page') return data;
  const navigation = Object.fromEntries(Object.entries(data.navigation).map(([section, items]) => [section, withoutTerms(items)]));
  if (data.view.page.body.length === 0) return { ...data, navigation };
  const types = [...collectTypes(data.view.page.body, new Set())].sort();
  return { ...data, navigation, view: { ...data.view, page: { ...data.view.page, body: [] } }, deferredBody: { types } };
}

function withoutTerms(items: readonly NavigationItem[]): NavigationItem[] {
  return items.map(({ children, ...item }) => ({
    ...item,
    terms: [],
    ...(children === undefined ? {} : { children: withoutTerms(children) }),
  }));
}

/** Whether the page's body holds a node of one of `types`, whether or not the body was left out. */
export function bodyHolds(data: EmbeddedPortalData, types: ReadonlySet<ContentNode['type']>): boolean {
  if (data.view.kind !== 'page') return false;
  if (data.deferredBody !== undefined) return data.deferredBody.types.some((type) => types.has(type));
  return holdsNodeOf(data.view.page.body, types);
}
