/**
 * Relevance of search over the shipped content (docs/portal.md, Search): two judged
 * sets, each query with the pages a reader expects, scored as MRR@10 (the
 * mean of 1 / rank of the first expected page in the top 10, else 0). The
 * first set (judged-queries.ts) was written by people who knew the engine;
 * the blind set (blind-queries.ts) from the content alone, before any of it
 * was run, in five kinds of query. The requirement for search that
 * understands how people ask: MRR@10 >= 0.9 over the blind set, >= 0.8 for
 * each kind, and no query of either set finds nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedContentFiles } from '../../support/shipped-content-cache';
import { readFileSync } from 'node:fs';
import {
  createEditDistanceTypoMatcher,
  createSearchEngine,
  type SearchEngine,
  type SearchIndex,
  type SearchSection,
} from '../../../core/search';
import { BLIND_QUERIES, type QueryKind } from './blind-queries';
import { JUDGED, type Judgement } from './judged-queries';
import { type Ranked, rankJudgement } from './reciprocal-rank';

const BUILD_TIMEOUT_MS = 240_000;
const KINDS: readonly QueryKind[] = ['typo', 'task', 'german', 'dev', 'concept'];
let engine: SearchEngine;
let routes: Set<string>;

beforeAll(async () => {
  const index = JSON.parse((await shippedContentFiles(process.cwd())).searchIndexText) as SearchIndex;
  routes = new Set(index.documents.map((document) => document.route));
  const sections = (JSON.parse(readFileSync('content/site.json', 'utf8')) as { sections: SearchSection[] }).sections;
  engine = createSearchEngine(index, sections, { typoMatcher: createEditDistanceTypoMatcher });
}, BUILD_TIMEOUT_MS);

const rank = (judgement: Judgement): Ranked => rankJudgement(engine, judgement);

const meanOf = (ranked: readonly Ranked[]) => ranked.reduce((sum, { rr }) => sum + rr, 0) / ranked.length;
const below = (ranked: readonly Ranked[]) =>
  ranked
    .filter(({ rr }) => rr < 1)
    .map(({ judgement, rr }) => `${judgement.term} (${rr.toFixed(2)})`)
    .join(', ') || 'none';

describe('search relevance over the shipped content (SPEC §3 Search; docs/portal.md, Search)', () => {
  it('judges at least 40 known and 60 blind queries, each naming pages that exist', () => {
    expect(JUDGED.length).toBeGreaterThanOrEqual(40);
    expect(BLIND_QUERIES.length).toBeGreaterThanOrEqual(60);
    const missing = [...JUDGED, ...BLIND_QUERIES].flatMap((j) =>
      j.expected.filter((route) => !routes.has(route)).map((route) => `${j.term}: ${route}`),
    );
    expect(missing).toEqual([]);
  });

  it('reaches MRR@10 >= 0.9 on the first set', () => {
    const ranked = JUDGED.map(rank);
    const mrr = meanOf(ranked);
    console.log(`search relevance, first set: MRR@10 = ${mrr.toFixed(3)} over ${ranked.length} queries; below rank 1: ${below(ranked)}`);
    expect(mrr).toBeGreaterThanOrEqual(0.9);
  });

  it('reaches MRR@10 >= 0.9 on the blind set, and >= 0.8 for each of its five kinds', () => {
    const ranked = BLIND_QUERIES.map(rank);
    const mrr = meanOf(ranked);
    const byKind = Object.fromEntries(
      KINDS.map((kind) => [kind, meanOf(ranked.filter(({ judgement }) => (judgement as (typeof BLIND_QUERIES)[number]).kind === kind))]),
    );
    console.log(
      `search relevance, blind set: MRR@10 = ${mrr.toFixed(3)} over ${ranked.length} queries (${KINDS.map((kind) => `${kind} ${byKind[kind]!.toFixed(3)}`).join(', ')}); below rank 1: ${below(ranked)}`,
    );
    expect(mrr).toBeGreaterThanOrEqual(0.9);
    for (const kind of KINDS) expect({ kind, mrr: byKind[kind]! >= 0.8 ? 'ok' : byKind[kind] }).toEqual({ kind, mrr: 'ok' });
  });

  it('finds something for every query of both sets', () => {
    const empty = [...JUDGED, ...BLIND_QUERIES].map(rank).filter(({ found }) => found === 0);
    expect(empty.map(({ judgement }) => judgement.term)).toEqual([]);
  });
});
