/**
 * docs/performance.md, our search against MiniSearch (dev dependency, bench only): the
 * same records — the documents of a built search-index.json — and the same
 * fixed queries through core's engine (as the server builds it, default typo
 * matcher, an authorized reader so every record counts) and through
 * MiniSearch with its usual documentation-search settings (prefix and fuzzy
 * matching, title and terms boosted). Timed in the same loop, alternating,
 * after a warm-up pass; also the top-10 overlap of the two rankings.
 *
 *   node scripts/run-ts.mjs bench/search-comparison.ts --index <search-index.json> --site <site.json> --corpus shipped|corpus [--passes N]
 *
 * Prints one JSON line (with the queries, which the HTTP bench reuses).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import MiniSearch from 'minisearch';
import { SEARCH_INDEX_FILE } from '../core/content/build-output';
import { createSearchEngine, type SearchDocument, type SearchIndex, type SearchSection } from '../core/search';
import { derivedQueries, SHIPPED_QUERIES } from './search-queries';
import { percentiles, round, type Percentiles } from './stats';

export interface SearchComparison {
  readonly documents: number;
  readonly queries: readonly string[];
  readonly passes: number;
  readonly ours: Percentiles;
  readonly minisearch: Percentiles;
  readonly minisearchIndexMs: number;
  /** Our p50 and p95 over MiniSearch's. */
  readonly ratioP50: number;
  readonly ratioP95: number;
  /** Mean over queries of |top 10 ∩ top 10| / the larger top-10 list (queries where both find nothing left out). */
  readonly top10Overlap: number;
  /** Share of queries whose first result is the same page. */
  readonly sameFirst: number;
}

const TOP = 10;
const joined = (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value ?? ''));

function compare(index: SearchIndex, sections: readonly SearchSection[], queries: readonly string[], passes: number): SearchComparison {
  const documents = index.documents as unknown as readonly SearchDocument[];
  const engine = createSearchEngine(index, sections);
  const ours = (term: string) =>
    engine.search({ term, limit: TOP, filters: [], isDevMode: false, isAuthorized: true }).results.map((result) => result.path);

  const started = performance.now();
  const minisearch = new MiniSearch<SearchDocument>({
    idField: 'route',
    fields: ['title', 'terms', 'headings', 'description', 'text'],
    extractField: (document, field) => joined((document as unknown as Record<string, unknown>)[field]),
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 4, terms: 3, headings: 2, description: 1.5 } },
  });
  minisearch.addAll(documents);
  const minisearchIndexMs = performance.now() - started;
  const theirs = (term: string) =>
    minisearch
      .search(term)
      .slice(0, TOP)
      .map((result) => String(result.id));

  let overlapSum = 0;
  let overlapCount = 0;
  let sameFirst = 0;
  for (const term of queries) {
    const a = ours(term);
    const b = theirs(term);
    if (a[0] !== undefined && a[0] === b[0]) sameFirst += 1;
    const larger = Math.max(a.length, b.length);
    if (larger === 0) continue;
    overlapSum += a.filter((route) => b.includes(route)).length / larger;
    overlapCount += 1;
  }

  const oursMs: number[] = [];
  const theirsMs: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const term of queries) {
      let t = performance.now();
      ours(term);
      oursMs.push(performance.now() - t);
      t = performance.now();
      theirs(term);
      theirsMs.push(performance.now() - t);
    }
  }
  const oursP = percentiles(oursMs);
  const theirsP = percentiles(theirsMs);
  return {
    documents: documents.length,
    queries,
    passes,
    ours: oursP,
    minisearch: theirsP,
    minisearchIndexMs: Math.round(minisearchIndexMs),
    ratioP50: round(oursP.p50 / theirsP.p50, 2),
    ratioP95: round(oursP.p95 / theirsP.p95, 2),
    top10Overlap: round(overlapCount === 0 ? 0 : overlapSum / overlapCount, 2),
    sameFirst: round(sameFirst / queries.length, 2),
  };
}

const { values } = parseArgs({
  options: { index: { type: 'string' }, site: { type: 'string' }, corpus: { type: 'string' }, passes: { type: 'string', default: '10' } },
});
if (values.index === undefined || values.site === undefined || (values.corpus !== 'shipped' && values.corpus !== 'corpus')) {
  console.error(
    `usage: node scripts/run-ts.mjs bench/search-comparison.ts --index <${SEARCH_INDEX_FILE}> --site <site.json> --corpus shipped|corpus [--passes N]`,
  );
  process.exit(2);
}
const index = JSON.parse(readFileSync(values.index, 'utf8')) as SearchIndex;
const sections = (JSON.parse(readFileSync(values.site, 'utf8')) as { sections: SearchSection[] }).sections;
const queries = values.corpus === 'shipped' ? SHIPPED_QUERIES : derivedQueries(index.documents as unknown as SearchDocument[]);
console.log(JSON.stringify(compare(index, sections, queries, Math.max(1, Number(values.passes) || 10))));
