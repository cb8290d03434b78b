/**
 * The contract between the server and the viewer's server entry: the server
 * decides what a request may see (core/portal) and hands it here; the viewer
 * renders the whole HTML document from it.
 */
import type { PortalData } from '../core/portal';

export interface DocumentAssets {
  /** Module scripts of the client entry, as URLs under /designsystem/assets/. */
  readonly scripts: readonly string[];
  readonly stylesheets: readonly string[];
}

export interface RenderRequest {
  readonly data: PortalData;
  readonly assets: DocumentAssets;
}

export type RenderDocument = (request: RenderRequest) => Promise<ReadableStream<Uint8Array>>;

/** id of the `<script type="application/json">` element carrying the hydration data. */
export const PORTAL_DATA_ELEMENT_ID = 'portal-data';
