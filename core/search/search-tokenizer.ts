/**
 * The search tokenizer (issue 3 §4): one definition of "a word" for the index,
 * the query and the highlights, so a highlight always lands on the word that
 * matched. Words are runs of Unicode letters, digits and combining marks;
 * tokens are their NFKC, lower-case forms. Folding (diacritics, German
 * transliteration) and a tiny English stemmer give extra lookup keys.
 */

// Letters, digits and combining marks: the same classes the term sanitiser
// keeps (SPEC §5 "Search term"), so every sanitised word is a word here.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const MARKS = /\p{M}+/gu;

/**
 * The tokens of one word: NFKC and lower case. NFKC can turn one word into
 * several ('½' -> '1⁄2'), so the result is a list, usually of one.
 */
function tokensOfWord(word: string): string[] {
  if (ASCII.test(word)) return [word.toLowerCase()];
  const normal = word.normalize('NFKC').toLowerCase();
  const parts = normal.match(WORD);
  return parts === null ? [] : parts;
}

/**
 * Splits a text into normalised tokens, in order.
 *
 * @example
 * tokenize('Schaltfla\u0308che: Primary-Button') // ['schaltfläche', 'primary', 'button']
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(WORD)) {
    for (const token of tokensOfWord(match[0])) tokens.push(token);
  }
  return tokens;
}

/** A token and the UTF-16 range of the original word it came from. */
export interface LocatedToken {
  readonly token: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Calls `visit` for every token of a text with the range of its original
 * word; returning `false` stops the walk. Highlights use these ranges, so they
 * point into the text as given, not into its normalised form.
 *
 * @example
 * forEachLocatedToken('Hello, World', (t) => void console.log(t)) // hello 0-5, world 7-12
 */
export function forEachLocatedToken(text: string, visit: (located: LocatedToken) => boolean | void): void {
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    for (const token of tokensOfWord(match[0])) {
      if (visit({ token, start, end }) === false) return;
    }
  }
}

/**
 * Strips diacritics so 'schaltflache' finds 'schaltfläche' (issue 3 §4).
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
  if (n > 4 && token.endsWith('ies')) return token.slice(0, -3) + 'y';
  if (n > 4 && token.endsWith('sses')) return token.slice(0, -2);
  if (n > 4 && /(?:x|ch|sh|zz)es$/.test(token)) return token.slice(0, -2);
  if (n > 3 && token.endsWith('s') && !/(?:ss|us|is)$/.test(token)) return token.slice(0, -1);
  if (n > 5 && token.endsWith('ing') && VOWEL.test(token.slice(0, -3))) return token.slice(0, -3);
  return token;
}

/** Words that join a query ('how to use a button') and are optional there. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'how', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'use', 'what', 'when', 'with',
]);
