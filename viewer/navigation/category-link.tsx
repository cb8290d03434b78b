/**
 * A category of a section too large to send whole (core/portal/page-navigation.ts): its name and a link to its
 * first page, whose data carries the category's entries. The sub-navigation, the mobile menu and the section page
 * list the categories a page does not carry this way.
 */
import type { NavigationCategoryLink } from '../../core/portal';
import { InternalLink } from '../links/InternalLink';
import { useIsDevMode } from '../state/dev-mode-context';

export function CategoryLink({ link, className }: { readonly link: NavigationCategoryLink; readonly className: string }) {
  const mode = useIsDevMode() ? 'devMode' : 'designMode';
  const entries = link.entries[mode];
  return (
    <InternalLink to={link.first[mode]} className={className}>
      <span className="visually-hidden">{`${link.category}: `}</span>
      {`Browse ${entries} ${entries === 1 ? 'page' : 'pages'}`}
    </InternalLink>
  );
}

/**
 * The categories to list in order, each with its entries when the page carries them: all of the section's when it
 * is sent whole (`categories` undefined), else every category, those not carried as links.
 */
export function listedCategories<Group extends { readonly category: string }>(
  carried: readonly Group[],
  categories: readonly NavigationCategoryLink[] | undefined,
): (
  | { readonly category: string; readonly group: Group; readonly link?: undefined }
  | { readonly category: string; readonly group?: undefined; readonly link: NavigationCategoryLink }
)[] {
  if (categories === undefined) return carried.map((group) => ({ category: group.category, group }));
  return categories.map((link) => {
    const group = carried.find((candidate) => candidate.category === link.category);
    return group === undefined ? { category: link.category, link } : { category: link.category, group };
  });
}
