/**
 * The documentation entries the navigation, the catalogue and internal links
 * are built from (SPEC §3 "Navigation item (documentation entry)").
 */

/** SPEC §9 "Tab values": 'Design' and 'Code'; other names are allowed and sort last. */
export type TabName = 'Design' | 'Code' | (string & {});

/** One tab of a topic, e.g. its '-design' or '-code' route (SPEC §2 Route shapes). */
export interface NavigationTab {
  readonly link: string;
  readonly name: TabName;
  readonly active: boolean;
}

/** SPEC §3 "Navigation item (documentation entry)". */
export interface NavigationItem {
  readonly title: string;
  /** Route, e.g. '/components/button-design'. */
  readonly link: string;
  /** Search synonyms such as 'CTA', 'Modal', 'A11y'. */
  readonly terms: readonly string[];
  /** Section path, e.g. '/components'. */
  readonly navigationPath: string;
  readonly isPublic: boolean;
  /** Missing means {@link DEFAULT_CATEGORY}. */
  readonly category?: string;
  /** URL of the design-tool file. */
  readonly figmaLink?: string;
  readonly tabs: readonly NavigationTab[];
  /** The tab this entry stands for, or null for a page without tabs. */
  readonly tab: 'Design' | 'Code' | null;
  readonly children?: readonly NavigationItem[];
}

/** SPEC §3 "Navigation category (grouped result)". */
export interface NavigationCategory {
  readonly category: string;
  readonly items: readonly NavigationItem[];
}

/** SPEC §3, §9 "Default category name". */
export const DEFAULT_CATEGORY = 'Uncategorized';
