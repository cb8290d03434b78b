/**
 * Carrying a search to the page a reader opens from it: the words a result
 * actually matched (read from its highlights, so a typo such as 'buton'
 * gives 'button'), and where those words occur in a text of the page.
 */
/** A [start, length] pair (SPEC §3 highlights). */
type Pair = readonly [number, number];

/** What of a search result, as the API returns it, the words are read from. */
export interface HighlightedResult {
  readonly title: string;
  readonly tab?: string | null | undefined;
  readonly terms: readonly string[];
  readonly content: string;
  readonly highlights?:
    | {
        readonly title?: readonly Pair[] | undefined;
        readonly tab?: readonly Pair[] | undefined;
        readonly content?: readonly Pair[] | undefined;
        readonly terms?: readonly (readonly Pair[])[] | undefined;
      }
    | undefined;
}

/** Words shorter than this are too common to be worth marking on a page. */
const MIN_WORD_LENGTH = 2;
/** Distinct words carried to the page at most. */
export const MAX_MATCHED_WORDS = 10;

function wordsAt(text: string, pairs: readonly Pair[] = [], into: Set<string>): void {
  for (const [start, length] of pairs) {
    const word = text
      .slice(start, start + length)
      .trim()
      .toLowerCase();
    if (word.length >= MIN_WORD_LENGTH) into.add(word);
  }
}

/**
 * The distinct words, lower case, that a result's highlights cover in its
 * title, tab, terms and excerpt, at most ten.
 *
 * @example
 * matchedWords({ title: 'Button', highlights: { title: [[0, 6]], tab: [], terms: [], content: [] }, ... }) // ['button']
 */
export function matchedWords(result: HighlightedResult): string[] {
  const words = new Set<string>();
  const highlights = result.highlights ?? {};
  wordsAt(result.title, highlights.title, words);
  if (typeof result.tab === 'string') wordsAt(result.tab, highlights.tab, words);
  result.terms.forEach((term, index) => {
    wordsAt(term, highlights.terms?.[index], words);
  });
  wordsAt(result.content, highlights.content, words);
  return [...words].slice(0, MAX_MATCHED_WORDS);
}

/** A letter or digit: an occurrence must not start right after one (search matches words and their prefixes). */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Where the words occur in a text, case-insensitively and at the start of a
 * word (as search matched them: whole words or their prefixes): sorted,
 * non-overlapping [start, end) offsets; at an offset the longest word wins.
 *
 * @example
 * wordOccurrences('Buttons and a button, not rebuttons', ['button']) // [[0, 6], [14, 20]]
 */
export function wordOccurrences(text: string, words: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  // toLowerCase can change a string's length (e.g. 'İ'); offsets would then not fit the text.
  if (lower.length !== text.length) return [];
  const found: [number, number][] = [];
  for (const word of words) {
    if (word === '') continue;
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (at === 0 || !WORD_CHARACTER.test(lower[at - 1] ?? '')) found.push([at, at + word.length]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const kept: [number, number][] = [];
  for (const range of found) {
    const last = kept[kept.length - 1];
    if (last === undefined || range[0] >= last[1]) kept.push(range);
  }
  return kept;
}
