/**
 * Keeps `npm run bench` within 10 minutes (docs/performance.md) when other work slows the
 * machine: the costliest repetitions beyond the first few (a second 10,000-page
 * build, a third Lighthouse run of a page, a second memory run) start only
 * while the run is on schedule. Every repetition left out is recorded, and
 * BENCHMARKS.md says so.
 */

/** Seconds into the run by which an optional repetition must start. */
export const SCHEDULE = {
  corpusBuild: 240,
  lighthouseRun: 440,
  memoryRun: 500,
} as const;

export interface TimeBudget {
  readonly elapsedSeconds: () => number;
  /** Whether an optional repetition may start now; when not, the cut is recorded under `what`. */
  readonly allows: (what: string, bySeconds: number) => boolean;
  readonly cuts: () => readonly string[];
}

export function createTimeBudget(started = performance.now()): TimeBudget {
  const cuts: string[] = [];
  const elapsedSeconds = () => (performance.now() - started) / 1000;
  return {
    elapsedSeconds,
    allows(what, bySeconds) {
      if (elapsedSeconds() <= bySeconds) return true;
      cuts.push(`${what} (the run was at ${Math.round(elapsedSeconds())} s, past ${bySeconds} s)`);
      return false;
    },
    cuts: () => cuts,
  };
}
