/**
 * Keeps `npm run bench` within about 16 minutes (docs/performance.md) when other work slows the
 * machine: the costliest repetitions beyond the first few (a second 10,000-page
 * build, a third Lighthouse run of a page, a second memory run) start only
 * while the run is on schedule. Every repetition left out is recorded, and
 * BENCHMARKS.md says so.
 */

/** The bench's own budget on a quiet machine, in minutes. */
export const BENCH_MINUTES = 16;

/**
 * Seconds into the run by which an optional repetition must start. Before the corpus build come the portal's build,
 * three `npm start` runs and the shipped builds; before Lighthouse the author's loop, the token edit, search and the
 * browser timings with interaction to next paint; the memory runs come after Lighthouse's four pages and VitePress.
 */
export const SCHEDULE = {
  corpusBuild: 300,
  lighthouseRun: 620,
  memoryRun: 760,
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
