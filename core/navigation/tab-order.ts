/**
 * Order of the tab navigation: design first, then code, then any others
 * (SPEC §2 "Tab navigation", §9 "Tab values").
 */

import { isSameTab } from './tab-name';

/** SPEC §9: the tab order, written in lowercase. */
export const TAB_ORDER = ['design', 'code'] as const;

/**
 * Sorts tabs design, code, others; tabs of the same rank keep their order
 * (stable). Names are compared case-insensitively.
 *
 * @example
 * orderTabs([{ name: 'Code' }, { name: 'Specs' }, { name: 'Design' }]).map((t) => t.name)
 * // ['Design', 'Code', 'Specs']
 */
export function orderTabs<T extends { readonly name: string }>(tabs: readonly T[]): T[] {
  return tabs
    .map((tab, index) => ({ tab, index, rank: tabRank(tab.name) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ tab }) => tab);
}

/** 0 for design, 1 for code, 2 for anything else. */
function tabRank(name: string): number {
  const rank = TAB_ORDER.findIndex((known) => isSameTab(known, name));
  return rank === -1 ? TAB_ORDER.length : rank;
}
