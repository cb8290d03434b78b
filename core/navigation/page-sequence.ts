/**
 * Where a page sits among its section's pages as the reader's sub-navigation
 * lists them (SPEC §2 Desktop sub-navigation): the previous and next pages at
 * the end of an article, and the breadcrumb trail above its title.
 *
 * Both are computed from the navigation the reader receives, so a private
 * page never becomes a neighbour or a crumb for an anonymous reader.
 */
import { slugifyHeading } from '../content/heading-slug';
import { categoryOf, filterByTab, groupByCategory, visibleTo } from './catalogue';
import { DEFAULT_CATEGORY, type NavigationItem } from './navigation-item';

/** A page the reader may go to: what the link says and where it goes. */
export interface PageLink {
  readonly title: string;
  readonly link: string;
}

export interface SequenceOptions {
  readonly isDevMode: boolean;
  readonly isAuthorized: boolean;
  /** The section's category order (SPEC §5 Catalogue grouping). */
  readonly categoryOrder?: readonly string[];
}

/** True when the entry stands for the route itself or for one of its tabs. */
function standsFor(item: NavigationItem, route: string): boolean {
  return item.link === route || item.tabs.some((tab) => tab.link === route);
}

function flatten(items: readonly NavigationItem[], into: NavigationItem[]): void {
  for (const item of items) {
    into.push(item);
    if (item.children !== undefined) flatten(item.children, into);
  }
}

/**
 * The section's pages in sub-navigation order: categories in the section's
 * order, each item followed by its descendants, one entry per topic (the tab
 * dev mode asks for), and only what the reader may see.
 *
 * @example
 * pageSequence(navigation.components, { isDevMode: false, isAuthorized: false }).map((page) => page.link)
 * // ['/components/button-design', '/components/button/button-group-code', '/components/chip-design', ...]
 */
export function pageSequence(items: readonly NavigationItem[], options: SequenceOptions): NavigationItem[] {
  const shown = filterByTab(visibleTo(items, options.isAuthorized), options.isDevMode);
  const ordered: NavigationItem[] = [];
  for (const { items: group } of groupByCategory(shown, options.categoryOrder)) flatten(group, ordered);
  return ordered;
}

/**
 * The pages before and after the route in the sequence; null at either end,
 * and both null when the route is not in it.
 *
 * @example
 * pageNeighbours(sequence, '/components/chip-design')
 * // { previous: { title: 'Button group', link: '/components/button/button-group-code' }, next: { title: 'Link', ... } }
 */
export function pageNeighbours(
  sequence: readonly NavigationItem[],
  route: string,
): { readonly previous: PageLink | null; readonly next: PageLink | null } {
  const index = sequence.findIndex((item) => standsFor(item, route));
  if (index === -1) return { previous: null, next: null };
  const linkOf = (item: NavigationItem | undefined): PageLink | null =>
    item === undefined ? null : { title: item.title, link: item.link };
  return { previous: linkOf(sequence[index - 1]), next: linkOf(sequence[index + 1]) };
}

function ancestorsOf(items: readonly NavigationItem[], route: string, path: readonly NavigationItem[]): NavigationItem[] | null {
  for (const item of items) {
    if (standsFor(item, route)) return [...path];
    if (item.children === undefined) continue;
    const found = ancestorsOf(item.children, route, [...path, item]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The anchor of a category's group on its section page (SPEC §5 Heading
 * anchors over the category's name), which the section page gives the group
 * and the breadcrumbs link to.
 * @example categoryAnchor('Containers and layout') // 'containers-and-layout'
 */
export function categoryAnchor(category: string): string {
  return slugifyHeading(category);
}

/**
 * The breadcrumb trail of a page: its section, the category its top-level
 * page sits in (linked to that group on the section page; none for the
 * default category), then its parent pages from the top down; the page itself
 * is not part of it. A route missing from the navigation gets the section alone.
 *
 * @example
 * breadcrumbTrail({ title: 'Foundations', link: '/foundations' }, navigation.foundations, '/foundations/motion/easing-design')
 * // [{ title: 'Foundations', link: '/foundations' }, { title: 'Motion', link: '/foundations/motion-design' }]
 */
export function breadcrumbTrail(section: PageLink, items: readonly NavigationItem[], route: string): PageLink[] {
  const ancestors = ancestorsOf(items, route, []);
  const top = ancestors?.[0] ?? items.find((item) => standsFor(item, route));
  const category = top === undefined ? DEFAULT_CATEGORY : categoryOf(top);
  const categoryCrumb =
    ancestors === null || category === DEFAULT_CATEGORY ? [] : [{ title: category, link: `${section.link}#${categoryAnchor(category)}` }];
  return [
    { title: section.title, link: section.link },
    ...categoryCrumb,
    ...(ancestors ?? []).map((item) => ({ title: item.title, link: item.link })),
  ];
}
