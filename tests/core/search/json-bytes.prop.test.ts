/**
 * The writer search answers are written with (core/search/json-bytes.ts): any
 * sequence of texts and byte runs comes out as the UTF-8 of the texts joined,
 * whatever the buffer it starts with, across every doubling.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJsonBytesWriter, utf8 } from '../../../core/search/json-bytes';

// Well-formed text (lone surrogates never reach the writer: JSON.stringify escapes them), ASCII to emoji.
const text = fc.string({
  unit: fc.oneof(fc.constantFrom('a', '"', 'ä', '…', '😀', '\n'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
  maxLength: 40,
});
const piece = fc.oneof(
  text.map((value) => ({ kind: 'text' as const, value })),
  text.map((value) => ({ kind: 'bytes' as const, value })),
);

describe('JSON bytes writer (properties)', () => {
  it('writes the UTF-8 of everything given, in order, from any starting size', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.integer({ min: 1, max: 64 }), (pieces, capacity) => {
        const writer = createJsonBytesWriter(new Uint8Array(capacity));
        for (const { kind, value } of pieces) {
          if (kind === 'text') writer.text(value);
          else writer.bytes(utf8(value));
        }
        const expected = Buffer.from(pieces.map(({ value }) => value).join(''), 'utf8');
        expect(Buffer.from(writer.done())).toEqual(expected);
      }),
    );
  });

  it('encodes as Node does', () => {
    expect(Buffer.from(utf8('Schaltfläche … 😀'))).toEqual(Buffer.from('Schaltfläche … 😀', 'utf8'));
    const writer = createJsonBytesWriter(new Uint8Array(1));
    writer.text('{"a":"ä"}');
    expect(new TextDecoder().decode(writer.done())).toBe('{"a":"ä"}');
  });
});
