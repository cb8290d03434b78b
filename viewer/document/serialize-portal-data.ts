/**
 * The hydration data as the text of a `<script type="application/json">`
 * element: JSON with every '<' escaped, so content such as '</script>' or
 * '<!--' cannot end the element early (HTML spec, "script data state").
 */
import type { PortalData } from '../../core/portal';

/**
 * @example serializePortalData(data).includes('<') // false
 */
export function serializePortalData(data: PortalData): string {
  // U+2028/U+2029 are valid in JSON and harmless in a JSON script element, so only '<' needs escaping.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Reads the hydration data back from its element; throws when the server did not embed it. */
export function readPortalData(element: Element | null): PortalData {
  if (element === null || element.textContent === null) {
    throw new Error('The server did not embed the portal data (script#portal-data)');
  }
  return JSON.parse(element.textContent) as PortalData;
}
