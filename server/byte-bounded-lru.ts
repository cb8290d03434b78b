/**
 * The memory bound shared by the server's compressed-response caches
 * (body-cache.ts for pages, answer-cache.ts for search answers): entries are
 * counted by the bytes they hold, and the least recently used go first once
 * the total is over the bound. An entry may grow after it is stored (a gzip
 * copy made on demand), and then counts for its new size.
 */
export interface ByteBoundedLru<V> {
  /** The value for `key`, now the most recently used; undefined when absent. */
  readonly get: (key: string) => V | undefined;
  /** Stores `value` as `bytes` long; a value larger than the whole bound is not stored (false). */
  readonly set: (key: string, value: V, bytes: number) => boolean;
  /**
   * Counts `added` bytes more for `value` while it is still the one held for `key`: a value already evicted,
   * or replaced by another, does not count towards the bound.
   */
  readonly grow: (key: string, value: V, added: number) => void;
  readonly size: () => number;
  readonly bytes: () => number;
}

interface Held<V> {
  readonly value: V;
  bytes: number;
}

/**
 * @example
 * const lru = createByteBoundedLru<Buffer>(1024);
 * lru.set('a', Buffer.alloc(600), 600);
 * lru.set('b', Buffer.alloc(600), 600); // 'a' goes: 1,200 bytes are over the bound
 */
export function createByteBoundedLru<V>(maxBytes: number): ByteBoundedLru<V> {
  /** Insertion order is recency order: a hit moves its entry to the end. */
  const entries = new Map<string, Held<V>>();
  let total = 0;
  const evict = () => {
    for (const [key, held] of entries) {
      if (total <= maxBytes) break;
      entries.delete(key);
      total -= held.bytes;
    }
  };
  return {
    get(key) {
      const held = entries.get(key);
      if (held === undefined) return undefined;
      entries.delete(key);
      entries.set(key, held);
      return held.value;
    },
    set(key, value, bytes) {
      if (bytes > maxBytes) return false;
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        total -= previous.bytes;
      }
      entries.set(key, { value, bytes });
      total += bytes;
      evict();
      return true;
    },
    grow(key, value, added) {
      const held = entries.get(key);
      if (held === undefined || held.value !== value) return;
      held.bytes += added;
      total += added;
      evict();
    },
    size: () => entries.size,
    bytes: () => total,
  };
}
