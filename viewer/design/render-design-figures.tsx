/**
 * Server side of the variants grids (VariantGrid.tsx): renders every sample of every grid of the page in the page's
 * theme, each in a root of its own with its own identifier prefix, so no two samples share an id. The "All themes"
 * fold's copies are not rendered here: they would be four more copies of every sample in the page's HTML, behind a
 * fold most readers never open; the browser fills them when it is opened (fill-variant-fold.tsx). The anatomy
 * pictures and Do/Don't examples are live-example modules, which render-examples.tsx renders already.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PortalView } from '../../core/portal';
import { EXAMPLE_ROOT_CLASS } from '../examples/example-root';
import { loadPlaygroundPreview } from '../playground/playground-modules';
import { OverlayShowcase } from '../../ui/overlay-showcase/OverlayShowcase';
import { variantGridsIn, variantSampleIdentifierPrefix, variantSampleKey } from './design-html-context';

/** key -> HTML; a grid whose module is missing or throws gets none, and renders in the browser. */
export async function renderDesignFigures(view: PortalView): Promise<Map<string, string>> {
  const html = new Map<string, string>();
  if (view.kind !== 'page') return html;
  for (const grid of variantGridsIn(view.page.body)) {
    try {
      const module = await loadPlaygroundPreview(grid.of);
      grid.rows.forEach((row, r) => {
        row.cells.forEach((cell, c) => {
          cell.forEach((sample, s) => {
            const key = variantSampleKey(grid.id, 'page', r, c, s);
            // In an OverlayShowcase, as the playground's preview: a Dialog's or a Popover's variants are drawn open.
            const markup = renderToString(createElement(OverlayShowcase, null, createElement(module.default, sample.props)), {
              identifierPrefix: variantSampleIdentifierPrefix(key),
            });
            html.set(key, `<div class="${EXAMPLE_ROOT_CLASS}">${markup}</div>`);
          });
        });
      });
    } catch {
      // Left to the browser: the grid renders its samples when it comes into view.
    }
  }
  return html;
}
