/**
 * A header pasted with its name (`Cookie: a=1`, `Set-Cookie: a=1; Path=/`):
 * the name is split off so the value reads as the header it is. A ':' cannot
 * be part of a cookie name (RFC 6265 §4.1.1 token), so this never eats a cookie.
 */

export type PastedHeaderName = 'Cookie' | 'Set-Cookie';

export interface PastedHeader {
  /** The header the text was pasted from, or null when it carries no header name. */
  readonly header: PastedHeaderName | null;
  /** The header name as written (`cookie:`), for a message that quotes it; '' when none. */
  readonly written: string;
  /** The text after the name and its ':' (leading spaces and tabs dropped), or the whole text. */
  readonly value: string;
}

const HEADER_NAME = /^[ \t]*(set-cookie|cookie)[ \t]*:[ \t]*/i;

/**
 * Splits a leading `Cookie:` or `Set-Cookie:` (any case) off a pasted header.
 *
 * @example splitPastedHeaderName('Cookie: .consent=pe1fu1ma1e') // { header: 'Cookie', written: 'Cookie:', value: '.consent=pe1fu1ma1e' }
 */
export function splitPastedHeaderName(text: string): PastedHeader {
  const match = HEADER_NAME.exec(text);
  if (match === null) return { header: null, written: '', value: text };
  const name = match[1] ?? '';
  return {
    header: name.toLowerCase() === 'cookie' ? 'Cookie' : 'Set-Cookie',
    written: `${name}:`,
    value: text.slice(match[0].length),
  };
}
