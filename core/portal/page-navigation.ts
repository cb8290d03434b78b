/**
 * Which navigation a page's data carries (docs/portal.md, "Navigation in page data"): the page's own
 * section, which its sub-navigation, breadcrumbs and neighbours show, and of the other sections only the items
 * its shorthand links name. The whole navigation grows with the site: in every page of the 10,000-page corpus it
 * would be megabytes, over the page budget (server/page-route.ts). The home page gets its sections' topic counts
 * instead; the mobile menu fetches another section's navigation with that section's page data when it is opened.
 */
import type { ContentNode } from '../bundle/content-node';
import { shorthandTargetNavigation, type SectionNavigation } from '../content/shorthand-link';
import { filterByTab, groupByCategory, visibleTo, type NavigationItem } from '../navigation';

/** One value for each dev mode: the catalogue lists a topic's Design entry with it off and its Code entry with it on (SPEC §5). */
export interface ByDevMode<Value> {
  readonly designMode: Value;
  readonly devMode: Value;
}

/** What a section's home card counts: its topics as the catalogue lists them with dev mode off and on. */
export type SectionTopicCount = ByDevMode<number>;

/**
 * Entries above which a section's navigation is sent one category at a time: a page carries its own category's
 * entries and, for every category, its name, size and first page (NavigationCategoryLink). Every section of the
 * shipped content is far below it; a section of 3,658 entries (the corpus's Components) is 1.8 MB of navigation.
 */
export const SECTION_ENTRIES_SENT_WHOLE = 300;

/** A category of a section sent one category at a time: the sub-navigation links to its first page. */
export interface NavigationCategoryLink {
  readonly category: string;
  /**
   * Its entries (top-level items) as this kind of reader's catalogue lists them in each dev mode: a topic's Design
   * and Code entries are one listed page, so counting both would promise twice the pages the link opens.
   */
  readonly entries: ByDevMode<number>;
  /** The route of its first listed entry in each dev mode, whose page carries this category. */
  readonly first: ByDevMode<string>;
}

/** What a page's data holds of its own section's navigation. */
export interface OwnSectionNavigation {
  readonly navigation: SectionNavigation;
  /** Present when the section is over SECTION_ENTRIES_SENT_WHOLE entries: `navigation` then holds one category. */
  readonly categories?: readonly NavigationCategoryLink[];
}

/** The route's first segment: 'components' for '/components/button-design', '' for home. */
function segmentOf(route: string): string {
  return route.split('/')[1] ?? '';
}

interface LargeSection {
  readonly categories: readonly NavigationCategoryLink[];
  /** Each category's part of the navigation, by category. */
  readonly parts: ReadonlyMap<string, OwnSectionNavigation>;
  /** The category of each route of the section (entries, their children and their tabs). */
  readonly categoryOf: ReadonlyMap<string, string>;
  /** What the section page and a route in no category get: the categories alone. */
  readonly categoriesOnly: OwnSectionNavigation;
}

// Made once per navigation and segment, so requests of one kind of reader share them.
const ownSections = new WeakMap<SectionNavigation, Map<string, OwnSectionNavigation | LargeSection>>();

function addRoutes(item: NavigationItem, category: string, into: Map<string, string>): void {
  into.set(item.link, category);
  for (const tab of item.tabs) into.set(tab.link, category);
  for (const child of item.children ?? []) addRoutes(child, category, into);
}

function sectionShape(
  segment: string,
  items: readonly NavigationItem[],
  categoryOrder: readonly string[],
): OwnSectionNavigation | LargeSection {
  if (items.length <= SECTION_ENTRIES_SENT_WHOLE) return { navigation: { [segment]: items } };
  const groups = groupByCategory(items, categoryOrder);
  const categories = groups.map(({ category, items: entries }): NavigationCategoryLink => {
    const design = filterByTab(entries, false);
    const dev = filterByTab(entries, true);
    // Every category has an entry; one listed in neither mode (a Code entry alone, say) is still a page of it.
    const fallback = entries[0]?.link ?? `/${segment}`;
    return {
      category,
      entries: { designMode: design.length, devMode: dev.length },
      first: { designMode: design[0]?.link ?? fallback, devMode: dev[0]?.link ?? fallback },
    };
  });
  const parts = new Map<string, OwnSectionNavigation>();
  const categoryOf = new Map<string, string>();
  for (const { category, items: entries } of groups) {
    parts.set(category, { navigation: { [segment]: entries }, categories });
    for (const entry of entries) addRoutes(entry, category, categoryOf);
  }
  return { categories, parts, categoryOf, categoriesOnly: { navigation: { [segment]: [] }, categories } };
}

/**
 * The navigation of the route's own section, or none when the route is in no section: the whole section, or for a
 * section over SECTION_ENTRIES_SENT_WHOLE entries the route's own category (none on the section page) with the list
 * of its categories.
 */
export function ownSectionNavigation(
  navigation: SectionNavigation,
  route: string,
  categoryOrder: readonly string[] = [],
): OwnSectionNavigation {
  const segment = segmentOf(route);
  if (!Object.hasOwn(navigation, segment)) return { navigation: {} };
  let bySegment = ownSections.get(navigation);
  if (bySegment === undefined) {
    bySegment = new Map();
    ownSections.set(navigation, bySegment);
  }
  let shape = bySegment.get(segment);
  if (shape === undefined) {
    shape = sectionShape(segment, navigation[segment] ?? [], categoryOrder);
    bySegment.set(segment, shape);
  }
  if ('navigation' in shape) return shape;
  const category = shape.categoryOf.get(route);
  return (category === undefined ? undefined : shape.parts.get(category)) ?? shape.categoriesOnly;
}

function addShorthandHrefs(nodes: readonly ContentNode[], into: Set<string>): void {
  for (const node of nodes) {
    if (node.type === 'shorthand') into.add(node.href);
    else if ('children' in node && Array.isArray(node.children)) addShorthandHrefs(node.children as readonly ContentNode[], into);
  }
}

/**
 * What a page carries beyond its own section's navigation for its shorthand links to resolve, or undefined when
 * nothing: of other sections the items its links may resolve to; of its own section, when that is sent one
 * category at a time (`own.categories`), the carried category and those items, in the section's order. Resolving a
 * link against carriedNavigation gives what the whole navigation gives (shorthandTargetNavigation).
 */
export function shorthandTargets(
  navigation: SectionNavigation,
  route: string,
  body: readonly ContentNode[],
  own: OwnSectionNavigation = { navigation: {} },
): SectionNavigation | undefined {
  const hrefs = new Set<string>();
  addShorthandHrefs(body, hrefs);
  const segment = segmentOf(route);
  const sentWhole = own.categories === undefined;
  // Sets: a section of the corpus holds thousands of entries.
  const kept = new Map<string, Set<NavigationItem>>();
  for (const href of hrefs) {
    for (const [key, items] of Object.entries(shorthandTargetNavigation(navigation, href))) {
      if (key === segment && sentWhole) continue;
      let carried = kept.get(key);
      if (carried === undefined) {
        carried = new Set(key === segment ? (own.navigation[segment] ?? []) : []);
        kept.set(key, carried);
      }
      for (const item of items) carried.add(item);
    }
  }
  if (kept.size === 0) return undefined;
  // In the navigation's order, so the shallowest-first resolution sees them as it would in the whole.
  const targets: Record<string, NavigationItem[]> = {};
  for (const [key, items] of kept) targets[key] = (navigation[key] ?? []).filter((item) => items.has(item));
  return targets;
}

/**
 * The navigation a page's shorthand links resolve against, in the viewer and in its Markdown copy: its own
 * section's as carried, with the link targets over it (a superset, in order, where they name the same section).
 */
export function carriedNavigation(data: {
  readonly navigation: SectionNavigation;
  readonly linkTargets?: SectionNavigation;
}): SectionNavigation {
  return data.linkTargets === undefined ? data.navigation : { ...data.navigation, ...data.linkTargets };
}

/** Each section's topic count for the home page's cards, by section link ('/components'). */
export function sectionTopicCounts(navigation: SectionNavigation, isAuthorized: boolean): Record<string, SectionTopicCount> {
  const counts: Record<string, SectionTopicCount> = {};
  for (const [segment, items] of Object.entries(navigation)) {
    const visible = visibleTo(items, isAuthorized);
    counts[`/${segment}`] = { designMode: filterByTab(visible, false).length, devMode: filterByTab(visible, true).length };
  }
  return counts;
}
