/**
 * The "Helpful links" of the Resources factsheet (SPEC §2), for authorized
 * readers only; a link without its URL is left out.
 */
import type { PageRecord, SiteRecord } from '../../core/bundle';

export interface FactsheetLink {
  readonly label: string;
  readonly href: string;
}

export function factsheetLinks(page: PageRecord, site: SiteRecord, isAuthorized: boolean): FactsheetLink[] {
  if (!isAuthorized) return [];
  const links: (FactsheetLink | null)[] = [
    page.figmaLink ? { label: `Open component in ${site.designToolName}`, href: page.figmaLink } : null,
    page.figmaUrl ? { label: 'Edit design guidelines', href: page.figmaUrl } : null,
    page.sourcePath && site.repoRoot
      ? { label: `Open in ${site.codeHostName}`, href: `${site.repoRoot.replace(/\/+$/, '')}/${page.sourcePath.replace(/^\/+/, '')}` }
      : null,
    site.teamChannelUrl ? { label: 'Report bug or feedback', href: site.teamChannelUrl } : null,
  ];
  return links.filter((link): link is FactsheetLink => link !== null);
}
