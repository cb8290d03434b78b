/**
 * Server side of a playground's preview: renders the component in the state the page's query asks for, in a
 * root of its own (as the browser will hydrate it) inside an example root, so the examples' isolation from the
 * portal's styles applies to it too (examples/example.css).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { previewProps } from '../../core/playground';
import type { PortalView } from '../../core/portal';
import { OverlayShowcase } from '../../ui/overlay-showcase/OverlayShowcase';
import { EXAMPLE_ROOT_CLASS } from '../examples/example-root';
import { loadPlaygroundPreview } from './playground-modules';
import { playgroundIdentifierPrefix } from './playground-root';

/** The preview's HTML; '' when the page has no playground or its module is missing or throws (the browser renders it). */
export async function renderPlayground(view: PortalView): Promise<string> {
  if (view.kind !== 'page' || view.playground === undefined) return '';
  const { component, state } = view.playground;
  const props = previewProps(view.playground, state);
  try {
    const module = await loadPlaygroundPreview(component);
    // In an OverlayShowcase, as in the browser (mount-preview.tsx): overlays drawn open beside their trigger.
    const markup = renderToString(createElement(OverlayShowcase, null, createElement(module.default, props)), {
      identifierPrefix: playgroundIdentifierPrefix(component, null),
    });
    return `<div class="${EXAMPLE_ROOT_CLASS}">${markup}</div>`;
  } catch {
    return '';
  }
}
