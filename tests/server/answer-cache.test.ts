/**
 * The search answer cache (server/answer-cache.ts): each answer is made once,
 * stored in brotli, given in gzip (made once, on demand) or as JSON to readers
 * without brotli, bounded by bytes, least recently used out.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '../../server/answer-cache';

/** A producer that counts its calls and returns `size` characters of JSON that does not compress away. */
function counting(size = 100) {
  let calls = 0;
  const produce = () => {
    calls += 1;
    return JSON.stringify(Array.from({ length: size }, (_, i) => String.fromCharCode(33 + ((i * 7919 + calls) % 90))).join(''));
  };
  return { produce, calls: () => calls };
}

describe('createAnswerCache', () => {
  it('makes an answer once, and every coding decodes to it', () => {
    const cache = createAnswerCache();
    const { produce, calls } = counting(5000);
    const br = cache.encoded('k', produce, 'br');
    const text = brotliDecompressSync(br).toString('utf8');
    expect(JSON.parse(text)).toHaveLength(5000);
    expect(gunzipSync(cache.encoded('k', produce, 'gzip')).toString('utf8')).toBe(text);
    expect(cache.encoded('k', produce, 'identity').toString('utf8')).toBe(text);
    expect(cache.encoded('k', produce, 'br')).toBe(br);
    expect(calls()).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 3, misses: 1 });
  });

  it('makes the gzip copy once, when a reader first asks for it, and counts its bytes', () => {
    const cache = createAnswerCache();
    const { produce } = counting(5000);
    const br = cache.encoded('k', produce, 'br');
    expect(cache.stats().bytes).toBe(br.byteLength);
    const gzip = cache.encoded('k', produce, 'gzip');
    expect(cache.encoded('k', produce, 'gzip')).toBe(gzip);
    expect(cache.stats().bytes).toBe(br.byteLength + gzip.byteLength);
  });

  it('answers a first ask in gzip or as JSON, and keeps the answer for later readers', () => {
    const cache = createAnswerCache();
    const { produce, calls } = counting(3000);
    const json = cache.encoded('plain', produce, 'identity').toString('utf8');
    expect(JSON.parse(json)).toHaveLength(3000);
    expect(gunzipSync(cache.encoded('zipped', produce, 'gzip')).toString('utf8')).toMatch(/^"/);
    expect(brotliDecompressSync(cache.encoded('plain', produce, 'br')).toString('utf8')).toBe(json);
    expect(calls()).toBe(2);
  });

  it('drops the least recently used answer when over its byte bound', () => {
    const probe = createAnswerCache().encoded('probe', counting(4000).produce, 'br');
    const cache = createAnswerCache({ maxBytes: Math.floor(probe.byteLength * 2.5) });
    const { produce, calls } = counting(4000);
    cache.encoded('a', produce, 'br');
    cache.encoded('b', produce, 'br');
    cache.encoded('a', produce, 'br'); // a is now the most recent
    cache.encoded('c', produce, 'br'); // evicts b
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(cache.stats().maxBytes);
    cache.encoded('a', produce, 'br');
    expect(calls()).toBe(3);
    cache.encoded('b', produce, 'br');
    expect(calls()).toBe(4);
  });

  it('holds no more memory than its bound: a kept answer is not a view of a larger zlib chunk', () => {
    const maxBytes = 32 * 1024;
    const cache = createAnswerCache({ maxBytes });
    const { produce } = counting(1500);
    const answers: Buffer[] = [];
    for (let i = 0; i < 40; i++) answers.push(cache.encoded(`k${i}`, produce, 'br'));
    // No answer was asked for again, so the cache holds the most recent ones.
    const held = answers.slice(-cache.stats().entries);
    const last = `k${answers.length - 1}`;
    held.push(cache.encoded(last, produce, 'gzip'));
    const heldBytes = [...new Set(held.map((answer) => answer.buffer))].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    expect(heldBytes).toBe(cache.stats().bytes);
    expect(heldBytes).toBeLessThanOrEqual(maxBytes);
  });

  it('keeps no answer larger than its whole bound, and still answers it', () => {
    const cache = createAnswerCache({ maxBytes: 10 });
    const { produce, calls } = counting(4000);
    expect(brotliDecompressSync(cache.encoded('big', produce, 'br')).length).toBeGreaterThan(4000);
    cache.encoded('big', produce, 'br');
    expect(calls()).toBe(2);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
