/**
 * The fence languages of the build: every language Shiki bundles (ids and
 * aliases), plus the plain-text names. Only the grammars a build's pages
 * actually name are loaded (`fenceLanguagesOf`), so 300-odd languages cost
 * nothing until a page uses one. Apart from the highlighter, so that checking
 * a fence does not start Shiki.
 */
import { bundledLanguages } from 'shiki/langs';

/** Names that mean "no highlighting" on purpose: no warning, plain text. */
export const PLAIN: readonly string[] = ['text', 'txt', 'plaintext', 'plain'];

/** Whether Shiki has a grammar for a fence language (an id such as 'typescript' or an alias such as 'ts'). */
export function hasGrammar(lang: string): boolean {
  return Object.hasOwn(bundledLanguages, lang);
}

/** Every fence language the build accepts without a warning. */
export const KNOWN_LANGUAGES: ReadonlySet<string> = new Set([...Object.keys(bundledLanguages), ...PLAIN]);

// The opening of a fence: after any indentation, list marker or blockquote '>', three or more ` or ~, then the info
// string's first word. Generous on purpose: a grammar loaded for a line that is not a fence costs a little time,
// a fence missed would be left uncoloured.
const FENCE_OPENING = /^[ \t>*+\-\d.)]*(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

/** The languages with a grammar that the texts' fences name, sorted, for the highlighter to load. */
export function fenceLanguagesOf(texts: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(FENCE_OPENING)) {
      const lang = match[1] ?? '';
      if (hasGrammar(lang)) found.add(lang);
    }
  }
  return [...found].sort();
}
