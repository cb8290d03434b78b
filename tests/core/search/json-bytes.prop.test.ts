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

  it('writes any string as the UTF-8 of JSON.stringify of it: escapes, lone surrogates and all', () => {
    // Every UTF-16 unit: controls, quotes, backslashes, '…', and surrogates alone, paired and out of order.
    const unit = fc.oneof(
      fc.constantFrom(
        '"',
        '\\',
        '\u0000',
        '\b',
        '\t',
        '\n',
        '\f',
        '\r',
        '\u001f',
        '\u007f',
        '…',
        '\ud83d',
        '\ude00',
        '\ud800',
        '\udbff',
        '\udc00',
        '\udfff',
        '😀',
      ),
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    );
    const strings = fc.array(unit, { maxLength: 60 }).map((units) => units.join(''));
    fc.assert(
      fc.property(fc.array(strings, { maxLength: 8 }), fc.integer({ min: 1, max: 64 }), (values, capacity) => {
        const writer = createJsonBytesWriter(new Uint8Array(capacity));
        for (const value of values) writer.jsonString(value);
        expect(Buffer.from(writer.done())).toEqual(Buffer.from(values.map((value) => JSON.stringify(value)).join(''), 'utf8'));
      }),
    );
  });

  it('writes any number as JSON.stringify does', () => {
    const numbers = fc.oneof(
      fc.nat(),
      fc.maxSafeNat(),
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, -0, 9, 10, 99, 100, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(fc.array(numbers, { maxLength: 10 }), (values) => {
        const writer = createJsonBytesWriter(new Uint8Array(1));
        for (const value of values) {
          writer.number(value);
          writer.byte(0x2c);
        }
        expect(new TextDecoder().decode(writer.done())).toBe(values.map((value) => `${JSON.stringify(value)},`).join(''));
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
