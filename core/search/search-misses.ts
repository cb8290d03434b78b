/**
 * Searches that found nothing (docs/deploy.md, Search misses): the server logs each one
 * as a line of its own with the sanitised term, and `dsp search misses`
 * counts them from the log files, so authors see which words to add as
 * synonyms or pages. The line's message and field are defined here once, for
 * both sides. No address, cookie or other reader data is part of it.
 */
import { sanitizeSearchTerm } from './sanitize-search-term';

/** The log message of a search that found nothing. */
export const SEARCH_MISS_MESSAGE = 'search miss';
/** The log field holding the sanitised term. */
export const SEARCH_MISS_TERM_FIELD = 'term';

export interface SearchMissCount {
  readonly term: string;
  readonly count: number;
}

/** The term of a text log line `search miss term=...` (a quoted value is JSON). */
const TEXT_LINE = /^(?:\S+ )?search miss term=("(?:[^"\\]|\\.)*"|\S+)\s*$/;

/**
 * The sanitised term of one log line when it records a search miss, else null;
 * reads both log formats of the server: JSON lines and `message key=value` text.
 *
 * @example
 * searchMissTerm('{"time":"…","level":"info","msg":"search miss","term":"dialogue"}') // 'dialogue'
 * searchMissTerm('search miss term="focus ring"') // 'focus ring'
 */
export function searchMissTerm(line: string): string | null {
  const trimmed = line.trim();
  if (trimmed.startsWith('{')) {
    try {
      const record = JSON.parse(trimmed) as Record<string, unknown>;
      const term = record[SEARCH_MISS_TERM_FIELD];
      return record.msg === SEARCH_MISS_MESSAGE && typeof term === 'string' ? normal(term) : null;
    } catch {
      return null;
    }
  }
  const match = TEXT_LINE.exec(trimmed);
  if (match === null) return null;
  const value = match[1]!;
  try {
    return normal(value.startsWith('"') ? (JSON.parse(value) as string) : value);
  } catch {
    return null;
  }
}

/** Terms are counted as search sees them: sanitised, lower case. */
function normal(term: string): string | null {
  const clean = sanitizeSearchTerm(term).toLowerCase();
  return clean === '' ? null : clean;
}

/**
 * Counts the search misses of log lines, most frequent first, then by term.
 *
 * @example
 * countSearchMisses(['search miss term=dialogue', 'GET /designsystem 200', 'search miss term=Dialogue'])
 * // [{ term: 'dialogue', count: 2 }]
 */
export function countSearchMisses(lines: Iterable<string>): SearchMissCount[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const term = searchMissTerm(line);
    if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return [...counts]
    .map(([term, count]) => ({ term, count }))
    .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}
