/**
 * Search answers kept compressed in memory (server/search-route.ts), made
 * synchronously on the first ask and bounded by bytes, least recently used out.
 *
 * Unlike pages (body-cache.ts), an answer is made while a reader types and
 * waits for it, and most are asked for a few times only, so making one must
 * be cheap: brotli quality 0 (brotli's one-pass mode), on the event loop.
 * Over the answers of the bench's 64 shipped queries (20 KB of JSON on
 * average, 70 KB for 'the'), quality 0 takes less than half the time of
 * quality 2 for about 3 % more bytes (about 31 % of the JSON against 28 %),
 * and so it does on the largest answers, the ones that decide the 95th
 * percentile. The page level (brotli 6 on libuv's thread pool, body-cache.ts)
 * costs several times more an answer, a third of it the stream machinery.
 * A gzip copy is made only when a reader without brotli asks (from the brotli
 * one), and then kept beside it; a reader without either gets the JSON
 * decompressed.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentCoding } from './body-cache';
import { createByteBoundedLru } from './byte-bounded-lru';
import { ownedBuffer } from './owned-buffer';

/**
 * 2 MB, the bound the memory budget set for search answers (docs/performance.md):
 * about 120 full answers (limit 101) in brotli; short-prefix answers are far smaller.
 */
export const DEFAULT_ANSWER_CACHE_BYTES = 2 * 1024 * 1024;
export const ANSWER_BROTLI_QUALITY = 0;
export const ANSWER_GZIP_LEVEL = 4;

interface StoredAnswer {
  readonly br: Buffer<ArrayBuffer>;
  gzip: Buffer<ArrayBuffer> | undefined;
}

export interface AnswerCacheStats {
  readonly entries: number;
  /** Compressed bytes held (brotli, and gzip where made). */
  readonly bytes: number;
  readonly maxBytes: number;
  readonly hits: number;
  readonly misses: number;
}

export interface AnswerCache {
  /** The answer for `key` in `coding`: the stored one, or the one `produce` makes (JSON, text or UTF-8 bytes), stored. */
  readonly encoded: (key: string, produce: () => string | Uint8Array, coding: ContentCoding) => Buffer<ArrayBuffer>;
  readonly stats: () => AnswerCacheStats;
}

function brotli(bytes: Buffer): Buffer<ArrayBuffer> {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  }) as Buffer<ArrayBuffer>;
}

/**
 * An answer in `coding`, made on the event loop at the levels above; the MCP
 * route (server/mcp/mcp-route.ts) sends its answers so too, uncached.
 *
 * @example
 * encodeAnswer(Buffer.from('{"results":[]}'), 'br'); // brotli quality 0
 */
export function encodeAnswer(identity: Buffer, coding: ContentCoding): Buffer<ArrayBuffer> {
  if (coding === 'br') return brotli(identity);
  if (coding === 'gzip') return gzipSync(identity, { level: ANSWER_GZIP_LEVEL }) as Buffer<ArrayBuffer>;
  return identity as Buffer<ArrayBuffer>;
}

/**
 * @example
 * const cache = createAnswerCache();
 * cache.encoded('["button",101,[],false,false]', () => JSON.stringify(answer), 'br'); // brotli bytes, made once
 */
export function createAnswerCache(options: { readonly maxBytes?: number } = {}): AnswerCache {
  const maxBytes = options.maxBytes ?? DEFAULT_ANSWER_CACHE_BYTES;
  const entries = createByteBoundedLru<StoredAnswer>(maxBytes);
  let hits = 0;
  let misses = 0;

  const fromStored = (key: string, answer: StoredAnswer, coding: ContentCoding): Buffer<ArrayBuffer> => {
    if (coding === 'br') return answer.br;
    const identity = brotliDecompressSync(answer.br) as Buffer<ArrayBuffer>;
    if (coding === 'identity') return identity;
    if (answer.gzip === undefined) {
      answer.gzip = ownedBuffer(encodeAnswer(identity, 'gzip'));
      entries.grow(key, answer, answer.gzip.byteLength);
    }
    return answer.gzip;
  };

  return {
    encoded(key, produce, coding) {
      const stored = entries.get(key);
      if (stored !== undefined) {
        hits += 1;
        return fromStored(key, stored, coding);
      }
      misses += 1;
      const made = produce();
      const identity = typeof made === 'string' ? Buffer.from(made, 'utf8') : Buffer.from(made.buffer, made.byteOffset, made.byteLength);
      // Its own bytes, not a view of zlib's 16 KB output chunk, so the bound counts what is held (owned-buffer.ts).
      const answer: StoredAnswer = { br: ownedBuffer(brotli(identity)), gzip: undefined };
      entries.set(key, answer, answer.br.byteLength);
      if (coding === 'identity') return identity as Buffer<ArrayBuffer>;
      return fromStored(key, answer, coding);
    },
    stats: () => ({ entries: entries.size(), bytes: entries.bytes(), maxBytes, hits, misses }),
  };
}
