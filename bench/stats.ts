/**
 * The summaries every benchmark reports: a figure measured several times as
 * its median with min and max, and a latency distribution as percentiles.
 */

/** A figure measured in several runs. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly runs: readonly number[];
}

export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly samples: number;
}

export const round = (value: number, digits = 1): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** Nearest-rank percentile of sorted values (the definition bench/search.ts uses). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The median is the middle run, or the mean of the two middle runs for an even count. */
export function spread(runs: readonly number[], digits = 1): Spread {
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return {
    median: round(((sorted[Math.floor(middle)] ?? Number.NaN) + (sorted[Math.ceil(middle)] ?? Number.NaN)) / 2, digits),
    min: round(sorted[0] ?? Number.NaN, digits),
    max: round(sorted[sorted.length - 1] ?? Number.NaN, digits),
    runs: runs.map((run) => round(run, digits)),
  };
}

export function percentiles(samples: readonly number[], digits = 2): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), digits),
    p95: round(percentile(sorted, 95), digits),
    p99: round(percentile(sorted, 99), digits),
    max: round(sorted[sorted.length - 1] ?? Number.NaN, digits),
    samples: sorted.length,
  };
}

export const kb = (bytes: number): number => round(bytes / 1024, 1);
export const mb = (bytes: number): number => round(bytes / 1024 / 1024, 1);
