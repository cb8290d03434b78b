/**
 * Runs tasks with at most `limit` at once and gives their results in the
 * order of the items, whatever order they finish in, so a report built from
 * them reads the same as one built from a run one by one. Tasks start in
 * `startOrder` (longest first keeps the last wave short). The first failure
 * starts nothing more, waits for the tasks already running (each closes what
 * it opened) and is then thrown.
 */

/**
 * @example await mapBounded([1, 2, 3], 2, async (n) => n * 2) // [2, 4, 6]
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number) => Promise<R>,
  startOrder: readonly number[] = items.map((_, index) => index),
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a whole number of at least 1, got ${limit}`);
  const results: R[] = new Array(items.length);
  const queue = [...startOrder];
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    for (let index = queue.shift(); index !== undefined && failure === undefined; index = queue.shift()) {
      try {
        results[index] = await run(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
  if (failure !== undefined) throw failure.error;
  return results;
}
