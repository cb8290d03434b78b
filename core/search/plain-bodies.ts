/**
 * The lower-cased bodies excerpts search with indexOf (plain-text-matches.ts),
 * held by the engine for the documents it returns. Which bodies are plain is
 * decided once per document; the lower-case copies are kept up to a bound of
 * characters, least recently used out, so a 10,000-page corpus does not end
 * up holding a second copy of every body it ever returned.
 */
import { isPlainText } from './plain-text-matches';

/** About 4 MB of one-byte text: every body of the shipped content, a few thousand of a large corpus. */
export const LOWER_CASE_BODY_CHARACTERS = 4_000_000;

const UNKNOWN = 0;
const PLAIN = 1;
const NOT_PLAIN = 2;

/**
 * For each document position, its body lower-cased when plain, else null.
 *
 * @example
 * const lowerCasePlainBody = createPlainBodies(['Button … Group']);
 * lowerCasePlainBody(0) // 'button … group'
 */
export function createPlainBodies(
  bodies: readonly string[],
  maxCharacters: number = LOWER_CASE_BODY_CHARACTERS,
): (document: number) => string | null {
  const state = new Uint8Array(bodies.length);
  /** Insertion order is recency order: a hit moves its entry to the end. */
  const lowerCase = new Map<number, string>();
  let characters = 0;
  return (document) => {
    const text = bodies[document]!;
    if (state[document] === UNKNOWN) state[document] = isPlainText(text) ? PLAIN : NOT_PLAIN;
    if (state[document] === NOT_PLAIN) return null;
    const kept = lowerCase.get(document);
    if (kept !== undefined) {
      lowerCase.delete(document);
      lowerCase.set(document, kept);
      return kept;
    }
    const lower = text.toLowerCase();
    if (lower.length > maxCharacters) return lower;
    lowerCase.set(document, lower);
    characters += lower.length;
    for (const [oldest, old] of lowerCase) {
      if (characters <= maxCharacters) break;
      lowerCase.delete(oldest);
      characters -= old.length;
    }
    return lower;
  };
}
