/** The page title as the main heading and, when known, 'Page last updated at {date}' in de-CH (SPEC §2). */
import { lastUpdatedText } from '../../core/page';
import { usePageMeta } from '../state/page-meta-context';

export function ContentHead({ modifiedDate }: { readonly modifiedDate: string | null }) {
  const { title } = usePageMeta();
  const updated = lastUpdatedText(modifiedDate);
  return (
    <header className="content-head">
      <h1 id="page-title" className="content-head__title" tabIndex={-1}>
        {title}
      </h1>
      {updated === null ? null : <p className="content-head__updated">{updated}</p>}
    </header>
  );
}
