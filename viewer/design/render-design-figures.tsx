/**
 * Server side of the variants grids (VariantGrid.tsx): renders every sample of every grid of the page, in the
 * page's theme and once per theme for the grid's "All themes" view, each in a root of its own with its own
 * identifier prefix, so no two copies share an id. The anatomy pictures and Do/Don't examples are live-example
 * modules, which render-examples.tsx renders already.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ContentNode, VariantsNode } from '../../core/bundle';
import type { PortalView } from '../../core/portal';
import { EXAMPLE_ROOT_CLASS } from '../examples/example-root';
import { loadPlaygroundPreview } from '../playground/playground-modules';
import { OverlayShowcase } from '../../ui/overlay-showcase/OverlayShowcase';
import { variantSampleKey } from './design-html-context';

function gridsIn(nodes: readonly ContentNode[], found: VariantsNode[] = []): VariantsNode[] {
  for (const node of nodes) {
    if (node.type === 'variants') found.push(node);
    else if (node.type === 'element' || node.type === 'heading' || node.type === 'link') gridsIn(node.children, found);
  }
  return found;
}

/** key -> HTML; a grid whose module is missing or throws gets none, and renders in the browser. */
export async function renderDesignFigures(view: PortalView, themes: readonly string[]): Promise<Map<string, string>> {
  const html = new Map<string, string>();
  if (view.kind !== 'page') return html;
  for (const grid of gridsIn(view.page.body)) {
    try {
      const module = await loadPlaygroundPreview(grid.of);
      for (const theme of ['page', ...themes]) {
        grid.rows.forEach((row, r) => {
          row.cells.forEach((cell, c) => {
            cell.forEach((sample, s) => {
              const key = variantSampleKey(grid.id, theme, r, c, s);
              // In an OverlayShowcase, as the playground's preview: a Dialog's or a Popover's variants are drawn open.
              const markup = renderToString(createElement(OverlayShowcase, null, createElement(module.default, sample.props)), {
                identifierPrefix: `${key.replaceAll('/', '-')}-`,
              });
              html.set(key, `<div class="${EXAMPLE_ROOT_CLASS}">${markup}</div>`);
            });
          });
        });
      }
    } catch {
      // Left to the browser: the grid renders its samples when it comes into view.
    }
  }
  return html;
}
