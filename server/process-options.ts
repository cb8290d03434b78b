/**
 * How the server process is started (dist/server/main.js): by `dsp serve`,
 * `npm run serve` and the benchmarks alike, so what is measured is what runs.
 *
 * docs/performance.md allows the server's RSS to grow by at most 20 % from start over
 * 10,000 mixed requests. With Node's defaults it grows by most of its start
 * again although nothing leaks: full collections leave a flat live heap
 * throughout. The growth is V8 letting the old generation swell between full
 * collections and glibc keeping freed native memory in one arena per thread. Two malloc arenas are enough for a process
 * whose JavaScript runs on one thread.
 *
 * The V8 flags hold the old generation close to what is live
 * (`--heap-growing-percent=20`: a full collection comes once it grew by a
 * fifth, not when it doubled) and give the young generation 8 MB semi-spaces,
 * so a search, which allocates about 2 MB, is not interrupted by several
 * scavenges of a heap that holds the whole index. `--optimize-for-size` holds
 * memory down too, but by collecting the young generation far more often,
 * which about doubles the median HTTP search p95 on 10,000 pages in
 * interleaved side-by-side rounds. The larger semi-spaces cost RSS at start
 * (a few tens of MB); what 10,000 requests add (the bounded caches and
 * compiled code) is the same either way, so it is a smaller share of the
 * higher start and stays within the 20 % budget.
 *
 * `--compact-on-every-full-gc` has each full collection evacuate the emptiest
 * pages of the old generation, not only those at least 70 % free: under
 * steady load V8 runs one every few hundred milliseconds, and without it the
 * pages left part-free by requests' garbage stay committed, so an idle server
 * kept several MB more than it holds (V8's memory reducer did not run in 30 s
 * of idle). Side by side it held the growth over 10,000 mixed requests at a
 * median of 12 % against 15 %, with no server CPU cost beyond the noise.
 *
 * glibc raises its mmap threshold each time a large block it mapped is freed
 * (up to 32 MB), so after the first brotli compressions (whose encoder state is
 * several MB) every later large buffer comes from the arenas and stays there,
 * fragmented: heap snapshots show nothing growing but the bounded caches and
 * compiled code, while RSS keeps growing. A fixed threshold
 * (MALLOC_MMAP_THRESHOLD_, 128 KB, glibc's own starting value) keeps large blocks
 * mapped and unmapped with their use; it also turns off the matching trim
 * threshold adjustment.
 */

/** Arguments for `node` before the script. */
export const SERVER_NODE_ARGS: readonly string[] = ['--heap-growing-percent=20', '--max-semi-space-size=8', '--compact-on-every-full-gc'];

/** Environment defaults; a value the operator set wins. */
export const SERVER_ENV_DEFAULTS: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The environment for the server process: the defaults under the operator's own. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SERVER_ENV_DEFAULTS, ...env };
}
