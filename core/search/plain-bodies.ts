/**
 * The plain bodies (isPlainText) of the documents the engine returns, lower-cased
 * and with their words found (plain-body-hits.ts, BodyWords), so excerpts
 * find their matches without scanning the text. Which bodies are plain is
 * decided once per document; the rest is kept up to a bound of bytes, least
 * recently used out, so a 10,000-page corpus does not end up holding a second
 * copy of every body it ever returned.
 */
import { bodyWordsOf, type BodyWords } from './plain-body-hits';
import { isPlainText } from './plain-text-matches';

/**
 * About 8 MB: every body of the shipped content (0.6 million characters and 0.1
 * million words: 2.4 MB with the lower-case and one-line copies), a couple of
 * thousand of a large corpus.
 */
export const PLAIN_BODY_BYTES = 8_000_000;

/**
 * Each word holds three 32-bit numbers, and each distinct one two more (counted per word: about two
 * words in five are distinct); the text copies are counted at a byte per character (most bodies are Latin-1).
 */
const BYTES_PER_WORD = 16;

const UNKNOWN = 0;
const PLAIN = 1;
const NOT_PLAIN = 2;

/**
 * For each document position, its plain body's words, else null. `idOf`
 * gives a lower-case word's token id, or -1.
 *
 * @example
 * const plainBody = createPlainBodies(['Button … Group'], (token) => (token === 'group' ? 0 : -1));
 * plainBody(0)?.lower // 'button … group'
 */
export function createPlainBodies(
  bodies: readonly string[],
  idOf: (token: string) => number,
  maxBytes: number = PLAIN_BODY_BYTES,
): (document: number) => BodyWords | null {
  const state = new Uint8Array(bodies.length);
  /** Insertion order is recency order: a hit moves its entry to the end. */
  const kept = new Map<number, BodyWords>();
  let bytes = 0;
  const sizeOf = (words: BodyWords) => words.lower.length + words.line.length + BYTES_PER_WORD * words.ids.length;
  return (document) => {
    const text = bodies[document]!;
    if (state[document] === UNKNOWN) state[document] = isPlainText(text) ? PLAIN : NOT_PLAIN;
    if (state[document] === NOT_PLAIN) return null;
    const known = kept.get(document);
    if (known !== undefined) {
      kept.delete(document);
      kept.set(document, known);
      return known;
    }
    const words = bodyWordsOf(text, text.toLowerCase(), idOf);
    if (sizeOf(words) > maxBytes) return words;
    kept.set(document, words);
    bytes += sizeOf(words);
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= sizeOf(old);
    }
    return words;
  };
}
