/**
 * Fills an opened "All themes" fold of the server's static article (variant-fold-listener.ts, loaded when a fold
 * is first opened): each empty stage gets its sample, found by the stage's key (variantSampleKey) in the page's data,
 * rendered by the playground's preview code (playground/mount-preview.tsx) as the server renders the page's copy:
 * inside an OverlayShowcase, so overlays are drawn open, with the same identifier prefix, unique on the page, in a
 * root of its own inside the stage, which the page's React does not manage. The fold's `data-theme` boxes theme
 * them; the samples' wrappers are inert in the server's markup.
 */
import type { ContentNode } from '../../core/bundle';
import type { EmbeddedPortalData } from '../document/embedded-portal-data';
import { reportError } from '../logging/report-error';
import { wholeFirstPageData } from '../routing/first-page-body';
import { mountPreview } from '../playground/mount-preview';
import { variantGridsIn, variantSampleIdentifierPrefix, variantSampleOfKey } from './design-html-context';

/** Stages already filled, or being filled: a fold opened twice fills each once. */
const taken = new WeakSet<HTMLElement>();

/**
 * The roots are not kept to be unmounted: the server's article leaves the page only whole (another page, or the
 * article rendering live), and nothing but their detached stages then holds them.
 */
export async function fillVariantFold(fold: HTMLElement, body: readonly ContentNode[]): Promise<void> {
  const grids = variantGridsIn(body);
  const stages = [...fold.querySelectorAll<HTMLElement>('[data-variant-sample]')].filter(
    (stage) => stage.childElementCount === 0 && !taken.has(stage),
  );
  for (const stage of stages) taken.add(stage);
  await Promise.all(
    stages.map(async (stage) => {
      const key = stage.dataset['variantSample'] ?? '';
      const sample = variantSampleOfKey(grids, key);
      if (sample === null) {
        // The server wrote the key from the same data (VariantGrid.tsx): a stage naming no sample is this code's mistake.
        stage.dataset['state'] = 'failed';
        reportError(
          new Error(
            `The "All themes" stage "${key}" names no sample of the page's variants grids (${grids.map((grid) => grid.id).join(', ') || 'none'}); a key is grid/theme/row/column/size`,
          ),
        );
        return;
      }
      try {
        await mountPreview(stage, sample.grid.of, sample.props, variantSampleIdentifierPrefix(key));
      } catch {
        // As a live example whose code fails to load (examples/watch-live-example.ts).
        stage.dataset['state'] = 'failed';
      }
    }),
  );
}

/** Fills an opened fold of the first page's server article, once that page's data is whole. */
export async function fillFirstPageFold(fold: HTMLElement, data: EmbeddedPortalData): Promise<void> {
  const whole = await wholeFirstPageData(data);
  await fillVariantFold(fold, whole.view.kind === 'page' ? whole.view.page.body : []);
}
