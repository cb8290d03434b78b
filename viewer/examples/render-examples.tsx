/**
 * Server side of the live examples: renders each example of the page in a
 * root of its own (as the browser will hydrate it), before the document is
 * rendered, so that the figure can put the markup into the page.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { OverlayShowcase } from '../../ui/overlay-showcase/OverlayShowcase';
import { EXAMPLE_ROOT_CLASS, exampleIdentifierPrefix } from './example-root';
import { loadExample } from './example-modules';

/** Example ids in a page's data, in order, without repeats. */
export function exampleIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) exampleIdsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (record['type'] === 'example' && typeof record['id'] === 'string') found.add(record['id']);
    else for (const key of Object.keys(record)) exampleIdsIn(record[key], found);
  }
  return found;
}

/** id -> HTML; an example whose module is missing or throws gets none, and hydrates or renders in the browser. */
export async function renderExamples(ids: Iterable<string>): Promise<Map<string, string>> {
  const html = new Map<string, string>();
  for (const id of ids) {
    try {
      const module = await loadExample(id);
      // In an OverlayShowcase, as in the browser (mount-example.tsx): overlays drawn open beside their trigger.
      const markup = renderToString(createElement(OverlayShowcase, null, createElement(module.default)), {
        identifierPrefix: exampleIdentifierPrefix(id),
      });
      html.set(id, `<div class="${EXAMPLE_ROOT_CLASS}">${markup}</div>`);
    } catch {
      // Left to the browser: the figure still shows the source.
    }
  }
  return html;
}
