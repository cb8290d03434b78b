/**
 * Which navigation entries belong to the page being viewed (SPEC §2 "Desktop
 * sub-navigation", §4 "Other UI states").
 */

import type { NavigationItem } from './navigation-item';

/**
 * True when the item, one of its tabs, or a descendant is the current page:
 * its children are then shown expanded (SPEC §2, §4).
 *
 * @example
 * containsCurrentPage(motion, '/foundations/motion/easing-design') // true
 */
export function containsCurrentPage(item: NavigationItem, currentPath: string): boolean {
  if (item.link === currentPath) return true;
  if (item.tabs.some((tab) => tab.link === currentPath)) return true;
  return (item.children ?? []).some((child) => containsCurrentPage(child, currentPath));
}

/**
 * True when a top-level link is active: the current path starts with it
 * (SPEC §2 Header).
 *
 * @example
 * isActiveTopLevelLink('/components', '/components/button-design') // true
 */
export function isActiveTopLevelLink(link: string, currentPath: string): boolean {
  return currentPath.startsWith(link);
}
