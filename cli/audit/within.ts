/**
 * A bounded wait for the audit's browser work: a page that never answers must not hold a state, a journey or the
 * whole audit past its limit (docs/cli.md, Cookie audit).
 */
import { setTimeout as delay } from 'node:timers/promises';

/** The promise's value, or undefined when it fails or takes longer than `limitMs` (the promise itself may run on). */
export async function within<T>(promise: Promise<T>, limitMs: number): Promise<T | undefined> {
  const controller = new AbortController();
  const late = delay(limitMs, undefined, { signal: controller.signal }).catch(() => undefined);
  try {
    return await Promise.race([promise.catch(() => undefined), late]);
  } finally {
    controller.abort();
  }
}
