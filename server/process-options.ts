/**
 * How the server process is started (dist/server/main.js): by `dsp serve`,
 * `npm run serve` and the benchmarks alike, so what is measured is what runs.
 *
 * docs/performance.md allows the server's RSS to grow by at most 20 % from start over
 * 10,000 mixed requests. With Node's defaults it grew by about 85 %
 * (97 MB to 180 MB) although nothing leaks: full collections leave the same
 * 24-34 MB of live heap throughout. The growth was V8 letting the old
 * generation swell between full collections and glibc keeping freed native
 * memory in one arena per thread. Two malloc arenas are enough for a process
 * whose JavaScript runs on one thread.
 *
 * The V8 flags hold the old generation close to what is live
 * (`--heap-growing-percent=20`: a full collection comes once it grew by a
 * fifth, not when it doubled) and give the young generation 8 MB semi-spaces,
 * so a search, which allocates about 2 MB, is not interrupted by several
 * scavenges of a heap that holds the whole index. They replaced
 * `--optimize-for-size`, which held memory down by collecting the young
 * generation far more often: measured side by side (same machine, five
 * interleaved rounds, a busy machine), the median HTTP search p95 on 10,000
 * pages went from 20.6 ms (11.5-26.6) to 10.8 ms (8.3-18.1), for about 27 MB
 * more RSS at start (91 to 118 MB on the shipped content). What 10,000
 * requests add stays about 23 MB either way (the bounded caches and compiled
 * code), which is a median 19 % of the higher start against 26 % of the
 * lower one.
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
export const SERVER_NODE_ARGS: readonly string[] = ['--heap-growing-percent=20', '--max-semi-space-size=8'];

/** Environment defaults; a value the operator set wins. */
export const SERVER_ENV_DEFAULTS: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The environment for the server process: the defaults under the operator's own. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...SERVER_ENV_DEFAULTS, ...env };
}
