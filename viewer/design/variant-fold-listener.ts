/**
 * Opens the "All themes" fold of a variants grid in the server's static article (VariantGrid.tsx): the server
 * renders only the grid in the page's theme, and React never renders the static article (article/static-article.ts),
 * so one `toggle` listener on the document, installed by the first load (entry-client.tsx), loads the code that
 * fills an opened fold's samples (fill-variant-fold.tsx) from the page's own data, made whole first if the document
 * embedded it without the article's tree (routing/first-page-body.ts). `toggle` does not bubble: the
 * listener captures it. A live article's grid fills its fold by itself, so the listener leaves any fold outside the
 * server's article alone.
 */
import type { ContentNode } from '../../core/bundle';
import { ARTICLE_SELECTOR, noteStaticArticleChanged } from '../article/static-article';
import { bodyHolds, type EmbeddedPortalData } from '../document/embedded-portal-data';
import { reportError } from '../logging/report-error';

/**
 * The class of a grid's "All themes" `<details>`. Declared here, not beside the grid's other names
 * (design-html-context.ts): this module is in the first load, and what it imports comes along.
 */
export const VARIANT_FOLD_CLASS = 'variant-grid__themes';

const GRIDS: ReadonlySet<ContentNode['type']> = new Set(['variants']);

/**
 * Listens for the folds of the server's article, which renders the first page's body: fills an opened "All themes"
 * fold, and notes any fold the reader opens or closes before the app renders the article (static-article.ts).
 */
export function installVariantFolds(data: EmbeddedPortalData): void {
  const article = document.querySelector(ARTICLE_SELECTOR);
  if (article === null) return;
  const hasGrids = bodyHolds(data, GRIDS);
  const onToggle = (event: Event) => {
    const fold = event.target;
    if (!(fold instanceof HTMLDetailsElement)) return;
    // Once the article renders live (another page, a stale article), the server's element is gone for good.
    if (!article.isConnected) {
      document.removeEventListener('toggle', onToggle, true);
      return;
    }
    if (!article.contains(fold)) return;
    noteStaticArticleChanged();
    if (hasGrids && fold.open && fold.classList.contains(VARIANT_FOLD_CLASS))
      import('./fill-variant-fold').then(({ fillFirstPageFold }) => fillFirstPageFold(fold, data)).catch(reportError);
  };
  document.addEventListener('toggle', onToggle, true);
}
