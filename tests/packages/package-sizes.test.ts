/**
 * Each @harbor tarball stays within the packed size `npm run bench` holds it to (bench/bench-config.ts, BUDGETS.packedKb;
 * docs/performance.md): the run's one pack of the workspaces is measured, so a package that grows past its budget
 * fails here, before a benchmark run. Every package has a budget.
 */
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../bench/bench-config';
import { kb } from '../../bench/stats';
import { packedWorkspaces } from './support/packed-once';

describe('packed package sizes', () => {
  it('every @harbor tarball has a budget and stays within it', async () => {
    const { packs } = await packedWorkspaces();
    const over = packs
      .map((pack) => ({ name: pack.name, packedKb: kb(pack.size), budgetKb: BUDGETS.packedKb[pack.name] }))
      .filter((pack) => pack.budgetKb === undefined || pack.packedKb > pack.budgetKb);
    expect(over).toEqual([]);
    expect(BUDGETS.tokenPackagePackedKb).toBe(BUDGETS.packedKb['@harbor/tokens']);
  }, 900_000);
});
