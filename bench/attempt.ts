/**
 * A part of `npm run bench` that may fail without stopping the rest (docs/performance.md): its figures, or why there
 * are none, which BENCHMARKS.md shows beside the part's budget lines as misses.
 */
/** A part of the bench that may fail without stopping the rest: its figures, or why there are none. */
export type Attempt<T> = { readonly ok: true; readonly figures: T } | { readonly ok: false; readonly error: string };

/** Runs a part of the bench; a failure is logged and kept as its reason, and the bench goes on. */
export async function attempt<T>(what: string, log: (line: string) => void, measure: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, figures: await measure() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`  ${what} was not measured: ${message}`);
    return { ok: false, error: message };
  }
}
