/**
 * A search answer's JSON written straight into UTF-8 bytes. The API sends
 * bytes; making the text first would build a two-byte string of 50-70
 * thousand units for a 101-result answer (the excerpts' '…' is beyond
 * Latin-1), flatten it from its pieces, then transcode it whole. The pieces every
 * answer with a page repeats are kept encoded (search-result.ts); only the
 * excerpt and the highlights are encoded per answer.
 */

const encoder = new TextEncoder();

/** A UTF-8 encoding of a string: the bytes Buffer.from(text) gives for well-formed text. */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/**
 * What JSON.stringify escapes. A text without any (most excerpts) is encoded
 * as it is; one with some goes through JSON.stringify first. Either way no
 * excerpt is stringified and then encoded whole, which would make two copies
 * of a two-byte string of about 300 units per result.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what JSON.stringify escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const QUOTE = 0x22;

/** Writes a non-negative safe integer's decimal digits at `at`; returns where they end. */
function writeDigits(buffer: Uint8Array, at: number, value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  let rest = value;
  for (let i = at + digits - 1; i >= at; i--) {
    buffer[i] = 0x30 + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return at + digits;
}

/** Appends text and bytes to one buffer, doubling it when full. */
export interface JsonBytesWriter {
  readonly text: (text: string) => void;
  readonly bytes: (bytes: Uint8Array) => void;
  /** One byte: an ASCII character's code. */
  readonly byte: (code: number) => void;
  /** The UTF-8 of `JSON.stringify(text)`, quotes and escapes included; made without that string when nothing needs escaping. */
  readonly jsonString: (text: string) => void;
  /** The UTF-8 of `JSON.stringify(value)` for a number. */
  readonly number: (value: number) => void;
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
  const text = (value: string) => {
    // A UTF-16 unit takes at most three bytes in UTF-8 (a surrogate pair, two units, takes four).
    reserve(3 * value.length);
    length += encoder.encodeInto(value, buffer.subarray(length)).written;
  };
  return {
    text,
    bytes(bytes) {
      reserve(bytes.length);
      buffer.set(bytes, length);
      length += bytes.length;
    },
    byte(code) {
      reserve(1);
      buffer[length++] = code;
    },
    jsonString(value) {
      // JSON.stringify's own escapes (lone surrogates included) leave well-formed text to encode.
      if (NEEDS_ESCAPE.test(value)) {
        text(JSON.stringify(value));
        return;
      }
      reserve(3 * value.length + 2);
      buffer[length++] = QUOTE;
      length += encoder.encodeInto(value, buffer.subarray(length)).written;
      buffer[length++] = QUOTE;
    },
    number(value) {
      if (!Number.isSafeInteger(value) || value < 0) {
        text(JSON.stringify(value));
        return;
      }
      // A safe integer has at most 16 digits.
      reserve(16);
      length = writeDigits(buffer, length, value);
    },
    done: () => buffer.slice(0, length),
    buffer: () => buffer,
  };
}
