/**
 * Pages to suggest on the 404 page: up to five whose titles are close to the
 * words of the path asked for. They come from the search engine, so a page
 * the reader may not see is never suggested (SPEC §6), and typos are
 * forgiven the same way search forgives them.
 */
import { BASE_PATH } from '../site/addresses';
import type { SearchEngine } from './search-engine';
import type { SearchResult } from './search-response';
import { foldToken, stemToken, tokenize } from './search-tokenizer';
import { isWithinOneEdit } from './typo-matcher';

/** How many pages the 404 page suggests at most. */
export const MAX_PAGE_SUGGESTIONS = 5;
/** Path words looked at; a longer path is someone's junk, not a lost reader. */
const MAX_PATH_WORDS = 6;
const MAX_WORD_LENGTH = 40;
/** Tab suffixes and the base path say nothing about which page was meant. */
const NOISE_WORDS = new Set(['designsystem', 'design', 'code', 'md', 'json', 'html']);

export interface PageSuggestion {
  readonly title: string;
  /** The route, without the base path. */
  readonly link: string;
  readonly tab: 'Design' | 'Code' | null;
  /** Where the page sits: its section and parents, e.g. 'Develop / Tutorial', to tell same-titled pages apart. */
  readonly where: string;
}

/**
 * The words of a path worth searching for: letters and digits runs, lower
 * case, without the base path, tab suffixes, file extensions or the ignored
 * words (the section names: every page of a section has one), at most six.
 *
 * @example
 * pathWords('/designsystem/components/buton-design') // ['components', 'buton']
 */
export function pathWords(path: string, ignored: readonly string[] = []): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: read the path as written.
  }
  const words = decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && word.length <= MAX_WORD_LENGTH && !NOISE_WORDS.has(word) && !ignored.includes(word));
  return [...new Set(words)].slice(0, MAX_PATH_WORDS);
}

/** A shorter path word says too little to call a title close (a typo away from 'ab' is half the vocabulary). */
const MIN_CLOSE_WORD_LENGTH = 3;
/** Words this long or longer may be one typo apart and still mean the same (as search forgives them). */
const MIN_TYPO_WORD_LENGTH = 4;
/** ... and one of the two at least this long: four-letter words one typo apart are too often other words (link, lint). */
const MIN_TYPO_LONGER_LENGTH = 5;

const keyOf = (word: string) => stemToken(foldToken(word));

/**
 * Whether a title is close to the words of a path: one of its words, plural
 * and diacritics aside, equals a path word, starts with it, or is one typo
 * away from it. Search ranks 'Colors' first for 'colour' through its other
 * fields; this says whether its title is what the reader meant.
 *
 * @example
 * titleIsClose('Colors', ['colour']) // true
 * titleIsClose('Elevation', ['colour']) // false
 */
export function titleIsClose(title: string, words: readonly string[]): boolean {
  const titleKeys = tokenize(title).map(keyOf);
  return words.some((word) => {
    if (word.length < MIN_CLOSE_WORD_LENGTH) return false;
    const key = keyOf(word);
    return titleKeys.some(
      (candidate) =>
        candidate === key ||
        candidate.startsWith(key) ||
        (Math.min(candidate.length, key.length) >= MIN_TYPO_WORD_LENGTH &&
          Math.max(candidate.length, key.length) >= MIN_TYPO_LONGER_LENGTH &&
          isWithinOneEdit(candidate, key)),
    );
  });
}

const routeOfResult = (result: SearchResult): string =>
  result.url.startsWith(`${BASE_PATH}/`) ? result.url.slice(BASE_PATH.length) : result.path;

/**
 * Searches the path's words together, then each word alone, and keeps results
 * with a match in their title or a title close to the path's words
 * (titleIsClose), best first, one per route, at most five.
 *
 * @example
 * suggestPages(engine, '/designsystem/components/buton', { isAuthorized: false, isDevMode: false }, ['components'])
 * // [{ title: 'Button', link: '/components/button-design', tab: 'Design', where: 'Components / Actions' }, ...]
 */
export function suggestPages(
  engine: SearchEngine,
  path: string,
  reader: { readonly isAuthorized: boolean; readonly isDevMode: boolean },
  ignored: readonly string[] = [],
): PageSuggestion[] {
  const words = pathWords(path, ignored);
  if (words.length === 0) return [];
  const terms = words.length > 1 ? [words.join(' '), ...words] : words;
  const suggestions: PageSuggestion[] = [];
  const seen = new Set<string>();
  for (const term of terms) {
    const { results } = engine.search({ term, limit: MAX_PAGE_SUGGESTIONS * 2, filters: [], ...reader });
    for (const result of results) {
      const link = routeOfResult(result);
      if (seen.has(link) || (result.highlights.title.length === 0 && !titleIsClose(result.title, words))) continue;
      seen.add(link);
      suggestions.push({ title: result.title, link, tab: result.tab ?? null, where: result.breadcrumbs.slice(0, -1).join(' / ') });
      if (suggestions.length === MAX_PAGE_SUGGESTIONS) return suggestions;
    }
  }
  return suggestions;
}
