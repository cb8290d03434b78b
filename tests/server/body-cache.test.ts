/**
 * The compressed body cache (server/body-cache.ts) and the choice of content
 * coding (server/content-coding.ts, RFC 9110 §12.5.3): each body is made once,
 * stored in brotli (gzip only once a client asks for it), bounded by bytes,
 * least recently used out.
 */
import { fc, test } from '@fast-check/vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createBodyCache, encodedBody } from '../../server/body-cache';
import { chooseContentCoding } from '../../server/content-coding';

/** A producer that counts its calls and returns `size` bytes of text that does not compress away. */
function counting(size = 100) {
  let calls = 0;
  const produce = async () => {
    calls += 1;
    const body = Array.from({ length: size }, (_, i) => String.fromCharCode(33 + ((i * 7919 + calls) % 90))).join('');
    return { status: 200, body };
  };
  return { produce, calls: () => calls };
}

describe('createBodyCache', () => {
  it('makes a body once, and every encoding decodes to it', async () => {
    const cache = createBodyCache();
    const { produce, calls } = counting(5000);
    const first = await cache.body('k', produce);
    const second = await cache.body('k', produce);
    expect(calls()).toBe(1);
    expect(second).toBe(first);
    const text = encodedBody(first, 'identity').toString('utf8');
    expect(text).toHaveLength(5000);
    expect(brotliDecompressSync(encodedBody(first, 'br')).toString('utf8')).toBe(text);
    expect(gunzipSync(encodedBody(first, 'gzip')).toString('utf8')).toBe(text);
    expect(first.identityBytes).toBe(5000);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('keeps the status it was given', async () => {
    const cache = createBodyCache();
    const body = await cache.body('forbidden', async () => ({ status: 403, body: 'Not authorized' }));
    expect(body.status).toBe(403);
  });

  it('makes a body once for concurrent first requests, and keeps nothing when making it fails', async () => {
    const cache = createBodyCache();
    const { produce, calls } = counting();
    const bodies = await Promise.all([1, 2, 3].map(() => cache.body('k', produce)));
    expect(calls()).toBe(1);
    expect(new Set(bodies).size).toBe(1);

    let failures = 0;
    const failing = async () => {
      failures += 1;
      throw new Error('render failed');
    };
    await expect(cache.body('broken', failing)).rejects.toThrow('render failed');
    await expect(cache.body('broken', failing)).rejects.toThrow('render failed');
    expect(failures).toBe(2);
  });

  it('drops the least recently used body when over its byte bound', async () => {
    const probe = await createBodyCache().body('probe', counting(4000).produce);
    const size = probe.br.byteLength;
    const cache = createBodyCache({ maxBytes: Math.floor(size * 2.5) });
    const { produce, calls } = counting(4000);
    await cache.body('a', produce);
    await cache.body('b', produce);
    await cache.body('a', produce); // a is now the most recent
    await cache.body('c', produce); // evicts b
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(cache.stats().maxBytes);
    await cache.body('a', produce);
    expect(calls()).toBe(3);
    await cache.body('b', produce);
    expect(calls()).toBe(4);
  });

  it('makes the gzip copy only when asked, once, and counts it towards the bound', async () => {
    const cache = createBodyCache();
    const { produce } = counting(5000);
    const body = await cache.body('k', produce);
    expect(body.gzip).toBeNull();
    expect(cache.stats().bytes).toBe(body.br.byteLength);
    const gzip = encodedBody(body, 'gzip');
    expect(gunzipSync(gzip).toString('utf8')).toBe(brotliDecompressSync(body.br).toString('utf8'));
    expect(encodedBody(body, 'gzip')).toBe(gzip);
    expect(cache.stats().bytes).toBe(body.br.byteLength + gzip.byteLength);
  });

  it('drops the oldest bodies when a gzip copy takes the cache over its bound', async () => {
    // The same two bodies, made once to learn their sizes.
    const sizing = createBodyCache();
    const first = counting(4000);
    const brA = (await sizing.body('a', first.produce)).br.byteLength;
    const probeB = await sizing.body('b', first.produce);
    const brB = probeB.br.byteLength;
    const gzB = encodedBody(probeB, 'gzip').byteLength;
    // Room for both brotli bodies, or for b with its gzip copy, not for all three.
    const cache = createBodyCache({ maxBytes: brA + brB + gzB - 1 });
    const { produce, calls } = counting(4000);
    await cache.body('a', produce);
    const b = await cache.body('b', produce);
    expect(cache.stats().entries).toBe(2);
    encodedBody(b, 'gzip');
    expect(cache.stats().entries).toBe(1);
    expect(cache.stats().bytes).toBeLessThanOrEqual(cache.stats().maxBytes);
    await cache.body('b', produce);
    expect(calls()).toBe(2);
    await cache.body('a', produce);
    expect(calls()).toBe(3);
  });

  it('holds no more memory than its bound: a kept body is not a view of a larger zlib chunk', async () => {
    const maxBytes = 32 * 1024;
    const cache = createBodyCache({ maxBytes });
    const { produce } = counting(1500);
    const bodies = [];
    for (let i = 0; i < 40; i++) bodies.push(await cache.body(`k${i}`, produce));
    // No body was asked for again, so the cache holds the most recent ones.
    const held = bodies.slice(-cache.stats().entries);
    encodedBody(held.at(-1)!, 'gzip');
    const memory = new Set(held.flatMap((body) => [body.br.buffer, ...(body.gzip === null ? [] : [body.gzip.buffer])]));
    const heldBytes = [...memory].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    expect(heldBytes).toBe(cache.stats().bytes);
    expect(heldBytes).toBeLessThanOrEqual(maxBytes);
  });

  it('keeps no body larger than its whole bound', async () => {
    const cache = createBodyCache({ maxBytes: 10 });
    const { produce, calls } = counting(4000);
    await cache.body('big', produce);
    await cache.body('big', produce);
    expect(calls()).toBe(2);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe('chooseContentCoding (RFC 9110 Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
  ] as const)('%j chooses %s', (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });

  it('chooses identity when the header is absent', () => {
    expect(chooseContentCoding(undefined)).toBe('identity');
  });

  test.prop([fc.string({ maxLength: 300 })])('never throws and always chooses a coding the server has', (header) => {
    expect(['br', 'gzip', 'identity']).toContain(chooseContentCoding(header));
  });

  test.prop([fc.constantFrom('br', 'gzip'), fc.array(fc.constantFrom('deflate', 'zstd', 'compress'), { maxLength: 3 })])(
    'never chooses a coding the client rated q=0',
    (refused, others) => {
      const header = [...others, `${refused};q=0`].join(', ');
      expect(chooseContentCoding(header)).not.toBe(refused);
    },
  );
});
