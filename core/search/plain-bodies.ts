/**
 * The plain bodies (isPlainText) of the documents the engine returns: lower-cased,
 * and, from a body's second use on, with its words found (plain-body-hits.ts,
 * BodyWords), so excerpts find their matches without scanning the text.
 * Finding a body's words costs about fifty times lower-casing it (0.3 ms for a
 * 4,000-character body), which a body returned once never earns back. Words
 * are kept for as many bodies as a bound of bytes holds, and never dropped:
 * on a 10,000-page corpus, dropping the least recently used ones to make room
 * finds the same bodies' words again and again (22 ms a first ask, against
 * 6 ms with none kept), while the bodies beyond the bound are scanned as
 * plain text. Which bodies are plain is decided once per document.
 */
import { bodyWordsOf, type BodyWords } from './plain-body-hits';
import { isPlainText } from './plain-text-matches';

/**
 * About 8 MB: every body of the shipped content (0.6 million characters and 0.1
 * million words: 3.2 MB with the lower-case and one-line copies), a few
 * hundred of a large corpus.
 */
export const PLAIN_BODY_BYTES = 8_000_000;

/**
 * Each word holds four 32-bit numbers, and each distinct one two more (counted per word: about two
 * words in five are distinct); the text copies are counted at a byte per character (most bodies are Latin-1).
 */
const BYTES_PER_WORD = 20;
/** What a body's words take, guessed from its length before they are found (about six characters a word). */
const BYTES_PER_CHARACTER_GUESS = 2 + BYTES_PER_WORD / 6;

/** A plain body lower-cased, and its words once the engine keeps them (else null). */
export interface PlainBody {
  readonly lower: string;
  readonly words: BodyWords | null;
}

const UNKNOWN = 0;
const NOT_PLAIN = 1;
/** Plain, not asked for before. */
const PLAIN = 2;
/** Plain, asked for before: its words are found and kept if they fit. */
const PLAIN_AGAIN = 3;

/**
 * For each document position, its plain body, else null. `idOf` gives a
 * lower-case word's token id, or -1.
 *
 * @example
 * const plainBody = createPlainBodies(['Button … Group'], (token) => (token === 'group' ? 0 : -1));
 * plainBody(0) // { lower: 'button … group', words: null }
 * plainBody(0)?.words?.ids // Int32Array [-1, 0]
 */
export function createPlainBodies(
  bodies: readonly string[],
  idOf: (token: string) => number,
  maxBytes: number = PLAIN_BODY_BYTES,
): (document: number) => PlainBody | null {
  const state = new Uint8Array(bodies.length);
  const kept = new Map<number, PlainBody>();
  let bytes = 0;
  return (document) => {
    const text = bodies[document]!;
    if (state[document] === UNKNOWN) state[document] = isPlainText(text) ? PLAIN : NOT_PLAIN;
    if (state[document] === NOT_PLAIN) return null;
    const known = kept.get(document);
    if (known !== undefined) return known;
    const lower = text.toLowerCase();
    if (state[document] === PLAIN) {
      state[document] = PLAIN_AGAIN;
      return { lower, words: null };
    }
    if (bytes + text.length * BYTES_PER_CHARACTER_GUESS > maxBytes) return { lower, words: null };
    const words = bodyWordsOf(text, lower, idOf);
    const body: PlainBody = { lower, words };
    kept.set(document, body);
    bytes += words.lower.length + words.line.length + BYTES_PER_WORD * words.ids.length;
    return body;
  };
}
