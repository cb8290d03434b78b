/**
 * What one request may see of the portal (SPEC §2, §6): the page or the
 * 'Not authorized' stand-in, and the navigation with private entries removed
 * for anonymous readers. The server renders and serialises exactly this, so
 * private content cannot reach HTML, hydration data or page data by accident.
 */
import type { ContentBundle, PageRecord, SectionRecord, SiteRecord } from '../bundle/content-bundle';
import { firstExampleId } from '../bundle/first-example';
import { categoryOf, visibleTo, type NavigationItem } from '../navigation';
import type { SectionNavigation } from '../content/shorthand-link';
import { DEFAULT_CONTENT_DIR } from '../content/build-output';
import type { PageSuggestion } from '../search/page-suggestions';
import { withoutTrailingSlashes } from '../site/addresses';
import { withReaderLinks } from './reader-links';
import {
  ownSectionNavigation,
  SECTION_ENTRIES_SENT_WHOLE,
  sectionTopicCounts,
  shorthandTargets,
  type NavigationCategoryLink,
  type OwnSectionNavigation,
  type SectionTopicCount,
} from './page-navigation';
import { pagePlayground, type PagePlayground } from '../playground';
import {
  COMPONENT_STATUS_ROUTE,
  componentStatusRows,
  pageComponents,
  type ComponentStatusRow,
  type PageComponent,
} from './component-status';

export type PortalView =
  | {
      readonly kind: 'home';
      /** Each section's topic count for its card, by section link; the home page carries no section's navigation. */
      readonly topicCounts?: Readonly<Record<string, SectionTopicCount>>;
    }
  | {
      readonly kind: 'section';
      readonly section: SectionRecord;
      /** Page route -> what its card shows beyond the title; only pages the reader may read. */
      readonly cards?: Readonly<Record<string, SectionCard>>;
      /** The Components section's link to the Component status page, when the build has a component manifest. */
      readonly componentStatus?: string;
    }
  | {
      readonly kind: 'page';
      readonly page: PageRecord;
      /** The components the page documents, with their status and changes (component-status.ts); absent when none. */
      readonly components?: readonly PageComponent[];
      /** The page's component playground (core/playground), in the state its query asks for; absent when none. */
      readonly playground?: PagePlayground;
    }
  /** The Component status page: every component this reader may see. */
  | { readonly kind: 'component-status'; readonly rows: readonly ComponentStatusRow[] }
  /** A private page for an anonymous reader: nothing of the page itself (SPEC §6). */
  | { readonly kind: 'not-authorized' }
  /** Suggestions come from the search the reader may use (server), so they respect visibility. */
  | { readonly kind: 'not-found'; readonly suggestions?: readonly PageSuggestion[] };

export interface PortalData {
  /** Route without the /designsystem base path; '/' is home. */
  readonly route: string;
  readonly view: PortalView;
  readonly site: SiteRecord;
  readonly sections: readonly SectionRecord[];
  /** Section segment -> navigation this reader may see: the page's own section only (page-navigation.ts). */
  readonly navigation: Readonly<Record<string, readonly NavigationItem[]>>;
  /**
   * Present when the page's section is too large to send whole (page-navigation.ts): every category of it with its
   * size and first page; `navigation` then holds the page's own category only.
   */
  readonly navigationCategories?: readonly NavigationCategoryLink[];
  /** Of other sections, the items the page's shorthand links may resolve to; absent when none. */
  readonly linkTargets?: Readonly<Record<string, readonly NavigationItem[]>>;
  readonly isAuthorized: boolean;
  readonly isDevMode: boolean;
  readonly theme: string;
  /** Present and true when the reader has chosen no theme: the shade follows the system's (prefers-color-scheme). */
  readonly followsSystemShade?: true;
  readonly buildVersion: string;
  /** Present and true when the page request carried `Sec-GPC: 1` (Global Privacy Control). */
  readonly globalPrivacyControl?: true;
  /** Where an authorized reader edits the page's source file; null for anyone else and off pages. */
  readonly editUrl: string | null;
}

export interface PortalRequest {
  readonly route: string;
  readonly isAuthorized: boolean;
  readonly isDevMode: boolean;
  readonly theme: string;
  /** The reader has chosen no theme (no theme cookie). */
  readonly followsSystemShade?: boolean;
  readonly buildVersion: string;
  /** The repository folder the content's source files are edited under (server EDIT_URL_BASE); null: no edit links. */
  readonly editUrlBase?: string | null;
  /** The page address's query, which holds a playground's state (core/playground); '' or absent: none. */
  readonly query?: string;
}

/** HTTP status that goes with a view. */
export function statusOf(view: PortalView): 200 | 403 | 404 {
  return view.kind === 'not-found' ? 404 : view.kind === 'not-authorized' ? 403 : 200;
}

// SPEC §2 Resources factsheet and Footer: the design-tool, source and team-chat links are for
// authorized users only, so anonymous readers do not receive them at all.
function withoutInternalLinks(page: PageRecord): PageRecord {
  // The source file is for the 'Edit this page' link, which only authorized readers get.
  return { ...page, figmaLink: null, figmaUrl: null, sourcePath: null, source: '' };
}

function stripItemLinks(items: readonly NavigationItem[]): NavigationItem[] {
  return items.map(({ figmaLink: _figmaLink, children, ...item }) =>
    children === undefined ? item : { ...item, children: stripItemLinks(children) },
  );
}

/** What depends only on the bundle and on whether the reader is authorized. */
interface ReaderShare {
  readonly site: SiteRecord;
  /** The sections with only the categories that hold an entry this reader sees (readerSections). */
  readonly sections: readonly SectionRecord[];
  readonly navigation: Readonly<Record<string, readonly NavigationItem[]>>;
  readonly topicCounts: Readonly<Record<string, SectionTopicCount>>;
  /** Per page shown to this kind of reader, its shorthand links' targets in other sections. */
  readonly linkTargets: WeakMap<PageRecord, Readonly<Record<string, readonly NavigationItem[]>> | undefined>;
}

// The navigation is hundreds of objects but has only two forms per bundle (anonymous, authorized):
// sharing them, rather than rebuilding them per request, keeps the server's per-request garbage, and its heap, small.
// Keyed weakly by bundle so a replaced bundle takes its shares with it.
const shares = new WeakMap<ContentBundle, { readonly anonymous: ReaderShare; readonly authorized: ReaderShare }>();
/** Public pages as an anonymous reader receives them, made on first request. */
const anonymousPages = new WeakMap<PageRecord, PageRecord>();

function shareFor(bundle: ContentBundle, isAuthorized: boolean): ReaderShare {
  let both = shares.get(bundle);
  if (both === undefined) {
    both = { anonymous: makeShare(bundle, false), authorized: makeShare(bundle, true) };
    shares.set(bundle, both);
  }
  return isAuthorized ? both.authorized : both.anonymous;
}

function makeShare(bundle: ContentBundle, isAuthorized: boolean): ReaderShare {
  const navigation: Record<string, readonly NavigationItem[]> = {};
  for (const [segment, items] of Object.entries(bundle.navigation)) {
    const visible = visibleTo(items, isAuthorized);
    navigation[segment] = isAuthorized ? visible : stripItemLinks(visible);
  }
  const site = isAuthorized ? bundle.site : { ...bundle.site, repoRoot: '', teamChannelUrl: '' };
  return {
    site,
    sections: isAuthorized ? bundle.sections : readerSections(bundle.sections, navigation),
    navigation,
    topicCounts: sectionTopicCounts(navigation, isAuthorized),
    linkTargets: new WeakMap(),
  };
}

/**
 * SPEC §6: site.json names every category of a section, and one may hold private entries only (the shipped
 * Develop's Shop Functionality); its name is not for a reader who sees none of them. Every page's data carries the
 * sections, so each keeps the categories the reader's navigation lists, in their order; a section with nothing to
 * leave out is the bundle's own record.
 */
function readerSections(sections: readonly SectionRecord[], navigation: SectionNavigation): SectionRecord[] {
  return sections.map((section) => {
    const listed = new Set((navigation[section.link.slice(1)] ?? []).map(categoryOf));
    const categories = section.categories.filter((category) => listed.has(category));
    return categories.length === section.categories.length ? section : { ...section, categories };
  });
}

function linkTargetsOf(
  share: ReaderShare,
  view: PortalView,
  own: OwnSectionNavigation,
): Readonly<Record<string, readonly NavigationItem[]>> | undefined {
  if (view.kind !== 'page') return undefined;
  const { page } = view;
  if (!share.linkTargets.has(page)) share.linkTargets.set(page, shorthandTargets(share.navigation, page.route, page.body, own));
  return share.linkTargets.get(page);
}

/** SPEC §2 Auth gate, §6: a page's content is for everyone when it is public, else for authorized readers only. */
export function mayRead(page: PageRecord, isAuthorized: boolean): boolean {
  return isAuthorized || page.isPublic;
}

/**
 * The pages a reader may read, in navigation order: what the sitemap, llms.txt and
 * llms-full.txt list, by the same rule as the pages themselves.
 */
export function readablePages(bundle: ContentBundle, isAuthorized: boolean): PageRecord[] {
  return Object.values(bundle.pages).filter((page) => mayRead(page, isAuthorized));
}

/** What a page's card on its section page shows: the page's one-line description and its first live example, drawn small. */
export interface SectionCard {
  readonly description: string;
  /** In the shape of the page's example node, so the server renders it with the page's examples (its module's id). */
  readonly preview?: { readonly type: 'example'; readonly id: string };
}

/** The first sentence of a description, for a card. */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return (end === -1 ? text : text.slice(0, end + 1)).trim();
}

/** The card of every page of a section the reader may read, by route. */
function sectionCards(bundle: ContentBundle, section: SectionRecord, isAuthorized: boolean): Record<string, SectionCard> {
  const cards: Record<string, SectionCard> = {};
  for (const page of Object.values(bundle.pages)) {
    if (page.section !== section.link || !mayRead(page, isAuthorized)) continue;
    const id = firstExampleId(page.body);
    const description = firstSentence(page.description);
    cards[page.route] = id === undefined ? { description } : { description, preview: { type: 'example', id } };
  }
  return cards;
}

/** A page's view, with the components it documents when there are any. */
function pageView(bundle: ContentBundle, page: PageRecord, shown: PageRecord, isAuthorized: boolean, query: string): PortalView {
  const components = pageComponents(bundle, page, isAuthorized);
  // Only for a reader who may read the page: callers reach here past its gate (SPEC §6).
  const playground = pagePlayground(bundle, page, query);
  return {
    kind: 'page',
    page: shown,
    ...(components.length === 0 ? {} : { components }),
    ...(playground === undefined ? {} : { playground }),
  };
}

function viewFor(bundle: ContentBundle, route: string, isAuthorized: boolean, query: string): PortalView {
  if (route === '/') return { kind: 'home', topicCounts: shareFor(bundle, isAuthorized).topicCounts };
  if (route === COMPONENT_STATUS_ROUTE && bundle.components !== undefined)
    return { kind: 'component-status', rows: componentStatusRows(bundle, isAuthorized) };
  const share = shareFor(bundle, isAuthorized);
  const section = share.sections.find((candidate) => candidate.link === route);
  if (section !== undefined) {
    // A section sent one category at a time lists its categories, not a card for each of its pages.
    const sentWhole = (share.navigation[section.link.slice(1)]?.length ?? 0) <= SECTION_ENTRIES_SENT_WHOLE;
    const cards = sentWhole ? sectionCards(bundle, section, isAuthorized) : {};
    const statusLink =
      bundle.components !== undefined && COMPONENT_STATUS_ROUTE.startsWith(`${section.link}/`)
        ? { componentStatus: COMPONENT_STATUS_ROUTE }
        : {};
    return Object.keys(cards).length === 0
      ? { kind: 'section', section, ...statusLink }
      : { kind: 'section', section, cards, ...statusLink };
  }
  const page = Object.hasOwn(bundle.pages, route) ? bundle.pages[route] : undefined;
  if (page === undefined) return { kind: 'not-found' };
  // SPEC §2 Auth gate: content renders when the page is public or the viewer is authorized.
  if (!mayRead(page, isAuthorized)) return { kind: 'not-authorized' };
  if (isAuthorized) return pageView(bundle, page, page, true, query);
  let stripped = anonymousPages.get(page);
  if (stripped === undefined) {
    // No link, shorthand target or tab may name a page the reader cannot open (its route is private too, SPEC §6).
    const isReadable = (target: string) =>
      target === '/' ||
      bundle.sections.some((candidate) => candidate.link === target) ||
      (Object.hasOwn(bundle.pages, target) && bundle.pages[target]?.isPublic === true);
    stripped = withoutInternalLinks(
      withReaderLinks(page, { isReadable, navigation: shareFor(bundle, false).navigation, isAuthorized: false }),
    );
    anonymousPages.set(page, stripped);
  }
  return pageView(bundle, page, stripped, false, query);
}

/**
 * The result shares its navigation, site and page records with other requests of the same
 * kind of reader: treat it as read-only, as its types say.
 *
 * @example buildPortalData(bundle, { route: '/foundations/logos', isAuthorized: false, isDevMode: false, theme: 'alpine-light', buildVersion: '1.0.0' }).view
 * // { kind: 'not-authorized' }
 */
export function buildPortalData(bundle: ContentBundle, request: PortalRequest): PortalData {
  const share = shareFor(bundle, request.isAuthorized);
  const view = viewFor(bundle, request.route, request.isAuthorized, request.query ?? '');
  const segment = request.route.split('/')[1] ?? '';
  const categoryOrder = share.sections.find((section) => section.link === `/${segment}`)?.categories;
  const own = ownSectionNavigation(share.navigation, request.route, categoryOrder);
  const linkTargets = linkTargetsOf(share, view, own);
  return {
    route: request.route,
    view,
    site: share.site,
    sections: share.sections,
    navigation: own.navigation,
    ...(own.categories === undefined ? {} : { navigationCategories: own.categories }),
    ...(linkTargets === undefined ? {} : { linkTargets }),
    isAuthorized: request.isAuthorized,
    isDevMode: request.isDevMode,
    theme: bundle.site.themes.includes(request.theme) ? request.theme : bundle.site.defaultTheme,
    ...(request.followsSystemShade === true ? { followsSystemShade: true as const } : {}),
    buildVersion: request.buildVersion,
    editUrl: editUrlOf(view, request),
  };
}

/**
 * The code host's editor for a repository address that names its read view:
 * GitLab's `/-/tree/` and `/-/blob/` become `/-/edit/`, GitHub's `/tree/` and
 * `/blob/` become `/edit/`; any other address is kept as it is.
 *
 * @example editorAddressOf('https://git.example/ds/-/tree/main') // 'https://git.example/ds/-/edit/main'
 */
export function editorAddressOf(address: string): string {
  if (/\/-\/(tree|blob)\//.test(address)) return address.replace(/\/-\/(tree|blob)\//, '/-/edit/');
  return address.replace(/^(https:\/\/github\.com\/[^/]+\/[^/]+)\/(tree|blob)\//, '$1/edit/');
}

/**
 * The folder the 'Edit this page' links point into: the configured one
 * (server EDIT_URL_BASE), else the content folder under the repository root
 * site.json names, in the code host's editor (editorAddressOf), so an
 * authorized reader lands in the editor without further configuration; null
 * when neither is known.
 *
 * @example editUrlBaseOf({ repoRoot: 'https://git.example/ds/-/tree/main' }, null)
 * // 'https://git.example/ds/-/edit/main/content'
 */
export function editUrlBaseOf(site: Pick<SiteRecord, 'repoRoot'>, configured: string | null): string | null {
  if (configured !== null && configured !== '') return withoutTrailingSlashes(configured);
  return site.repoRoot === '' ? null : `${editorAddressOf(withoutTrailingSlashes(site.repoRoot))}/${DEFAULT_CONTENT_DIR}`;
}

/**
 * The 'Edit this page' address: the page's content-relative source file under
 * the base (editUrlBaseOf), for authorized readers only.
 *
 * @example editUrlOf(buttonView, { isAuthorized: true, editUrlBase: 'https://git.example/-/edit/main/content' })
 * // 'https://git.example/-/edit/main/content/components/button/design.md'
 */
export function editUrlOf(view: PortalView, request: Pick<PortalRequest, 'isAuthorized' | 'editUrlBase'>): string | null {
  const base = request.editUrlBase;
  if (!request.isAuthorized || base == null || base === '' || view.kind !== 'page' || view.page.source === '') return null;
  const path = view.page.source.split('/').map(encodeURIComponent).join('/');
  return `${withoutTrailingSlashes(base)}/${path}`;
}
