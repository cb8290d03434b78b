/**
 * The tab title and description meta tag of a view (SPEC §2 Common layout).
 *
 * Decisions where the SPEC is silent on the page-title part:
 * - home: none ('Design System - Alpine');
 * - a section overview: the section title ('Components - Design System - Alpine');
 * - a page: the page title;
 * - not authorized: 'Not authorized' (the page's own title is withheld from anonymous readers, SPEC §6);
 * - not found: 'Page not found';
 * - the Component status page: 'Component status'.
 */
import { COMPONENT_STATUS_TITLE, type PortalData, type PortalView } from '../../core/portal';
import { metaDescription } from '../../core/page/page-description';
import { formatPageTitle } from '../../core/page/page-title';
import { HOME_LEAD } from './home-lead';

export const NOT_AUTHORIZED_TEXT = 'Not authorized';
export const NOT_FOUND_TITLE = 'Page not found';

function pageTitleOf(view: PortalView): string | null {
  switch (view.kind) {
    case 'home':
      return null;
    case 'section':
      return view.section.title;
    case 'page':
      return view.page.title;
    case 'component-status':
      return COMPONENT_STATUS_TITLE;
    case 'not-authorized':
      return NOT_AUTHORIZED_TEXT;
    case 'not-found':
      return NOT_FOUND_TITLE;
  }
}

/** '{page title} - Design System - {Variant}', the variant from the theme id. */
export function documentTitle(view: PortalView, theme: string): string {
  return formatPageTitle({ pageTitle: pageTitleOf(view), contextId: theme });
}

/** The description meta content, or null when no tag is set (SPEC §2, §5); home is described by its lead (views/home-lead.ts). */
export function documentDescription(data: Pick<PortalData, 'view'>): string | null {
  if (data.view.kind === 'home') return HOME_LEAD;
  return data.view.kind === 'page' ? metaDescription(data.view.page.description) : null;
}
