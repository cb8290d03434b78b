/**
 * The two tab names of a topic and how dev mode picks between them
 * (SPEC §2 "Dev mode toggle", §4 "Dev mode", §9 "Tab values").
 */

import type { NavigationTab } from './navigation-item';

/** SPEC §9 "Tab values". */
export const DESIGN_TAB = 'Design';
export const CODE_TAB = 'Code';

/**
 * The tab that matches dev mode: 'Code' when on, 'Design' when off (SPEC §5
 * "Catalogue grouping and tab filtering").
 *
 * @example
 * tabForMode(true) // 'Code'
 */
export function tabForMode(isDevMode: boolean): 'Design' | 'Code' {
  return isDevMode ? CODE_TAB : DESIGN_TAB;
}

/**
 * Compares tab names case-insensitively, ignoring surrounding spaces: the
 * SPEC writes them 'Design' and 'Code' in values and 'design', 'code' in the
 * tab order (§9), so both spellings name the same tab.
 *
 * @example
 * isSameTab('code', 'Code') // true
 */
export function isSameTab(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Where the dev-mode toggle navigates (SPEC §2 "Dev mode toggle", §4): the
 * page's 'Code' tab when switched on, its 'Design' tab when off, only when
 * that tab exists and differs from the current path; otherwise null.
 *
 * @example
 * tabLinkForMode([{ name: 'Design', link: '/c/button-design', active: true },
 *   { name: 'Code', link: '/c/button-code', active: false }], true, '/c/button-design')
 * // '/c/button-code'
 */
export function tabLinkForMode(tabs: readonly NavigationTab[], isDevMode: boolean, currentPath: string): string | null {
  const wanted = tabForMode(isDevMode);
  const target = tabs.find((tab) => isSameTab(tab.name, wanted));
  if (target === undefined || target.link === currentPath) return null;
  return target.link;
}
