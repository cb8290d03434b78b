/**
 * The byte bound of the server's compressed-response caches (server/byte-bounded-lru.ts), against a
 * plain model: what is held never exceeds the bound, the least recently used go first, and a value
 * grows only while it is the one held for its key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createByteBoundedLru } from '../../server/byte-bounded-lru';

describe('byte-bounded LRU', () => {
  it('lets the least recently used go first, a read counting as a use', () => {
    const lru = createByteBoundedLru<string>(1000);
    lru.set('a', 'A', 400);
    lru.set('b', 'B', 400);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 400);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect(lru.bytes()).toBe(800);
  });

  it('refuses a value larger than the whole bound, keeping what it holds', () => {
    const lru = createByteBoundedLru<string>(100);
    lru.set('a', 'A', 60);
    expect(lru.set('big', 'X', 101)).toBe(false);
    expect([lru.get('a'), lru.get('big'), lru.bytes()]).toEqual(['A', undefined, 60]);
  });

  it('counts growth of a held value, which may push out others or itself, and ignores an evicted or replaced one', () => {
    const lru = createByteBoundedLru<{ name: string }>(100);
    const a = { name: 'a' };
    const b = { name: 'b' };
    lru.set('a', a, 40);
    lru.set('b', b, 40);
    lru.grow('b', b, 30);
    expect([lru.get('a'), lru.bytes()]).toEqual([undefined, 70]);
    lru.grow('a', a, 10);
    expect(lru.bytes()).toBe(70);
    const b2 = { name: 'b2' };
    lru.set('b', b2, 20);
    lru.grow('b', b, 50);
    expect([lru.get('b'), lru.bytes(), lru.size()]).toEqual([b2, 20, 1]);
    lru.grow('b', b2, 200);
    expect([lru.get('b'), lru.bytes(), lru.size()]).toEqual([undefined, 0, 0]);
  });

  it('agrees with a model under any sequence of operations, never holding more than its bound', () => {
    const key = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key, bytes: fc.nat({ max: 120 }) }),
      fc.record({ kind: fc.constant('get' as const), key }),
      fc.record({ kind: fc.constant('grow' as const), key, bytes: fc.nat({ max: 60 }) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const bound = 100;
        const lru = createByteBoundedLru<object>(bound);
        // The model: keys in recency order with their value and size.
        let model: { key: string; value: object; bytes: number }[] = [];
        const evict = () => {
          while (model.reduce((sum, entry) => sum + entry.bytes, 0) > bound) model.shift();
        };
        for (const op of operations) {
          const held = model.find((entry) => entry.key === op.key);
          if (op.kind === 'set') {
            const value = {};
            const stored = lru.set(op.key, value, op.bytes);
            expect(stored).toBe(op.bytes <= bound);
            if (stored) {
              model = [...model.filter((entry) => entry.key !== op.key), { key: op.key, value, bytes: op.bytes }];
              evict();
            }
          } else if (op.kind === 'get') {
            expect(lru.get(op.key)).toBe(held?.value);
            if (held !== undefined) model = [...model.filter((entry) => entry !== held), held];
          } else if (held !== undefined) {
            lru.grow(op.key, held.value, op.bytes);
            held.bytes += op.bytes;
            evict();
          }
          const total = model.reduce((sum, entry) => sum + entry.bytes, 0);
          expect(lru.bytes()).toBe(total);
          expect(lru.bytes()).toBeLessThanOrEqual(bound);
          expect(lru.size()).toBe(model.length);
        }
      }),
    );
  });
});
