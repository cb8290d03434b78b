/**
 * A search answer's JSON written straight into UTF-8 bytes. The API sends
 * bytes; the text it was made from was a two-byte string of 50-70 thousand
 * units for a 101-result answer (the excerpts' '…' is beyond Latin-1), which
 * was flattened from its pieces, then transcoded whole. The pieces every
 * answer with a page repeats are kept encoded (search-result.ts); only the
 * excerpt and the highlights are encoded per answer.
 */

const encoder = new TextEncoder();

/** A UTF-8 encoding of a string: the bytes Buffer.from(text) gives for well-formed text. */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Appends text and bytes to one buffer, doubling it when full. */
export interface JsonBytesWriter {
  readonly text: (text: string) => void;
  readonly bytes: (bytes: Uint8Array) => void;
  /** A copy of what was written, exactly as long. */
  readonly done: () => Uint8Array;
  /** The buffer written in, grown as needed: the next writer's, so answers do not grow one each. */
  readonly buffer: () => Uint8Array;
}

/**
 * A writer into `buffer` (its contents are overwritten). Doubling a fresh
 * buffer per answer left three or four discarded ones behind each 70 KB answer,
 * memory outside V8's heap that it answers with full collections; the engine
 * hands each writer the last one's buffer instead.
 *
 * @example
 * const writer = createJsonBytesWriter(new Uint8Array(16));
 * writer.text('{"title":"Schaltfläche"}');
 * writer.done().length // 25
 */
export function createJsonBytesWriter(initial: Uint8Array): JsonBytesWriter {
  let buffer = initial.length > 0 ? initial : new Uint8Array(64);
  let length = 0;
  const reserve = (more: number) => {
    if (length + more <= buffer.length) return;
    let size = buffer.length * 2;
    while (size < length + more) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(buffer.subarray(0, length));
    buffer = grown;
  };
  return {
    text(text) {
      // A UTF-16 unit takes at most three bytes in UTF-8 (a surrogate pair, two units, takes four).
      reserve(3 * text.length);
      length += encoder.encodeInto(text, buffer.subarray(length)).written;
    },
    bytes(bytes) {
      reserve(bytes.length);
      buffer.set(bytes, length);
      length += bytes.length;
    },
    done: () => buffer.slice(0, length),
    buffer: () => buffer,
  };
}
