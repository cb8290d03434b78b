/**
 * Search synonyms that authors manage (docs/portal.md, Search): `content/search-synonyms.json`
 * lists groups of phrases that mean the same to a reader ("css variable" and
 * "custom property"). The build checks the file and carries the groups in the
 * search index; a query that holds one phrase of a group also finds pages
 * that use another. Pure: the file is read at the edge.
 */
import * as v from 'valibot';
import type { LocatedIssue } from '../content/located-issue';
import { foldToken, stemToken, tokenize } from './search-tokenizer';

/** The file, relative to the content folder. */
export const SEARCH_SYNONYMS_FILE = 'search-synonyms.json';
/** Groups kept at most, and words per phrase: a query is short, and so is a synonym. */
export const MAX_SYNONYM_GROUPS = 500;
export const MAX_SYNONYM_PHRASE_WORDS = 4;

/** Phrases that mean the same, each as written in the file. */
export type SynonymGroup = readonly string[];

const phrase = v.pipe(
  v.string('expected a phrase (a string)'),
  v.check((text) => {
    const words = tokenize(text).length;
    return words >= 1 && words <= MAX_SYNONYM_PHRASE_WORDS;
  }, `expected a phrase of 1 to ${MAX_SYNONYM_PHRASE_WORDS} words (letters or digits)`),
);
const schema = v.object(
  {
    synonyms: v.pipe(
      v.array(
        v.pipe(v.array(phrase, 'expected a group: a list of phrases'), v.minLength(2, 'expected a group of at least 2 phrases')),
        'expected a list of groups',
      ),
      v.maxLength(MAX_SYNONYM_GROUPS, `expected at most ${MAX_SYNONYM_GROUPS} groups`),
    ),
  },
  'expected an object { "synonyms": [["phrase", "phrase", ...], ...] }',
);

/** The line and column of the n-th `[` of a group in the file, for messages (1-based; 1:1 when not found). */
function groupLocation(text: string, group: number): { line: number; column: number } {
  const open = text.indexOf('[', text.indexOf('"synonyms"'));
  let depth = 0;
  let seen = -1;
  for (let at = open + 1; open !== -1 && at < text.length; at++) {
    const character = text[at];
    if (character === '"') {
      at = text.indexOf('"', at + 1);
      while (at > 0 && text[at - 1] === '\\') at = text.indexOf('"', at + 1);
      if (at === -1) break;
    } else if (character === '[' && depth++ === 0 && ++seen === group) {
      const before = text.slice(0, at);
      const line = before.split('\n').length;
      return { line, column: at - before.lastIndexOf('\n') };
    } else if (character === ']') {
      depth--;
    }
  }
  return { line: 1, column: 1 };
}

/**
 * Parses the synonyms file: the groups, or issues that name the place and
 * say what is allowed. A group that repeats a phrase (same words) is an error.
 *
 * @example
 * parseSearchSynonyms('{ "synonyms": [["css variable", "custom property"]] }', 'search-synonyms.json')
 * // { ok: true, groups: [['css variable', 'custom property']] }
 */
export function parseSearchSynonyms(
  text: string,
  file: string,
): { readonly ok: true; readonly groups: SynonymGroup[] } | { readonly ok: false; readonly issues: LocatedIssue[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ file, line: 1, column: 1, code: 'synonyms.json', message: `not valid JSON: ${message}` }] };
  }
  const result = v.safeParse(schema, data);
  if (!result.success) {
    return {
      ok: false,
      issues: result.issues.map((issue) => {
        const path = (issue.path ?? []).map((item) => item.key as string | number);
        const group = typeof path[1] === 'number' ? path[1] : -1;
        const where = group >= 0 ? groupLocation(text, group) : { line: 1, column: 1 };
        const name = path.length === 0 ? 'file' : path.map((key, i) => (i === 0 ? String(key) : `[${key}]`)).join('');
        return { file, ...where, code: 'synonyms.shape', message: `${name}: ${issue.message}` };
      }),
    };
  }
  const issues: LocatedIssue[] = [];
  result.output.synonyms.forEach((group, index) => {
    const keys = group.map((text) => phraseKeys(text).join(' '));
    const repeated = group.find((_text, i) => keys.indexOf(keys[i]!) !== i);
    if (repeated !== undefined) {
      issues.push({
        file,
        ...groupLocation(text, index),
        code: 'synonyms.repeated',
        message: `synonyms[${index}]: "${repeated}" is repeated in its group; each phrase of a group must differ`,
      });
    }
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, groups: result.output.synonyms };
}

/** The lookup keys of a phrase's words: folded and stemmed, as queries are compared. */
export function phraseKeys(text: string): string[] {
  return tokenize(text).map((token) => stemToken(foldToken(token)));
}

/**
 * Warnings for groups whose phrases no page uses at all: such an entry can
 * never help a reader (its words appear in no page), which is most often a
 * typo in the file. `hasWord` says whether some page holds a token.
 *
 * @example
 * unusedSynonymWarnings([['flux capacitor', 'time machine']], 'search-synonyms.json', text, () => false)
 * // [{ code: 'synonyms.unused', severity: 'warning', ... }]
 */
export function unusedSynonymWarnings(
  groups: readonly SynonymGroup[],
  file: string,
  text: string,
  hasWord: (token: string) => boolean,
): LocatedIssue[] {
  const issues: LocatedIssue[] = [];
  groups.forEach((group, index) => {
    const used = group.some((phraseText) => tokenize(phraseText).every(hasWord));
    if (!used) {
      issues.push({
        file,
        ...groupLocation(text, index),
        code: 'synonyms.unused',
        severity: 'warning',
        message: `synonyms[${index}]: no page uses any of ${group.map((p) => `"${p}"`).join(', ')}; the entry cannot help a reader`,
      });
    }
  });
  return issues;
}

/** A phrase of a group, ready to be looked for in a query. */
interface CompiledPhrase {
  readonly keys: readonly string[];
  readonly tokens: readonly string[];
  readonly group: number;
}

/** What synonyms add to a query: per query word, more words that count as it; and words that become optional. */
export interface SynonymExpansion {
  /** Per position of the query, words whose matches count for that word. */
  readonly alternatives: readonly (readonly string[])[];
  /** Per position, true when a shorter synonym of its phrase makes the word optional ('design tokens' ~ 'token'). */
  readonly optional: readonly boolean[];
}

export interface SynonymMatcher {
  expand(tokens: readonly string[]): SynonymExpansion;
}

/**
 * Prepares the groups for queries. A phrase of a group found in a query (its
 * words in order, folded and stemmed) lends the words of the group's other
 * phrases to the query words it covers: word by word for phrases of one
 * length; a shorter phrase lends its words to the last query words of the
 * span and makes the first ones optional; a longer one lends nothing (it
 * would narrow the query, not widen it).
 *
 * @example
 * createSynonymMatcher([['border radius', 'corner radius']]).expand(['border', 'radius']).alternatives // [['corner'], ['radius']]
 */
export function createSynonymMatcher(groups: readonly SynonymGroup[]): SynonymMatcher {
  const phrases: CompiledPhrase[] = groups.flatMap((group, index) =>
    group.map((text) => ({ keys: phraseKeys(text), tokens: tokenize(text), group: index })),
  );
  const byFirstKey = new Map<string, CompiledPhrase[]>();
  for (const compiled of phrases) {
    const first = compiled.keys[0];
    if (first === undefined) continue;
    const list = byFirstKey.get(first);
    if (list === undefined) byFirstKey.set(first, [compiled]);
    else list.push(compiled);
  }
  return {
    expand(tokens) {
      const alternatives = tokens.map((): string[] => []);
      const optional = tokens.map(() => false);
      if (phrases.length === 0) return { alternatives, optional };
      const keys = tokens.map((token) => stemToken(foldToken(token)));
      keys.forEach((key, start) => {
        for (const found of byFirstKey.get(key) ?? []) {
          const n = found.keys.length;
          if (start + n > keys.length || found.keys.some((k, i) => keys[start + i] !== k)) continue;
          for (const other of phrases) {
            if (other.group !== found.group || other === found) continue;
            const m = other.tokens.length;
            // A longer phrase narrows the reader's words and lends none: its pages hold them anyway, or it is listed the other way round too.
            if (m > n) continue;
            for (let i = 0; i < n - m; i++) optional[start + i] = true;
            other.tokens.forEach((token, i) => {
              alternatives[start + n - m + i]!.push(token);
            });
          }
        }
      });
      return { alternatives, optional };
    },
  };
}
