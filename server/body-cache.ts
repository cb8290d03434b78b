/**
 * Pages and page data kept compressed in memory, per viewer class.
 *
 * A page's HTML, and its page data as JSON, are a pure function of what core's
 * buildPortalData is given (the route, whether the reader is authorized, dev
 * mode, the theme, the build version) and of the app's one content bundle and
 * client assets. No part of a response is per request: the CSP has no
 * nonce (security-headers.ts says why). So each body is rendered once, brotli-
 * and gzip-compressed once, and every later reader of the same class gets the
 * stored bytes in the encoding it accepts, without rendering or compressing.
 *
 * The key is the whole input of the render, so a body made for an authorized
 * reader can never be served to an anonymous one. Only known routes are kept
 * (a 404 page's key would be any path anyone asks for). The cache is bounded
 * by the bytes it holds, least recently used out. A body is stored in brotli,
 * which every current browser asks for; its gzip copy is made from it the
 * first time a client without brotli asks, and counts towards the bound from
 * then on, so memory goes to the codings readers use (docs/performance.md:
 * memory). A client that accepts no compression gets the brotli body inflated
 * (well under a millisecond for a 90 KB page), which keeps the identity copy
 * out of memory.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { createByteBoundedLru } from './byte-bounded-lru';
import { ownedBuffer } from './owned-buffer';

/** About 600 compressed component pages (10 KB each in brotli): a bound on memory, not a target. */
export const DEFAULT_BODY_CACHE_BYTES = 6 * 1024 * 1024;

/**
 * Brotli quality 6: within 1 % of quality 9 and 11 % of quality 11 on a 90 KB
 * page, for 2 ms of CPU instead of 15 ms or 180 ms on the first request of a class.
 */
const BROTLI_QUALITY = 6;

/** Made on demand, synchronously (about 3 ms for a 90 KB page, once per body): level 6, zlib's default. */
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);

export type ContentCoding = 'br' | 'gzip' | 'identity';

export interface CachedBody {
  readonly status: number;
  readonly br: Buffer<ArrayBuffer>;
  /** Null until a client that takes gzip but not brotli asks (encodedBody). */
  gzip: Buffer<ArrayBuffer> | null;
  /** Size of the uncompressed body. */
  readonly identityBytes: number;
  /** Told the size of a coding added later, so the cache holding the body can count it. */
  onGrow: ((bytes: number) => void) | null;
}

export interface BodyCacheStats {
  readonly entries: number;
  /** Compressed bytes held (brotli and gzip bodies). */
  readonly bytes: number;
  readonly maxBytes: number;
  readonly hits: number;
  readonly misses: number;
}

export interface BodyCache {
  /** The stored body for `key`, or the one `produce` makes (made once even when many ask at the same time). */
  readonly body: (
    key: string,
    produce: () => Promise<{ readonly status: number; readonly body: Uint8Array | string }>,
  ) => Promise<CachedBody>;
  readonly stats: () => BodyCacheStats;
}

export interface BodyCacheOptions {
  readonly maxBytes?: number;
}

async function compressBody(status: number, body: Uint8Array | string): Promise<CachedBody> {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  // On libuv's thread pool, so the event loop keeps serving other readers meanwhile.
  const br = await brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
  // Kept for as long as the cache holds the body: its own bytes, not a view of zlib's larger output chunk.
  return { status, br: ownedBuffer(br), gzip: null, identityBytes: bytes.byteLength, onGrow: null };
}

/** The bytes to send for a chosen content coding; the gzip copy is made (and kept) the first time it is asked for. */
export function encodedBody(body: CachedBody, coding: ContentCoding): Buffer<ArrayBuffer> {
  if (coding === 'br') return body.br;
  if (coding === 'identity') return brotliDecompressSync(body.br) as Buffer<ArrayBuffer>;
  if (body.gzip === null) {
    body.gzip = ownedBuffer(gzipSync(brotliDecompressSync(body.br), { level: GZIP_LEVEL }));
    body.onGrow?.(body.gzip.byteLength);
  }
  return body.gzip;
}

/**
 * @example
 * const cache = createBodyCache();
 * const body = await cache.body('["/components/button-design",false,false,"alpine-light"]', async () => ({ status: 200, body: html }));
 * encodedBody(body, 'br'); // the same bytes for every later reader of that class
 */
export function createBodyCache(options: BodyCacheOptions = {}): BodyCache {
  const maxBytes = options.maxBytes ?? DEFAULT_BODY_CACHE_BYTES;
  const entries = createByteBoundedLru<CachedBody>(maxBytes);
  /** Bodies being made, so concurrent first requests of a class render and compress once (counted as hits). */
  const pending = new Map<string, Promise<CachedBody>>();
  let hits = 0;
  let misses = 0;

  const store = (key: string, body: CachedBody) => {
    // A gzip copy made later counts while the body is held (it may push the body itself out, being the oldest).
    if (entries.set(key, body, body.br.byteLength)) body.onGrow = (added) => entries.grow(key, body, added);
  };

  return {
    async body(key, produce) {
      const cached = entries.get(key);
      if (cached !== undefined) {
        hits += 1;
        return cached;
      }
      const pendingBody = pending.get(key);
      if (pendingBody !== undefined) {
        hits += 1;
        return pendingBody;
      }
      misses += 1;
      const making = produce().then(({ status, body }) => compressBody(status, body));
      pending.set(key, making);
      // A failed render is not kept: the next request tries again.
      making
        .then(
          (body) => store(key, body),
          () => {},
        )
        .finally(() => pending.delete(key));
      return making;
    },
    stats: () => ({ entries: entries.size(), bytes: entries.bytes(), maxBytes, hits, misses }),
  };
}
