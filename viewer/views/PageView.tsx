/**
 * A documentation page body (SPEC §2 Documentation page body): auth gate,
 * content head, tab navigation (2+ tabs), the article, then previous and next.
 */
import { useEffect, useMemo, useState } from 'react';
import type { PageRecord } from '../../core/bundle';
import { mainComponent, type PageComponent } from '../../core/portal';
import type { PagePlayground } from '../../core/playground';
import { PlaygroundSlot } from '../playground/PlaygroundSlot';
import { metaDescription } from '../../core/page/page-description';
import { useAuthorizationContext } from '../state/authorization-context';
import { PageMetaContext } from '../state/page-meta-context';
import { useTheme } from '../state/theme-context';
import { documentTitle } from '../document/document-head';
import { ContentHead } from '../page/ContentHead';
import { TabNavigation } from '../page/TabNavigation';
import { PageNeighbours } from '../page/PageNeighbours';
import { ComponentChangelog } from '../page/ComponentChangelog';
import { ComponentStatusLine } from '../page/ComponentStatusLine';
import { Article } from '../article/Article';
import { NotAuthorizedView } from './NotAuthorizedView';
import { takeHighlight } from '../highlight/pending-highlight';

export function PageView({
  page,
  components = [],
  playground,
}: {
  readonly page: PageRecord;
  /** The components the page documents (core/portal/component-status.ts). */
  readonly components?: readonly PageComponent[] | undefined;
  /** The page's component playground (core/playground); its chunk is loaded with the page (view-chunks.ts). */
  readonly playground?: PagePlayground | undefined;
}) {
  const { isAuthorized } = useAuthorizationContext();
  const { theme } = useTheme();
  const [highlightWords, setHighlightWords] = useState<readonly string[] | null>(null);
  useEffect(() => setHighlightWords(takeHighlight(page.route)), [page.route]);
  useEffect(() => {
    if (highlightWords === null) return undefined;
    // Only a page opened from a search result needs the highlight code.
    let cleanup: (() => void) | null = null;
    let current = true;
    void import('../highlight/search-highlight').then(({ showSearchHighlight }) => {
      if (current) cleanup = showSearchHighlight(highlightWords, () => setHighlightWords(null));
    });
    return () => {
      current = false;
      cleanup?.();
    };
  }, [highlightWords]);
  const meta = useMemo(
    () => ({
      title: page.title,
      metaTitle: documentTitle({ kind: 'page', page }, theme),
      metaDescription: metaDescription(page.description),
      isPublic: page.isPublic,
    }),
    [page, theme],
  );
  const main = mainComponent(components, page.title);
  // SPEC §2 Auth gate: content renders when the page is public or the viewer is authorized.
  if (!page.isPublic && !isAuthorized) return <NotAuthorizedView />;
  return (
    <PageMetaContext.Provider value={meta}>
      <article className="page" aria-labelledby="page-title">
        <ContentHead page={page}>{main === undefined ? null : <ComponentStatusLine component={main} />}</ContentHead>
        {page.tabs.length >= 2 ? <TabNavigation tabs={page.tabs} /> : null}
        {playground === undefined ? null : <PlaygroundSlot playground={playground} />}
        <Article nodes={page.body} />
        {page.tab === 'Design' ? null : <ComponentChangelog components={components} />}
        <PageNeighbours page={page} />
      </article>
    </PageMetaContext.Provider>
  );
}
