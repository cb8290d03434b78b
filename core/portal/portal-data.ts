/**
 * What one request may see of the portal (SPEC §2, §6): the page or the
 * 'Not authorized' stand-in, and the navigation with private entries removed
 * for anonymous readers. The server renders and serialises exactly this, so
 * private content cannot reach HTML, hydration data or page data by accident.
 */
import type { ContentBundle, PageRecord, SectionRecord, SiteRecord } from '../bundle/content-bundle';
import { visibleTo, type NavigationItem } from '../navigation';

export type PortalView =
  | { readonly kind: 'home' }
  | { readonly kind: 'section'; readonly section: SectionRecord }
  | { readonly kind: 'page'; readonly page: PageRecord }
  /** A private page for an anonymous reader: nothing of the page itself (SPEC §6). */
  | { readonly kind: 'not-authorized' }
  | { readonly kind: 'not-found' };

export interface PortalData {
  /** Route without the /designsystem base path; '/' is home. */
  readonly route: string;
  readonly view: PortalView;
  readonly site: SiteRecord;
  readonly sections: readonly SectionRecord[];
  /** Section segment -> navigation this reader may see. */
  readonly navigation: Readonly<Record<string, readonly NavigationItem[]>>;
  readonly isAuthorized: boolean;
  readonly isDevMode: boolean;
  readonly theme: string;
  readonly buildVersion: string;
}

export interface PortalRequest {
  readonly route: string;
  readonly isAuthorized: boolean;
  readonly isDevMode: boolean;
  readonly theme: string;
  readonly buildVersion: string;
}

/** HTTP status that goes with a view. */
export function statusOf(view: PortalView): 200 | 403 | 404 {
  return view.kind === 'not-found' ? 404 : view.kind === 'not-authorized' ? 403 : 200;
}

// SPEC §2 Resources factsheet and Footer: the design-tool, source and team-chat links are for
// authorized users only, so anonymous readers do not receive them at all.
function withoutInternalLinks(page: PageRecord): PageRecord {
  return { ...page, figmaLink: null, figmaUrl: null, sourcePath: null };
}

function stripItemLinks(items: readonly NavigationItem[]): NavigationItem[] {
  return items.map(({ figmaLink: _figmaLink, children, ...item }) =>
    children === undefined ? item : { ...item, children: stripItemLinks(children) },
  );
}

function viewFor(bundle: ContentBundle, route: string, isAuthorized: boolean): PortalView {
  if (route === '/') return { kind: 'home' };
  const section = bundle.sections.find((candidate) => candidate.link === route);
  if (section !== undefined) return { kind: 'section', section };
  const page = Object.hasOwn(bundle.pages, route) ? bundle.pages[route] : undefined;
  if (page === undefined) return { kind: 'not-found' };
  // SPEC §2 Auth gate: content renders when the page is public or the viewer is authorized.
  if (isAuthorized) return { kind: 'page', page };
  return page.isPublic ? { kind: 'page', page: withoutInternalLinks(page) } : { kind: 'not-authorized' };
}

/**
 * @example buildPortalData(bundle, { route: '/foundations/logos', isAuthorized: false, isDevMode: false, theme: 'alpine-light', buildVersion: '1.0.0' }).view
 * // { kind: 'not-authorized' }
 */
export function buildPortalData(bundle: ContentBundle, request: PortalRequest): PortalData {
  const navigation: Record<string, readonly NavigationItem[]> = {};
  for (const [segment, items] of Object.entries(bundle.navigation)) {
    const visible = visibleTo(items, request.isAuthorized);
    navigation[segment] = request.isAuthorized ? visible : stripItemLinks(visible);
  }
  const site = request.isAuthorized ? bundle.site : { ...bundle.site, repoRoot: '', teamChannelUrl: '' };
  return {
    route: request.route,
    view: viewFor(bundle, request.route, request.isAuthorized),
    site,
    sections: bundle.sections,
    navigation,
    isAuthorized: request.isAuthorized,
    isDevMode: request.isDevMode,
    theme: bundle.site.themes.includes(request.theme) ? request.theme : bundle.site.defaultTheme,
    buildVersion: request.buildVersion,
  };
}
