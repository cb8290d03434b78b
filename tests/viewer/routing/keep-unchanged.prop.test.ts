/**
 * The dev server's refresh of the open page (docs/performance.md, the author's loop): the new page data keeps the
 * objects of every part the edit did not change, so React skips them, and is equal to what the server sent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../../viewer/routing/content-refresh';

const copy = <T>(value: T): T => structuredClone(value);
const json = fc.jsonValue({ maxDepth: 4 });

describe('keepUnchanged, the refreshed page data', () => {
  it('equals the new data, whatever the old and new data are', () => {
    fc.assert(
      fc.property(json, json, (previous, next) => {
        const sent = copy(next);
        expect(keepUnchanged(previous, next)).toStrictEqual(sent);
      }),
    );
  });

  it('is the old data itself when nothing changed', () => {
    fc.assert(
      fc.property(json, (previous) => {
        expect(keepUnchanged(previous, copy(previous))).toBe(previous);
      }),
    );
  });

  it('keeps the object of each unchanged part beside a changed one, in objects and arrays', () => {
    const part = fc.oneof(fc.array(json, { minLength: 1, maxLength: 3 }), fc.dictionary(fc.string(), json, { minKeys: 1, maxKeys: 3 }));
    fc.assert(
      fc.property(part, json, json, (kept, before, after) => {
        fc.pre(JSON.stringify(before) !== JSON.stringify(after));
        const previous = { view: { body: [kept, before] }, navigation: kept };
        const merged = keepUnchanged(previous, copy({ view: { body: [kept, after] }, navigation: kept }));
        expect(merged).not.toBe(previous);
        expect(merged.navigation).toBe(kept);
        expect(merged.view.body[0]).toBe(kept);
        expect(merged.view.body[1]).toStrictEqual(after);
      }),
    );
  });

  it('takes a "__proto__" member as data, never as the prototype', () => {
    const next = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const merged = keepUnchanged<Record<string, unknown>>({ a: 1 }, next);
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});
