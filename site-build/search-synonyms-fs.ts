/**
 * Reads the authors' search synonyms, `<content>/search-synonyms.json`
 * (docs/portal.md, Search), and checks them with core: the file is optional; a bad
 * one is an error of the build, an entry no page uses a warning.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocatedIssue } from '../core/content/located-issue';
import { termCountsOf, type TermCounts } from '../core/search/build-search-index';
import type { SearchDocument } from '../core/search/search-document';
import { parseSearchSynonyms, SEARCH_SYNONYMS_FILE, unusedSynonymWarnings, type SynonymGroup } from '../core/search/search-synonyms';

export interface CheckedSynonyms {
  readonly groups: readonly SynonymGroup[];
  readonly issues: readonly LocatedIssue[];
}

/** The synonym groups of a content folder (none without the file) and their problems, given the pages' search documents. */
export function readSearchSynonyms(
  contentDir: string,
  documents: readonly SearchDocument[],
  countsOf: (document: SearchDocument) => TermCounts = termCountsOf,
): CheckedSynonyms {
  const path = join(contentDir, SEARCH_SYNONYMS_FILE);
  if (!existsSync(path)) return { groups: [], issues: [] };
  const text = readFileSync(path, 'utf8');
  const parsed = parseSearchSynonyms(text, SEARCH_SYNONYMS_FILE);
  if (!parsed.ok) return { groups: [], issues: parsed.issues };
  const words = new Set<string>();
  for (const document of documents) for (const counts of countsOf(document)) for (const token of counts.keys()) words.add(token);
  return { groups: parsed.groups, issues: unusedSynonymWarnings(parsed.groups, SEARCH_SYNONYMS_FILE, text, (token) => words.has(token)) };
}
