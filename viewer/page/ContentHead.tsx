/**
 * The head of a page (SPEC §2 Documentation page body): breadcrumbs, the page
 * title as the main heading and, when known, 'Page last updated at {date}' in
 * de-CH, beside the page's actions (copy as Markdown, edit).
 */
import type { ReactNode } from 'react';
import type { PageRecord } from '../../core/bundle';
import { lastUpdatedText } from '../../core/page/format-date';
import { usePageMeta } from '../state/page-meta-context';
import { Breadcrumbs } from './Breadcrumbs';
import { PageActions } from './PageActions';
import './page-wayfinding.css';

/** `children`: what stands right under the title (a component's status and since). */
export function ContentHead({ page, children }: { readonly page: PageRecord; readonly children?: ReactNode }) {
  const { title } = usePageMeta();
  const updated = lastUpdatedText(page.modifiedDate);
  return (
    <header className="content-head">
      <Breadcrumbs page={page} />
      <h1 id="page-title" className="content-head__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
      <div className="content-head__meta">
        {updated === null ? null : <p className="content-head__updated">{updated}</p>}
        <PageActions />
      </div>
    </header>
  );
}
