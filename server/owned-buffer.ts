/**
 * A buffer that holds exactly its own bytes, for what the server keeps in
 * memory (body-cache.ts, answer-cache.ts). zlib hands out its output as a view
 * of the chunk it wrote into: a 4 KB brotli body is a view of a 16 KB
 * ArrayBuffer (zlib's default chunk), and keeping the view keeps all 16 KB. A
 * cache that counts the view's bytes then holds up to four times its bound
 * (docs/performance.md: memory). A copy into a buffer of its own length,
 * outside Node's shared pool (whose 8 KB slabs a small view would keep alive
 * too), makes the bytes counted the bytes held.
 */

/**
 * `bytes` itself when it is the whole of its ArrayBuffer, else a copy that is.
 *
 * @example
 * const br = brotliCompressSync(json); // br.byteLength 3,800, br.buffer.byteLength 16,384
 * ownedBuffer(br).buffer.byteLength; // 3,800
 */
export function ownedBuffer(bytes: Buffer): Buffer<ArrayBuffer> {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer)
    return bytes as Buffer<ArrayBuffer>;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own as Buffer<ArrayBuffer>;
}
