/**
 * Opens the "All themes" fold of a variants grid in the server's static article (VariantGrid.tsx): the server
 * renders only the grid in the page's theme, and React never renders the static article (article/static-article.ts),
 * so one `toggle` listener on the document, installed by the first load (entry-client.tsx), loads the code that
 * fills an opened fold's samples (fill-variant-fold.tsx) from the page's own data. `toggle` does not bubble: the
 * listener captures it. A live article's grid fills its fold by itself, so the listener leaves any fold outside the
 * server's article alone.
 */
import type { ContentNode } from '../../core/bundle';
import { ARTICLE_SELECTOR, holdsNodeOf } from '../article/static-article';
import { reportError } from '../logging/report-error';

/**
 * The class of a grid's "All themes" `<details>`. Declared here, not beside the grid's other names
 * (design-html-context.ts): this module is in the first load, and what it imports comes along.
 */
export const VARIANT_FOLD_CLASS = 'variant-grid__themes';

const GRIDS: ReadonlySet<ContentNode['type']> = new Set(['variants']);

/** Listens for the folds of the server's article, which renders `body` (the first page's); a page without a grid needs none. */
export function installVariantFolds(body: readonly ContentNode[] | undefined): void {
  const article = document.querySelector(ARTICLE_SELECTOR);
  if (body === undefined || article === null || !holdsNodeOf(body, GRIDS)) return;
  const onToggle = (event: Event) => {
    const fold = event.target;
    if (!(fold instanceof HTMLDetailsElement) || !fold.open || !fold.classList.contains(VARIANT_FOLD_CLASS)) return;
    // Once the article renders live (another page, a stale article), the server's element is gone for good.
    if (!article.isConnected) document.removeEventListener('toggle', onToggle, true);
    else if (article.contains(fold))
      import('./fill-variant-fold').then(({ fillVariantFold }) => fillVariantFold(fold, body)).catch(reportError);
  };
  document.addEventListener('toggle', onToggle, true);
}
