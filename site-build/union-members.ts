/**
 * A TypeScript type as the members of its top-level union, so a props table
 * can let the type break at its `|` and nowhere else (docs/components.md,
 * Props tables). A `|` inside brackets, parentheses, braces, angle brackets
 * or a string literal belongs to a member (`(value: 'a' | 'b') => void` is
 * one member); the leading `|` of a union written over several lines is
 * dropped. Anything that is not a union is one member, itself trimmed. A
 * member's words (typeWords) are where a long member, a handler's signature,
 * may break: at its spaces, never inside a name or a string literal.
 */

const OPENERS = new Set(['(', '[', '{', '<']);
const CLOSERS = new Set([')', ']', '}', '>']);
const QUOTES = new Set(["'", '"', '`']);

/**
 * @example
 * unionMembers("'primary' | 'secondary'"); // ["'primary'", "'secondary'"]
 * unionMembers('(open: boolean) => void'); // ['(open: boolean) => void']
 */
export function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const char = type[i]!;
    if (quote !== null) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (QUOTES.has(char)) quote = char;
    // The `>` of an arrow (`=>`) closes nothing.
    else if (OPENERS.has(char)) depth++;
    else if (CLOSERS.has(char) && !(char === '>' && type[i - 1] === '=')) depth = Math.max(0, depth - 1);
    else if (char === '|' && depth === 0) {
      members.push(type.slice(start, i).trim());
      start = i + 1;
    }
  }
  members.push(type.slice(start).trim());
  const kept = members.filter((member) => member !== '');
  return kept.length === 0 ? [type.trim()] : kept;
}

/** A word that only joins others (`|`, `&`, `=>`) stays on the line of the word before it. */
const JOINER = /^(\||&|=>)$/;

/**
 * The words of a type member, split at its spaces outside string literals; a joining operator is glued to the word
 * before it with a no-break space.
 *
 * @example
 * typeWords('(event: MouseEvent<A | B>) => void'); // ['(event:', 'MouseEvent<A\u00a0|', 'B>)\u00a0=>', 'void']
 */
export function typeWords(member: string): string[] {
  const words: string[] = [];
  let quote: string | null = null;
  let word = '';
  const flush = () => {
    if (word === '') return;
    if (JOINER.test(word) && words.length > 0) words[words.length - 1] += `\u00a0${word}`;
    else words.push(word);
    word = '';
  };
  for (let i = 0; i < member.length; i++) {
    const char = member[i]!;
    if (quote !== null) {
      if (char === '\\' && i + 1 < member.length) {
        word += char + member[i + 1];
        i++;
        continue;
      }
      if (char === quote) quote = null;
    } else if (QUOTES.has(char)) quote = char;
    else if (/\s/.test(char)) {
      flush();
      continue;
    }
    word += char;
  }
  flush();
  return words;
}
