/**
 * Escaping for what `dsp cookies audit` prints: cookie names, storage keys,
 * URLs and messages come from the audited page, which may be hostile, so
 * none of it may reach a terminal as control characters or a Markdown report
 * as markup (docs/cli.md, Cookie audit). Each function is injective: two
 * different inputs never print the same, so escaping cannot make one name
 * pass for another.
 */

/**
 * What a terminal must never receive raw: C0 and C1 controls and DEL (\p{Cc}:
 * ESC starts the sequences that clear the screen or recolour it), format
 * characters (\p{Cf}: bidi overrides and isolates that reorder a line,
 * zero-width characters that hide text), the line and paragraph separators,
 * and lone surrogates, which print as U+FFFD and so look like each other.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

function hex(value: number, digits: number): string {
  return value.toString(16).padStart(digits, '0');
}

/** `\x1b` for a code point up to FF, `\u202e` for a BMP one, `\u{e0001}` beyond. */
function visibleEscape(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${hex(code, 2)}`;
  if (code <= 0xffff) return `\\u${hex(code, 4)}`;
  return `\\u{${hex(code, 5)}}`;
}

/**
 * Text safe to print on a terminal: every unprintable character as a visible
 * escape (`\x1b`, `\u202e`), and the backslash doubled so an escape the page
 * wrote itself (the four characters `\x1b`) stays apart from a real ESC.
 *
 * @example escapeTerminalText('\x1b[2Jkey') // '\\x1b[2Jkey'
 */
export function escapeTerminalText(text: string): string {
  return text.replaceAll('\\', '\\\\').replace(UNPRINTABLE, visibleEscape);
}

/** Characters CommonMark and GFM tables read as markup; each is shown by its backslash escape. */
const MARKDOWN_PUNCTUATION = /[\\`*_[\]|~]/g;
const HTML_ENTITIES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

/**
 * Text safe inside a Markdown paragraph, heading or table cell: escaped as
 * for a terminal first (newlines too, which would end the table row), then
 * `< > &` as HTML entities so no tag or entity is read, and the
 * characters of emphasis, code spans, links and table cells (`\ ` * _ [ ] | ~`)
 * backslash-escaped.
 *
 * @example escapeMarkdownText('<img src=x>') // '&lt;img src=x&gt;'
 */
export function escapeMarkdownText(text: string): string {
  return escapeTerminalText(text)
    .replace(MARKDOWN_PUNCTUATION, (character) => `\\${character}`)
    .replace(/[<>&]/g, (character) => HTML_ENTITIES[character] ?? character);
}

/** What JSON.stringify leaves raw inside strings but a terminal would act on (it escapes C0 itself). */
const JSON_UNPRINTABLE = /[\u007f-\u009f\p{Cf}\u2028\u2029]/gu;

/**
 * JSON text (as JSON.stringify writes it) with DEL, C1 controls, format
 * characters and line separators inside its strings written as `\uXXXX`
 * escapes: the same JSON value, safe on a terminal.
 *
 * @example escapeJsonText('"\u202e"') // '"\\u202e"'
 */
export function escapeJsonText(json: string): string {
  return json.replace(JSON_UNPRINTABLE, (character) =>
    [...Array(character.length).keys()].map((index) => `\\u${hex(character.charCodeAt(index), 4)}`).join(''),
  );
}
