/**
 * Relevance figures for the search benchmark (docs/portal.md, Search): MRR@10 of the
 * two judged query sets over the shipped content, the blind set also per
 * kind. `npm test` guards the same figures (tests/core/search/relevance.test.ts);
 * the bench reports them beside the speed they cost.
 */
import type { SearchEngine } from '../core/search';
import { BLIND_QUERIES, type QueryKind } from '../tests/core/search/blind-queries';
import { JUDGED, type Judgement } from '../tests/core/search/judged-queries';
import { rankJudgement } from '../tests/core/search/reciprocal-rank';

export interface RelevanceFigures {
  /** MRR@10 of the first set, written by people who knew the engine. */
  readonly firstSet: number;
  /** MRR@10 of the blind set, written from the content before it was run. */
  readonly blindSet: number;
  readonly blindByKind: Readonly<Record<QueryKind, number>>;
  /** Queries of either set that found nothing. */
  readonly empty: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function measureRelevance(engine: SearchEngine): RelevanceFigures {
  let empty = 0;
  const rr = (judgement: Judgement): number => {
    const ranked = rankJudgement(engine, judgement);
    if (ranked.found === 0) empty++;
    return ranked.rr;
  };
  const mean = (values: readonly number[]) => round(values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length));
  const blind = BLIND_QUERIES.map((query) => ({ kind: query.kind, rr: rr(query) }));
  const kinds: QueryKind[] = ['typo', 'task', 'german', 'dev', 'concept'];
  return {
    firstSet: mean(JUDGED.map(rr)),
    blindSet: mean(blind.map((entry) => entry.rr)),
    blindByKind: Object.fromEntries(
      kinds.map((kind) => [kind, mean(blind.filter((entry) => entry.kind === kind).map((entry) => entry.rr))]),
    ) as Record<QueryKind, number>,
    empty,
  };
}
