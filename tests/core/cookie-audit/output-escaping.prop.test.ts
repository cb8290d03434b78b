/**
 * Properties of the escaping `dsp cookies audit` applies to what a page
 * chose (docs/cli.md, Cookie audit: what a hostile page cannot do): no
 * control character reaches a terminal, no markup reaches the Markdown
 * report, and two different names never print the same.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { escapeJsonText, escapeMarkdownText, escapeTerminalText } from '../../../core/cookie-audit';

const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
// Full code points and lone surrogates, weighted towards the characters that matter.
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\x1b', '[', '2', 'J', '\u009b', '\u202e', '\u2066', '\\', 'x', '<', '>', '&', '|', '`', '\n', '*', '_', 'a'),
    maxLength: 30,
  }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 20 }),
);

describe('terminal text', () => {
  test.prop([hostile])('never throws and leaves no control, format or separator character', (text) => {
    expect(UNPRINTABLE.test(escapeTerminalText(text))).toBe(false);
  });

  test.prop([hostile, hostile])('keeps different texts different', (one, other) => {
    fc.pre(one !== other);
    expect(escapeTerminalText(one)).not.toBe(escapeTerminalText(other));
  });

  it('shows the screen-clearing sequence and a bidi override as visible escapes, and a written escape apart from a real one', () => {
    expect(escapeTerminalText('\x1b[2J\x1b[31mPWNED')).toBe('\\x1b[2J\\x1b[31mPWNED');
    expect(escapeTerminalText('\u202eevil')).toBe('\\u202eevil');
    expect(escapeTerminalText('\\x1b')).toBe('\\\\x1b');
    expect(escapeTerminalText('_ga_ABC123')).toBe('_ga_ABC123');
  });
});

describe('Markdown text', () => {
  test.prop([hostile])('never throws and leaves no control character, no raw < > or newline, and no unescaped pipe', (text) => {
    const escaped = escapeMarkdownText(text);
    expect(UNPRINTABLE.test(escaped)).toBe(false);
    expect(escaped).not.toMatch(/[<>]/);
    // Every pipe and backtick is preceded by an odd number of backslashes: escaped, so no cell ends and no code span opens.
    expect(escaped.replace(/\\\\/g, '')).not.toMatch(/(?<!\\)[|`[\]]/);
  });

  test.prop([hostile, hostile])('keeps different texts different', (one, other) => {
    fc.pre(one !== other);
    expect(escapeMarkdownText(one)).not.toBe(escapeMarkdownText(other));
  });

  it('writes an image tag as text and a pipe as an escaped one', () => {
    expect(escapeMarkdownText('<img src=x>')).toBe('&lt;img src=x&gt;');
    expect(escapeMarkdownText('a|b`c`[d](e)')).toBe('a\\|b\\`c\\`\\[d\\](e)');
    expect(escapeMarkdownText('a\nb')).toBe('a\\\\x0ab');
  });
});

describe('JSON text', () => {
  test.prop([hostile])('is the same JSON value with no C1, DEL, format or separator character left raw', (text) => {
    const json = escapeJsonText(JSON.stringify({ key: text }));
    expect(JSON.parse(json)).toEqual({ key: text });
    expect(json).not.toMatch(/[\u007f-\u009f\p{Cf}\u2028\u2029]/u);
  });
});
