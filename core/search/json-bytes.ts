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
  /** One byte: an ASCII character's code. */
  readonly byte: (code: number) => void;
  /** The UTF-8 of `JSON.stringify(text)`, quotes and escapes included, without making that string. */
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
const HEX = utf8('0123456789abcdef');
/**
 * What JSON.stringify escapes. A text without any (most excerpts) is written
 * as it is by TextEncoder, which, with the test, took about 60 % of the time
 * of the loop below on 300-unit excerpts (measured side by side, 2026-11-26).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what JSON.stringify escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** The one-letter escapes JSON.stringify uses for control characters, by code; 0 where it writes \u00XX. */
const SHORT_ESCAPES = new Uint8Array(0x20);
SHORT_ESCAPES[0x08] = 0x62; // \b
SHORT_ESCAPES[0x09] = 0x74; // \t
SHORT_ESCAPES[0x0a] = 0x6e; // \n
SHORT_ESCAPES[0x0c] = 0x66; // \f
SHORT_ESCAPES[0x0d] = 0x72; // \r

/**
 * Writes `JSON.stringify(text)` as UTF-8 into `buffer` at `at`, which has room
 * for 6 bytes a unit and the quotes; returns where it ended. Each result's
 * excerpt went through JSON.stringify and then TextEncoder: two copies of a
 * two-byte string of about 300 units per result, and a view and a result
 * object per encodeInto (about a sixth of what a 101-result answer allocated,
 * profiled 2026-11-26). Escapes are JSON.stringify's (ECMA-262
 * QuoteJSONString): the seven short ones, \u00XX for other control
 * characters, \uDXXX for a lone surrogate.
 */
function writeJsonString(buffer: Uint8Array, at: number, text: string): number {
  let end = at;
  buffer[end++] = QUOTE;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) {
      if (unit >= 0x20 && unit !== QUOTE && unit !== BACKSLASH) {
        buffer[end++] = unit;
        continue;
      }
      buffer[end++] = BACKSLASH;
      const short = unit < 0x20 ? SHORT_ESCAPES[unit]! : unit;
      if (short !== 0) buffer[end++] = short;
      else end = writeUnicodeEscape(buffer, end, unit);
    } else if (unit < 0x800) {
      buffer[end++] = 0xc0 | (unit >> 6);
      buffer[end++] = 0x80 | (unit & 0x3f);
    } else if (unit < 0xd800 || unit > 0xdfff) {
      buffer[end++] = 0xe0 | (unit >> 12);
      buffer[end++] = 0x80 | ((unit >> 6) & 0x3f);
      buffer[end++] = 0x80 | (unit & 0x3f);
    } else {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        const point = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
        buffer[end++] = 0xf0 | (point >> 18);
        buffer[end++] = 0x80 | ((point >> 12) & 0x3f);
        buffer[end++] = 0x80 | ((point >> 6) & 0x3f);
        buffer[end++] = 0x80 | (point & 0x3f);
        i++;
      } else {
        buffer[end++] = BACKSLASH;
        end = writeUnicodeEscape(buffer, end, unit);
      }
    }
  }
  buffer[end++] = QUOTE;
  return end;
}

/** 'u' and four lower-case hex digits, as JSON.stringify writes them. */
function writeUnicodeEscape(buffer: Uint8Array, at: number, unit: number): number {
  buffer[at] = 0x75;
  buffer[at + 1] = HEX[(unit >> 12) & 0xf]!;
  buffer[at + 2] = HEX[(unit >> 8) & 0xf]!;
  buffer[at + 3] = HEX[(unit >> 4) & 0xf]!;
  buffer[at + 4] = HEX[unit & 0xf]!;
  return at + 5;
}

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
      reserve(6 * value.length + 2);
      if (NEEDS_ESCAPE.test(value)) {
        length = writeJsonString(buffer, length, value);
        return;
      }
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
