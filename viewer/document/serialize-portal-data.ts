/**
 * The hydration data as the text of a `<script type="application/json">`
 * element: JSON with every '<' escaped, so content such as '</script>' or
 * '<!--' cannot end the element early (HTML spec, "script data state").
 */
import type { PortalData } from '../../core/portal';
import { PORTAL_DATA_ELEMENT_ID } from '../ssr-contract';
import type { EmbeddedPortalData } from './embedded-portal-data';

/**
 * @example serializePortalData(data).includes('<') // false
 */
export function serializePortalData(data: PortalData): string {
  // U+2028/U+2029 are valid in JSON and harmless in a JSON script element, so only '<' needs escaping.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Where the document holds the hydration data: a JSON script element that is a child of body itself. An id alone
 * is not enough: anything rendered inside the app (a playground's preview, docs/playground.md) that takes the same
 * id comes first in the document, and `getElementById` would hand it back instead.
 */
export const PORTAL_DATA_SELECTOR = `body > script[type="application/json"]#${PORTAL_DATA_ELEMENT_ID}`;

/** Reads the hydration data back from its element; throws when the server did not embed it. */
export function readPortalData(element: Element | null): EmbeddedPortalData {
  const isDataScript = element?.tagName === 'SCRIPT' && element.getAttribute('type') === 'application/json';
  if (element === null || !isDataScript || element.textContent === null) {
    throw new Error('The server did not embed the portal data (script#portal-data)');
  }
  return JSON.parse(element.textContent) as EmbeddedPortalData;
}
