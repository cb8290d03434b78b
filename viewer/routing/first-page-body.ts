/**
 * The first page's data made whole (document/embedded-portal-data.ts): the document embeds it without the
 * article's content tree, which is fetched with the page's data the first time it is needed, once. The server's
 * markup of the article stays what the first render shows (article/static-article.ts): it now renders this tree.
 */
import type { ContentNode } from '../../core/bundle';
import type { PortalData } from '../../core/portal';
import { rebindStaticArticle } from '../article/static-article';
import type { EmbeddedPortalData } from '../document/embedded-portal-data';
import { fetchPageData } from './page-data-client';

let whole: Promise<PortalData> | null = null;

async function fetchBody(data: EmbeddedPortalData): Promise<PortalData> {
  if (data.view.kind !== 'page' || data.deferredBody === undefined) return data;
  const { deferredBody: _left, ...rest } = data;
  const fetched = await fetchPageData(data.route);
  if (fetched.view.kind !== 'page' || fetched.view.page.route !== data.view.page.route) {
    throw new Error(`The page data of ${data.route} is no longer a page: its article cannot be made live`);
  }
  const body: readonly ContentNode[] = fetched.view.page.body;
  rebindStaticArticle(data.view.page.body, body);
  return { ...rest, view: { ...data.view, page: { ...data.view.page, body } } };
}

/**
 * The first page's whole data; a failed request is forgotten, so the next call asks again.
 *
 * @example const data = await wholeFirstPageData(initialData); // data.view.page.body is the article's tree
 */
export function wholeFirstPageData(data: EmbeddedPortalData): Promise<PortalData> {
  if (whole === null) {
    whole = fetchBody(data);
    whole.catch(() => {
      whole = null;
    });
  }
  return whole;
}
