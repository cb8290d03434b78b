/**
 * Hints for a `.consent` value a person pasted from somewhere else (a URL-
 * encoded header, a quoted JSON string, a `name=value` pair, a line with a
 * trailing space): the parser says where the value breaks (SPEC §5 Consent
 * cookie string); these say why, and what to give instead.
 */
// A pasted value longer than this is no consent cookie; hints stay cheap on hostile input.
const MAX_HINTED_LENGTH = 4096;

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The hints for a refused `.consent` value, most specific first; empty when
 * none applies. Each names the fix and, where one exists, the value to give.
 *
 * @example consentValueHints('pe1fu1ma1e%3B') // ['the value is still URL-encoded (%3B is ";"); decode it first: "pe1fu1ma1e;"']
 */
export function consentValueHints(value: string): string[] {
  if (typeof value !== 'string' || value.length > MAX_HINTED_LENGTH) return [];
  const hints: string[] = [];
  const encoded = /%[0-9A-Fa-f]{2}/.exec(value);
  if (encoded !== null) {
    const decoded = decodedOrNull(value);
    const character = decodedOrNull(encoded[0]);
    if (decoded !== null && character !== null) {
      hints.push(
        `the value is still URL-encoded (${encoded[0]} is ${JSON.stringify(character)}); decode it first: ${JSON.stringify(decoded)}`,
      );
    }
  }
  const quoted = /^\s*(["'])(.*)\1\s*$/.exec(value);
  if (quoted !== null) hints.push(`the value is quoted; give it without the quotes: ${JSON.stringify(quoted[2])}`);
  else if (value.trim() !== value && value.trim() !== '') {
    hints.push(`the value has a leading or trailing space; give it without: ${JSON.stringify(value.trim())}`);
  }
  const pair = /^\s*(\.?consent)\s*=(.*)$/.exec(value);
  if (pair !== null) {
    hints.push(`this is a name=value pair; give only the value after "=": ${JSON.stringify((pair[2] ?? '').trim())}`);
  }
  if (/;\s*$/.test(value) && encoded === null) {
    hints.push(`a trailing ";" ends the cookie in a header and is not part of the value: ${JSON.stringify(value.replace(/;\s*$/, ''))}`);
  }
  return hints;
}
