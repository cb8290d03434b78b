/**
 * The plain bodies (isPlainText) of the documents the engine returns: lower-cased,
 * and, from a body's second use on, with its words found (plain-body-hits.ts,
 * BodyWords), so excerpts find their matches without scanning the text.
 * Finding a body's words costs about fifty times lower-casing it (0.3 ms for a
 * 4,000-character body), which a body returned once never earns back: on a
 * 10,000-page corpus most first asks return bodies never returned before.
 * Which bodies are plain is decided once per document; the words are kept up
 * to a bound of bytes, least recently used out, so a large corpus does not end
 * up holding them for every body it ever returned.
 */
import { bodyWordsOf, type BodyWords } from './plain-body-hits';
import { isPlainText } from './plain-text-matches';

/**
 * About 8 MB: every body of the shipped content (0.6 million characters and 0.1
 * million words: 2.4 MB with the lower-case and one-line copies), a few
 * hundred of a large corpus.
 */
export const PLAIN_BODY_BYTES = 8_000_000;

/**
 * Each word holds three 32-bit numbers, and each distinct one two more (counted per word: about two
 * words in five are distinct); the text copies are counted at a byte per character (most bodies are Latin-1).
 */
const BYTES_PER_WORD = 16;

/** A plain body lower-cased, and its words once it has been asked for before (else null). */
export interface PlainBody {
  readonly lower: string;
  readonly words: BodyWords | null;
}

const UNKNOWN = 0;
const NOT_PLAIN = 1;
/** Plain, and not asked for since its words were dropped. */
const PLAIN = 2;
/** Plain, and asked for once since its words were dropped (or ever). */
const PLAIN_ONCE = 3;
/** Plain, with its words kept. */
const PLAIN_KEPT = 4;

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
  /** Insertion order is recency order: a hit moves its entry to the end. */
  const kept = new Map<number, PlainBody>();
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
    const lower = text.toLowerCase();
    if (state[document] === PLAIN) {
      state[document] = PLAIN_ONCE;
      return { lower, words: null };
    }
    const words = bodyWordsOf(text, lower, idOf);
    const body: PlainBody = { lower, words };
    if (sizeOf(words) > maxBytes) return body;
    state[document] = PLAIN_KEPT;
    kept.set(document, body);
    bytes += sizeOf(words);
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      state[oldest] = PLAIN;
      bytes -= sizeOf(old.words!);
    }
    return body;
  };
}
