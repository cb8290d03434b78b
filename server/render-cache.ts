/**
 * Rendered documents kept for reuse (README, Performance, server throughput). The HTML of
 * a page is a pure function of the page data — which core's buildPortalData
 * derives from the app's one content bundle, the route, isAuthorized,
 * isDevMode, the theme and the build version — and of the app's client assets,
 * except for the CSP nonce, which must be fresh and unguessable per response.
 *
 * So a document is rendered once with a placeholder nonce (random per cache,
 * so no content can contain it), kept as UTF-8 pieces split at the
 * placeholder, and each response joins the pieces with its own nonce. The key
 * holds every input of the render but the nonce, authorization included: a
 * page rendered for an authorized reader is never served to an anonymous one.
 * Only known routes are kept (a 404 page's key would be whatever path was
 * asked for), and the cache is bounded by bytes, least recently used out.
 */
import { randomBytes } from 'node:crypto';
import type { RenderDocument, RenderRequest } from '../viewer/ssr-contract';

/** Enough for the pages most read (a component page is about 90 KB); a bound on memory, not a target. */
export const DEFAULT_RENDER_CACHE_BYTES = 8 * 1024 * 1024;

export interface RenderCacheOptions {
  /** Upper bound of the UTF-8 bytes kept; a document larger than this is rendered every time. */
  readonly maxBytes?: number;
}

export interface RenderCacheStats {
  readonly entries: number;
  readonly bytes: number;
  readonly hits: number;
  readonly misses: number;
}

export interface CachedRenderDocument {
  /** Renders like the wrapped RenderDocument; the body is one buffer. */
  readonly render: (request: RenderRequest) => Promise<Uint8Array<ArrayBuffer>>;
  readonly stats: () => RenderCacheStats;
}

interface Entry {
  /** The document split at the placeholder nonce: nonce goes between consecutive pieces. */
  readonly pieces: readonly Buffer[];
  readonly bytes: number;
}

/** Attribute-value escaping, as React does it, for a nonce put where React put the placeholder. */
function escapeAttribute(value: string): string {
  return /["&'<>]/.test(value) ? value.replace(/[&"'<>]/g, (ch) => `&#${ch.charCodeAt(0)};`) : value;
}

/** Everything a render depends on but the nonce (the bundle is the app's own; see the module header). */
function keyOf({ data, assets }: RenderRequest): string | null {
  // Not-found pages would make the key space as large as the set of paths anyone asks for.
  if (data.view.kind === 'not-found') return null;
  return JSON.stringify([data.route, data.isAuthorized, data.isDevMode, data.theme, data.buildVersion, assets.scripts, assets.stylesheets]);
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function join(entry: Entry, nonce: string): Buffer<ArrayBuffer> {
  const nonceBytes = Buffer.from(escapeAttribute(nonce));
  const parts: Buffer[] = [];
  entry.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(nonceBytes);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

/**
 * @example
 * const cache = createRenderCache(renderDocument);
 * await cache.render({ data, nonce: 'abc', assets }); // rendered
 * await cache.render({ data, nonce: 'xyz', assets }); // the same HTML with nonce="xyz", not rendered again
 */
export function createRenderCache(render: RenderDocument, options: RenderCacheOptions = {}): CachedRenderDocument {
  const maxBytes = options.maxBytes ?? DEFAULT_RENDER_CACHE_BYTES;
  const placeholder = randomBytes(16).toString('hex');
  /** Insertion order is recency order: a hit moves its entry to the end. */
  const entries = new Map<string, Entry>();
  /** Renders under way, so concurrent first requests for a page render it once. */
  const pending = new Map<string, Promise<Entry>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const store = (key: string, entry: Entry) => {
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  };

  const renderEntry = async (request: RenderRequest): Promise<Entry> => {
    const html = (await readAll(await render({ ...request, nonce: placeholder }))).toString('utf8');
    const pieces = html.split(placeholder).map((piece) => Buffer.from(piece, 'utf8'));
    return { pieces, bytes: pieces.reduce((sum, piece) => sum + piece.byteLength, 0) };
  };

  return {
    async render(request) {
      const key = keyOf(request);
      if (key === null) return readAll(await render(request));
      const cached = entries.get(key);
      if (cached !== undefined) {
        hits += 1;
        entries.delete(key);
        entries.set(key, cached);
        return join(cached, request.nonce);
      }
      misses += 1;
      let rendering = pending.get(key);
      if (rendering === undefined) {
        rendering = renderEntry(request);
        pending.set(key, rendering);
        // A failed render is not kept: the next request tries again.
        rendering
          .then(
            (entry) => store(key, entry),
            () => {},
          )
          .finally(() => pending.delete(key));
      }
      return join(await rendering, request.nonce);
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
