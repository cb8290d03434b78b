/**
 * How the server process is started (dist/server/main.js): by `dsp serve`,
 * `npm run serve` and the benchmarks alike, so what is measured is what runs.
 *
 * README, Performance allows the server's RSS to grow by at most 20 % from start over
 * 10,000 mixed requests. With Node's defaults it grew by about 85 %
 * (97 MB to 180 MB) although nothing leaks: full collections leave the same
 * 24-34 MB of live heap throughout. The growth was V8 letting the old
 * generation swell between full collections and glibc keeping freed native
 * memory in one arena per thread. `--optimize-for-size` makes V8 collect
 * sooner and grow its heap less; two malloc arenas are enough for a process
 * whose JavaScript runs on one thread. Together: about 15 % growth. The
 * cost falls on search, which allocates the most: twice the CPU time per
 * search request, and HTTP search p95 of about 7 ms instead of 5 on the
 * shipped content (28 instead of 13 on 10,000 pages), inside its budgets
 * (BENCHMARKS.md). Running `node dist/server/main.js` directly gives Node's
 * defaults: faster search, about 80 MB more memory.
 *
 * glibc raises its mmap threshold each time a large block it mapped is freed
 * (up to 32 MB), so after the first brotli compressions (whose encoder state is
 * several MB) every later large buffer came from the arenas and stayed there,
 * fragmented: heap snapshots showed nothing growing but the bounded caches and
 * compiled code, while RSS kept about 17 MB more. A fixed threshold
 * (MALLOC_MMAP_THRESHOLD_, 128 KB, glibc's own starting value) keeps large blocks
 * mapped and unmapped with their use; it also turns off the matching trim
 * threshold adjustment.
 */

/** Arguments for `node` before the script. */
export const SERVER_NODE_ARGS: readonly string[] = ['--optimize-for-size'];

/** Environment defaults; a value the operator set wins. */
export const SERVER_ENV_DEFAULTS: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The environment for the server process: the defaults under the operator's own. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SERVER_ENV_DEFAULTS, ...env };
}
