/**
 * The pool the cookie audit runs its states in (cli/audit/bounded-pool.ts):
 * a few at once, results in the order asked whatever order they finish in,
 * so a report reads the same as one made state by state, and how many
 * states the audit runs at once. Tasks finish when
 * the test lets them (deferred promises), never after a time.
 */
import { describe, expect, it } from 'vitest';
import { mapBounded } from '../../../cli/audit/bounded-pool';
import { MAX_STATE_CONCURRENCY, stateConcurrency } from '../../../cli/audit/cookie-audit-browser';

interface Gate {
  readonly promise: Promise<void>;
  open(): void;
}

function gate(): Gate {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open: () => open() };
}

/** Lets the pool's workers run up to their next await. */
const drain = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

describe('the bounded pool of audit states', () => {
  it('runs at most `limit` at once, starts them in the order given, and returns results in the order of the items', async () => {
    const items = ['none', 'pe', 'fu', 'ma', 'all', 'accept'];
    const gates = items.map(gate);
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const done = mapBounded(
      items,
      4,
      async (item, index) => {
        started.push(item);
        running += 1;
        most = Math.max(most, running);
        await gates[index]?.promise;
        running -= 1;
        return item.toUpperCase();
      },
      [5, 0, 1, 2, 3, 4],
    );
    await drain();
    expect(started).toEqual(['accept', 'none', 'pe', 'fu']);
    // Finishing out of order: the last started first.
    for (const index of [2, 5, 1, 0, 3, 4]) {
      gates[index]?.open();
      await drain();
    }
    expect(await done).toEqual(['NONE', 'PE', 'FU', 'MA', 'ALL', 'ACCEPT']);
    expect(most).toBe(4);
    expect(started).toEqual(['accept', 'none', 'pe', 'fu', 'ma', 'all']);
  });

  it('starts nothing after a failure, lets the running tasks finish, then throws the failure', async () => {
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const finished: number[] = [];
    const done = mapBounded([0, 1, 2], 2, async (item) => {
      started.push(item);
      await gates[item]?.promise;
      if (item === 0) throw new Error('the page did not load');
      finished.push(item);
      return item;
    });
    const outcome = done.catch((error: Error) => error.message);
    await drain();
    gates[0]?.open();
    await drain();
    expect(finished).toEqual([]);
    gates[1]?.open();
    await drain();
    expect(await outcome).toBe('the page did not load');
    expect(started).toEqual([0, 1]);
    expect(finished).toEqual([1]);
  });

  it('refuses a limit below one, which would run nothing', async () => {
    await expect(mapBounded([1], 0, async (item) => item)).rejects.toThrow('limit must be a whole number of at least 1, got 0');
  });
});

describe('how many audit states run at once', () => {
  it('is enough for about two rounds, a journey counting as two, and never more than the cap', () => {
    expect(stateConcurrency(['none'])).toBe(1);
    expect(stateConcurrency(['none', 'pe', 'fu', 'ma', 'all'])).toBe(3);
    expect(stateConcurrency(['none', 'pe', 'fu', 'ma', 'all', 'first-visit', 'accept', 'reject'])).toBe(5);
    expect(stateConcurrency(['first-visit', 'accept'])).toBe(2);
    expect(stateConcurrency([])).toBe(1);
    expect(MAX_STATE_CONCURRENCY).toBe(5);
  });
});
