/**
 * Fills an opened "All themes" fold of the server's static article (variant-fold-listener.ts, loaded when a fold
 * is first opened): each empty stage gets its sample, found by the stage's key (variantSampleKey) in the page's data,
 * rendered by the playground's preview code (playground/mount-preview.tsx) as the server renders the page's copy:
 * inside an OverlayShowcase, so overlays are drawn open, with the same identifier prefix, unique on the page, in a
 * root of its own inside the stage, which the page's React does not manage. The fold's `data-theme` boxes theme
 * them; the samples' wrappers are inert in the server's markup.
 */
import type { ContentNode } from '../../core/bundle';
import { type LivePreview, mountPreview } from '../playground/mount-preview';
import { variantGridsIn, variantSampleIdentifierPrefix, variantSampleOfKey } from './design-html-context';

/** Stages already filled, or being filled: a fold opened twice fills each once. */
const taken = new WeakSet<HTMLElement>();
/** The roots this module mounted, let go of once their article has left the page. */
let mounted: { readonly stage: HTMLElement; readonly preview: LivePreview }[] = [];

export async function fillVariantFold(fold: HTMLElement, body: readonly ContentNode[]): Promise<void> {
  const gone = mounted.filter(({ stage }) => !stage.isConnected);
  mounted = mounted.filter(({ stage }) => stage.isConnected);
  for (const { preview } of gone) preview.unmount();
  const grids = variantGridsIn(body);
  const stages = [...fold.querySelectorAll<HTMLElement>('[data-variant-sample]')].filter(
    (stage) => stage.childElementCount === 0 && !taken.has(stage),
  );
  for (const stage of stages) taken.add(stage);
  await Promise.all(
    stages.map(async (stage) => {
      const key = stage.dataset['variantSample'] ?? '';
      const sample = variantSampleOfKey(grids, key);
      try {
        if (sample === null) throw new Error(`No variants grid sample "${key}" in the page's data`);
        const preview = await mountPreview(stage, sample.grid.of, sample.props, variantSampleIdentifierPrefix(key));
        mounted.push({ stage, preview });
      } catch {
        // As a live example whose code fails to load (examples/watch-live-example.ts).
        stage.dataset['state'] = 'failed';
      }
    }),
  );
}
