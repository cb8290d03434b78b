/** Public names of the navigation rules: items, catalogue, tabs. */
export { DEFAULT_CATEGORY } from './navigation-item';
export type { NavigationCategory, NavigationItem, NavigationTab, TabName } from './navigation-item';
export { groupByCategory, categoryOf, filterByTab, matchesMode, visibleTo } from './catalogue';
export { DESIGN_TAB, CODE_TAB, tabForMode, isSameTab, tabLinkForMode } from './tab-name';
export { TAB_ORDER, orderTabs } from './tab-order';
export { containsCurrentPage, isActiveTopLevelLink } from './current-page';
export { pageSequence, pageNeighbours, breadcrumbTrail, categoryAnchor } from './page-sequence';
export type { PageLink, SequenceOptions } from './page-sequence';
