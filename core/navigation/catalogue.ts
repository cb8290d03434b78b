/**
 * The catalogue of a section: items grouped by category and filtered to the
 * tab dev mode asks for and to what the viewer may see (SPEC §2 "Desktop
 * sub-navigation", §5 "Catalogue grouping and tab filtering", §6).
 */

import { DEFAULT_CATEGORY } from './navigation-item';
import type { NavigationCategory, NavigationItem } from './navigation-item';
import { isSameTab, tabForMode } from './tab-name';

/**
 * Groups items by category; a missing or blank category becomes
 * 'Uncategorized' (SPEC §5). Categories come in the order they are first seen
 * unless `categoryOrder` is given: then the listed categories come first, in
 * that order, followed by the others in first-seen order. Items keep their
 * order within a category; empty input gives an empty list.
 *
 * @example
 * groupByCategory([{ ...button, category: 'Actions' }, { ...avatar }])
 * // [{ category: 'Actions', items: [button] }, { category: 'Uncategorized', items: [avatar] }]
 */
export function groupByCategory(items: readonly NavigationItem[], categoryOrder: readonly string[] = []): NavigationCategory[] {
  // A Map, not an object: a category named '__proto__' must stay a category.
  const groups = new Map<string, NavigationItem[]>();
  for (const item of items) {
    const category = categoryOf(item);
    const group = groups.get(category);
    if (group === undefined) groups.set(category, [item]);
    else group.push(item);
  }

  const ordered: NavigationCategory[] = [];
  for (const category of new Set(categoryOrder)) {
    const group = groups.get(category);
    if (group === undefined) continue;
    ordered.push({ category, items: group });
    groups.delete(category);
  }
  for (const [category, group] of groups) ordered.push({ category, items: group });
  return ordered;
}

/**
 * The category an item is listed under (SPEC §3: 'Uncategorized' when missing).
 *
 * @example
 * categoryOf({ ...button, category: '  ' }) // 'Uncategorized'
 */
export function categoryOf(item: NavigationItem): string {
  const category = item.category?.trim();
  return category ? category : DEFAULT_CATEGORY;
}

/**
 * Keeps the items dev mode shows (SPEC §5): an item with fewer than 2 tabs, or
 * whose tab is 'Code' when dev mode is on and 'Design' when off. Children are
 * filtered the same way.
 *
 * @example
 * filterByTab([buttonDesign, buttonCode, accessibility], true) // [buttonCode, accessibility]
 */
export function filterByTab(items: readonly NavigationItem[], isDevMode: boolean): NavigationItem[] {
  return prune(items, (item) => matchesMode(item, isDevMode));
}

/**
 * The §5 rule for one item: shown when it has fewer than 2 tabs, or its tab is
 * the one dev mode asks for.
 *
 * @example
 * matchesMode({ ...button, tabs: [design, code], tab: 'Code' }, false) // false
 */
export function matchesMode(item: NavigationItem, isDevMode: boolean): boolean {
  return item.tabs.length < 2 || isSameTab(item.tab, tabForMode(isDevMode));
}

/**
 * Removes non-public items, with their children, for a viewer who is not
 * authorized; an authorized viewer sees everything (SPEC §2 "Desktop
 * sub-navigation", §6).
 *
 * @example
 * visibleTo([logos, colors], false) // [colors] when logos is private
 */
export function visibleTo(items: readonly NavigationItem[], isAuthorized: boolean): NavigationItem[] {
  if (isAuthorized) return [...items];
  return prune(items, (item) => item.isPublic);
}

/** Keeps items passing `keep`, recursing into the children of kept items. */
function prune(items: readonly NavigationItem[], keep: (item: NavigationItem) => boolean): NavigationItem[] {
  return items.filter(keep).map((item) => (item.children === undefined ? item : { ...item, children: prune(item.children, keep) }));
}
