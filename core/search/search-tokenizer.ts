/**
 * The search tokenizer (docs/portal.md, Search): one definition of "a word" for the index,
 * the query and the highlights, so a highlight always lands on the word that
 * matched. Words are runs of Unicode letters, digits and combining marks;
 * tokens are their NFKC, lower-case forms. Folding (diacritics, German
 * transliteration) and a tiny English stemmer give extra lookup keys.
 */

// Letters, digits and combining marks: the same classes the term sanitiser
// keeps (SPEC §5 "Search term"), so every sanitised word is a word here.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}]$/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;
const MARKS = /\p{M}+/gu;

/**
 * The tokens of one word: NFKC and lower case. NFKC can turn one word into
 * several ('½' -> '1⁄2'), so the result is a list, usually of one.
 */
function tokensOfWord(word: string, isAscii: boolean): string[] {
  if (isAscii) return [word.toLowerCase()];
  const normal = word.normalize('NFKC').toLowerCase();
  const parts = normal.match(WORD);
  return parts === null ? [] : parts;
}

/**
 * 0 when no word character (letter, digit, mark) starts at `index`, else its
 * length in UTF-16 units (1 or 2).
 *
 * @example
 * wordCharacterLength('a-b', 1) // 0
 */
export function wordCharacterLength(text: string, index: number): number {
  if (index >= text.length) return 0;
  const code = text.charCodeAt(index);
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) ? 1 : 0;
  if (code < 0xd800 || code > 0xdfff) return isWordUnit(code) ? 1 : 0;
  const point = text.codePointAt(index)!;
  return WORD_CHARACTER.test(String.fromCodePoint(point)) ? (point > 0xffff ? 2 : 1) : 0;
}

/** Per code unit outside the surrogates: 0 not yet asked, 1 not a word character, 2 one. */
const WORD_UNITS = new Uint8Array(0x10000);

/**
 * Whether a character of the Basic Multilingual Plane is a word character,
 * asked of the Unicode property test once per character and then kept:
 * 'ü', 'é' and '…' come back in every German or typeset body, and the test
 * on a fresh one-character string cost more than the rest of the walk.
 */
function isWordUnit(code: number): boolean {
  let known = WORD_UNITS[code]!;
  if (known === 0) {
    known = WORD_CHARACTER.test(String.fromCharCode(code)) ? 2 : 1;
    WORD_UNITS[code] = known;
  }
  return known === 2;
}

/**
 * Walks the words of a text (maximal runs of letters, digits and marks) with
 * a character loop: ASCII is classified by code, the rest by a Unicode
 * property test; about three times faster than a /[\p{L}\p{N}\p{M}]+/gu scan.
 * `visit` returning false stops the walk.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: visitors that return nothing keep walking; only an explicit false stops
export function forEachWord(text: string, visit: (word: string, start: number, end: number, isAscii: boolean) => boolean | void): void {
  const length = text.length;
  let index = 0;
  while (index < length) {
    let size = wordCharacterLength(text, index);
    if (size === 0) {
      const code = text.charCodeAt(index);
      index +=
        code >= 0xd800 &&
        code <= 0xdbff &&
        index + 1 < length &&
        text.charCodeAt(index + 1) >= 0xdc00 &&
        text.charCodeAt(index + 1) <= 0xdfff
          ? 2
          : 1;
      continue;
    }
    const start = index;
    let isAscii = true;
    do {
      if (text.charCodeAt(index) >= 0x80) isAscii = false;
      index += size;
      // biome-ignore lint/suspicious/noAssignInExpressions: the hot tokenizer loop measures the next character once
    } while (index < length && (size = wordCharacterLength(text, index)) > 0);
    if (visit(text.slice(start, index), start, index, isAscii) === false) return;
  }
}

/**
 * Splits a text into normalised tokens, in order.
 *
 * @example
 * tokenize('Schaltfla\u0308che: Primary-Button') // ['schaltfläche', 'primary', 'button']
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  forEachWord(text, (word, _start, _end, isAscii) => {
    for (const token of tokensOfWord(word, isAscii)) tokens.push(token);
  });
  return tokens;
}

/**
 * Calls `visit(token, start, end)` for every token of a text, with the
 * UTF-16 range of the original word it came from; returning `false` stops
 * the walk. Highlights use these ranges, so they point into the text as
 * given, not into its normalised form.
 *
 * @example
 * forEachLocatedToken('Hello, World', (token, start, end) => void console.log(token, start, end)) // hello 0 5, world 7 12
 */
// biome-ignore lint/suspicious/noConfusingVoidType: visitors that return nothing keep walking; only an explicit false stops
export function forEachLocatedToken(text: string, visit: (token: string, start: number, end: number) => boolean | void): void {
  forEachWord(text, (word, start, end, isAscii) => {
    if (isAscii) return visit(word.toLowerCase(), start, end);
    for (const token of tokensOfWord(word, false)) {
      if (visit(token, start, end) === false) return false;
    }
    return true;
  });
}

/**
 * Strips diacritics so 'schaltflache' finds 'schaltfläche' (docs/portal.md, Search).
 *
 * @example
 * foldToken('schaltfläche') // 'schaltflache'
 */
export function foldToken(token: string): string {
  if (ASCII.test(token)) return token;
  return token.normalize('NFD').replace(MARKS, '').replace(/ß/g, 'ss').normalize('NFC');
}

/**
 * German transliteration, the way Swiss keyboards without umlauts write them:
 * 'ä' -> 'ae', 'ö' -> 'oe', 'ü' -> 'ue'; then folded.
 *
 * @example
 * transliterateToken('schaltfläche') // 'schaltflaeche'
 */
export function transliterateToken(token: string): string {
  if (ASCII.test(token)) return token;
  return foldToken(token.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

const VOWEL = /[aeiouy]/;

/**
 * A tiny English stemmer for plural and -ing forms, applied to folded tokens
 * only as an extra key: 'buttons' and 'button' meet, 'loading' meets 'load'.
 *
 * @example
 * stemToken('categories') // 'category'
 */
export function stemToken(token: string): string {
  const n = token.length;
  if (n > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (n > 4 && token.endsWith('sses')) return token.slice(0, -2);
  if (n > 4 && /(?:x|ch|sh|zz)es$/.test(token)) return token.slice(0, -2);
  if (n > 3 && token.endsWith('s') && !/(?:ss|us|is)$/.test(token)) return token.slice(0, -1);
  if (n > 5 && token.endsWith('ing') && VOWEL.test(token.slice(0, -3))) return token.slice(0, -3);
  return token;
}

/** German plural and case endings, longest first, for {@link germanStemToken}. */
const GERMAN_ENDINGS = ['en', 'er', 'n', 'e', 's'] as const;
/** Words shorter than this keep their ending: 'user' and 'use' must not meet. */
const GERMAN_STEM_MIN_LENGTH = 7;

/**
 * A German stem for folded tokens, only as an extra lookup key: drops one
 * plural or case ending, so 'abstande' (Abstände, folded) meets 'abstand',
 * 'eingabefelder' meets 'eingabefeld' and 'registerkarte' meets
 * 'registerkarten'. Short words are left alone, where English words would
 * collide.
 *
 * @example
 * germanStemToken('schaltflachen') // 'schaltflach'
 */
export function germanStemToken(token: string): string {
  if (token.length < GERMAN_STEM_MIN_LENGTH) return token;
  for (const ending of GERMAN_ENDINGS) if (token.endsWith(ending)) return token.slice(0, -ending.length);
  return token;
}
