/**
 * How well one judged query does: the reciprocal rank of the first expected
 * page in the top 10 (0 when none is there) and how many results it found.
 * Shared by the relevance test and the search benchmark, so both score alike.
 */
import type { SearchEngine } from '../../../core/search';
import type { Judgement } from './judged-queries';

export interface Ranked {
  readonly judgement: Judgement;
  /** 1 / rank of the first expected page in the top 10, else 0. */
  readonly rr: number;
  readonly found: number;
}

export function rankJudgement(engine: SearchEngine, judgement: Judgement): Ranked {
  const response = engine.search({
    term: judgement.term,
    limit: 10,
    filters: [],
    isDevMode: judgement.dev === true,
    isAuthorized: judgement.authorized === true,
  });
  const place = response.results.findIndex((result) => judgement.expected.includes(result.path));
  return { judgement, rr: place === -1 ? 0 : 1 / (place + 1), found: response.meta.total };
}
