/**
 * The contract between the server and the viewer's server entry: the server
 * decides what a request may see (core/portal) and hands it here; the viewer
 * renders the whole HTML document from it.
 */
import type { ViewChunk } from './views/view-chunks';
import type { PortalData } from '../core/portal';

export interface DocumentAssets {
  /** Module scripts of the client entry, as URLs under /designsystem/assets/. */
  readonly scripts: readonly string[];
  readonly stylesheets: readonly string[];
  /** Modules the entry imports, preloaded so that they load beside it rather than after it. */
  readonly modulePreloads?: readonly string[];
  /**
   * Per view chunk (views/view-chunks.ts), its module and the ones it imports beyond the entry's: a page
   * preloads those of the chunks it renders, which the client awaits before it hydrates.
   */
  readonly viewPreloads?: Readonly<Partial<Record<ViewChunk, readonly string[]>>>;
  /** Per brand, the font files its first view sets text in (core/tokens/brand-typefaces.ts), preloaded by its pages. */
  readonly fontPreloads?: Readonly<Record<string, readonly string[]>>;
}

export interface RenderRequest {
  readonly data: PortalData;
  readonly assets: DocumentAssets;
  /** Scheme and host of the portal as published, e.g. 'https://www.alpine-shop.example', for canonical and share links. */
  readonly origin: string;
}

export type RenderDocument = (request: RenderRequest) => Promise<ReadableStream<Uint8Array>>;

/** id of the `<script type="application/json">` element carrying the hydration data. */
export const PORTAL_DATA_ELEMENT_ID = 'portal-data';
