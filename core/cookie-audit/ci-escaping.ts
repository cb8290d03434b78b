/**
 * Escaping for the CI formats of `dsp cookies audit` (SARIF, JUnit XML,
 * GitHub workflow commands): cookie names, storage keys, URLs and messages
 * come from the audited page, which may be hostile. Each function first
 * makes the text safe for a terminal (escapeTerminalText: a CI log renders
 * colour escapes, and bidi controls reorder what a reviewer reads), then
 * applies the format's own rules. Each is injective, so two different names
 * never print the same.
 */
import { escapeTerminalText } from './output-escaping';

/**
 * The message of a GitHub workflow command (`::error ...::message`), as the
 * runner reads it back: `%`, CR and LF percent-encoded, so a page's text can
 * neither end the line nor start another command.
 *
 * @example escapeGithubCommandData('50% off\n::stop-commands::x') // '50%25 off\\x0a::stop-commands::x'
 */
export function escapeGithubCommandData(text: string): string {
  return escapeTerminalText(text).replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/**
 * A property value of a GitHub workflow command (`file=`, `title=`): as the
 * message, and `:` and `,` percent-encoded too, since they end the value.
 *
 * @example escapeGithubCommandProperty('a,b:c') // 'a%2Cb%3Ac'
 */
export function escapeGithubCommandProperty(text: string): string {
  return escapeGithubCommandData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** XML 1.0 has no place for U+FFFE and U+FFFF even as character references. */
const XML_NONCHARACTERS = /[\uFFFE\uFFFF]/g;
const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text for an XML element or a quoted attribute value: what XML 1.0 cannot
 * hold at all (C0 controls other than tab and newlines, lone surrogates,
 * U+FFFE and U+FFFF) as visible escapes, newlines and tabs too (an attribute
 * value would fold them into spaces), then the five markup characters as
 * entities.
 *
 * @example escapeXmlText('<img src="x">\u0000') // '&lt;img src=&quot;x&quot;&gt;\\x00'
 */
export function escapeXmlText(text: string): string {
  return escapeTerminalText(text)
    .replace(XML_NONCHARACTERS, (character) => `\\u${character.charCodeAt(0).toString(16)}`)
    .replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

/**
 * Plain text of a SARIF message (SARIF 2.1.0 §3.11.6): `[` and `]` start an
 * embedded link that a viewer such as GitHub renders, so a literal one is
 * backslash-escaped; the backslash is already doubled by escapeTerminalText.
 *
 * @example escapeSarifText('[click](1)') // '\\[click\\](1)'
 */
export function escapeSarifText(text: string): string {
  return escapeTerminalText(text).replace(/[[\]]/g, (character) => `\\${character}`);
}
