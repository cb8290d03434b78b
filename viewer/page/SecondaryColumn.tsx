/**
 * The secondary column of a /{section}/{page} route (SPEC §2): the
 * "Resources" factsheet and the in-page navigation, shifted down to leave
 * room for the tabs when the page has more than one.
 */
import type { PageRecord } from '../../core/bundle';
import { InPageNavigation } from './InPageNavigation';
import { ResourcesFactsheet } from './ResourcesFactsheet';
import './secondary-column.css';

export function SecondaryColumn({ page }: { readonly page: PageRecord }) {
  return (
    <aside className="secondary-column" aria-label="Page resources" data-shifted={page.tabs.length > 1 ? 'true' : undefined}>
      <div className="secondary-column__sticky">
        <ResourcesFactsheet page={page} />
        <InPageNavigation items={page.headings} />
      </div>
    </aside>
  );
}
