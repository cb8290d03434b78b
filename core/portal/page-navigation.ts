/**
 * Which navigation a page's data carries (docs/portal.md, "Navigation in page data"): the page's own
 * section, which its sub-navigation, breadcrumbs and neighbours show, and of the other sections only the items
 * its shorthand links name. The whole navigation grows with the site: in every page of the 10,000-page corpus it
 * would be 3.6 MB, over the page budget (server/page-route.ts). The home page gets its sections' topic counts instead; the
 * mobile menu fetches another section's navigation with that section's page data when it is opened.
 */
import type { ContentNode } from '../bundle/content-node';
import { shorthandTargetNavigation, type SectionNavigation } from '../content/shorthand-link';
import { filterByTab, visibleTo, type NavigationItem } from '../navigation';

/** What a section's home card counts: its topics as the catalogue lists them with dev mode off and on (SPEC §5). */
export interface SectionTopicCount {
  readonly designMode: number;
  readonly devMode: number;
}

/** The route's first segment: 'components' for '/components/button-design', '' for home. */
function segmentOf(route: string): string {
  return route.split('/')[1] ?? '';
}

/**
 * The navigation of the route's own section, alone, or none when the route is in no section. The object is made
 * once per navigation and segment, so requests of one kind of reader share it.
 */
const ownSections = new WeakMap<SectionNavigation, Map<string, SectionNavigation>>();

export function ownSectionNavigation(navigation: SectionNavigation, route: string): SectionNavigation {
  const segment = segmentOf(route);
  if (!Object.hasOwn(navigation, segment)) return {};
  let bySegment = ownSections.get(navigation);
  if (bySegment === undefined) {
    bySegment = new Map();
    ownSections.set(navigation, bySegment);
  }
  let own = bySegment.get(segment);
  if (own === undefined) {
    own = { [segment]: navigation[segment] ?? [] };
    bySegment.set(segment, own);
  }
  return own;
}

function addShorthandHrefs(nodes: readonly ContentNode[], into: Set<string>): void {
  for (const node of nodes) {
    if (node.type === 'shorthand') into.add(node.href);
    else if ('children' in node && Array.isArray(node.children)) addShorthandHrefs(node.children as readonly ContentNode[], into);
  }
}

/**
 * The items of sections other than the page's own that its shorthand links may resolve to, or undefined when
 * there are none: resolving a link against them and the page's own section gives what the whole navigation gives
 * (shorthandTargetNavigation).
 */
export function shorthandTargets(
  navigation: SectionNavigation,
  route: string,
  body: readonly ContentNode[],
): SectionNavigation | undefined {
  const hrefs = new Set<string>();
  addShorthandHrefs(body, hrefs);
  const own = segmentOf(route);
  const targets: Record<string, NavigationItem[]> = {};
  for (const href of hrefs) {
    for (const [key, items] of Object.entries(shorthandTargetNavigation(navigation, href))) {
      if (key === own) continue;
      const kept = targets[key] ?? [];
      for (const item of items) if (!kept.includes(item)) kept.push(item);
      targets[key] = kept;
    }
  }
  if (Object.keys(targets).length === 0) return undefined;
  // In the navigation's order, so the shallowest-first resolution sees them as it would in the whole.
  for (const key of Object.keys(targets)) targets[key] = (navigation[key] ?? []).filter((item) => targets[key]?.includes(item));
  return targets;
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
