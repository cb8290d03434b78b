/**
 * What the portal shows of the component manifest (core/components, docs/components.md) to one reader: the
 * status, since and changes of the components a page documents, and the rows of the Component status page.
 * A component is shown only to readers who may read the page that documents it (SPEC §6), and one that no
 * page documents only to authorized readers, so the manifest's private entries never reach anyone else.
 */
import type { ContentBundle, PageRecord } from '../bundle/content-bundle';
import type { ComponentChange, ComponentEntry, ComponentManifest, ComponentStatus } from '../components/manifest';

/** The Component status page, linked from the Components section page. */
export const COMPONENT_STATUS_ROUTE = '/components/component-status';
export const COMPONENT_STATUS_TITLE = 'Component status';

/** A component as its documentation pages show it: the badge, 'Since', a deprecation warning and the Changelog. */
export interface PageComponent {
  readonly name: string;
  readonly status: ComponentStatus;
  readonly since: string;
  readonly replacement: string | null;
  /** Newest first. */
  readonly changes: readonly ComponentChange[];
}

/** One row of the Component status page. */
export interface ComponentStatusRow {
  readonly name: string;
  readonly status: ComponentStatus;
  readonly since: string;
  /** Its documentation page; null when no page documents it. */
  readonly route: string | null;
  readonly lastChange: { readonly version: string; readonly date: string } | null;
  /** Props with a description, of all its props. */
  readonly documented: number;
  readonly props: number;
  readonly isPublic: boolean;
}

const pageOf = (bundle: ContentBundle, route: string | null): PageRecord | undefined =>
  route !== null && Object.hasOwn(bundle.pages, route) ? bundle.pages[route] : undefined;

/** Whether a reader may see a component: as its page, or authorized when no page documents it. */
function maySee(bundle: ContentBundle, entry: ComponentEntry, isAuthorized: boolean): boolean {
  const page = pageOf(bundle, entry.route);
  return isAuthorized || page?.isPublic === true;
}

/**
 * The components a page documents: those whose documentation page is one of its topic's tabs, or for an overview
 * without its own, those of its child topics. Only those the reader may see: a topic's tabs may differ in visibility.
 *
 * @example pageComponents(bundle, bundle.pages['/components/button-code'], false).map((c) => c.name) // ['Button']
 */
export function pageComponents(bundle: ContentBundle, page: PageRecord, isAuthorized: boolean): PageComponent[] {
  const entries = (bundle.components?.components ?? []).filter((entry) => maySee(bundle, entry, isAuthorized));
  const own = entries.filter((entry) => pageOf(bundle, entry.route)?.topic === page.topic);
  // An overview whose components are documented on its child pages (Product tile) shows theirs.
  const documented = own.length > 0 ? own : entries.filter((entry) => pageOf(bundle, entry.route)?.topic.startsWith(`${page.topic}/`));
  return documented.map((entry) => ({
    name: entry.name,
    status: entry.status,
    since: entry.since,
    replacement: entry.deprecated?.replacement ?? null,
    changes: entry.changes,
  }));
}

/**
 * The component a page is about, among those it documents: the one named like its title ('Button group' is
 * ButtonGroup), else the first.
 *
 * @example mainComponent([{ name: 'Tab' }, { name: 'Tabs' }], 'Tabs')?.name // 'Tabs'
 */
export function mainComponent<T extends { readonly name: string }>(components: readonly T[], title: string): T | undefined {
  const name = title.replace(/\s+/g, '').toLowerCase();
  return components.find((component) => component.name.toLowerCase() === name) ?? components[0];
}

/**
 * The status of the component each documentation topic is about, by topic route (for the search documents).
 *
 * @example topicStatuses(bundle).get('/components/button') // 'stable'
 */
export function topicStatuses(manifest: ComponentManifest, pages: ReadonlyMap<string, PageRecord>): Map<string, ComponentStatus> {
  const byTopic = new Map<string, { page: PageRecord; entries: ComponentEntry[] }>();
  for (const entry of manifest.components) {
    const page = entry.route === null ? undefined : pages.get(entry.route);
    if (page === undefined) continue;
    const found = byTopic.get(page.topic) ?? { page, entries: [] };
    found.entries.push(entry);
    byTopic.set(page.topic, found);
  }
  const statuses = new Map<string, ComponentStatus>();
  for (const [topic, { page, entries }] of byTopic) {
    const main = mainComponent(entries, page.title);
    if (main !== undefined) statuses.set(topic, main.status);
  }
  return statuses;
}

/**
 * The rows of the Component status page for one reader, by name.
 *
 * @example componentStatusRows(bundle, false).some((row) => !row.isPublic) // false
 */
export function componentStatusRows(bundle: ContentBundle, isAuthorized: boolean): ComponentStatusRow[] {
  return (bundle.components?.components ?? [])
    .filter((entry) => maySee(bundle, entry, isAuthorized))
    .map((entry) => {
      const latest = entry.changes[0];
      return {
        name: entry.name,
        status: entry.status,
        since: entry.since,
        route: entry.route,
        lastChange: latest === undefined ? null : { version: latest.version, date: latest.date },
        documented: entry.props.filter((prop) => prop.description.trim() !== '').length,
        props: entry.props.length,
        isPublic: pageOf(bundle, entry.route)?.isPublic === true,
      };
    });
}
