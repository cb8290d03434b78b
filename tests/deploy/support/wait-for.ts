/**
 * Waits for a condition, for setup code where expect.poll reads awkwardly:
 * Vitest's own vi.waitFor retries the check until it holds or the generous
 * limit runs out, then fails naming what it waited for.
 */
import { vi } from 'vitest';
import { CONDITION_TIMEOUT_MS } from '../../support/condition-timeout';

export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = CONDITION_TIMEOUT_MS): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 100 },
  );
}
